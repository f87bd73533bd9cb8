import { RESUME_TOO_LARGE, RESUME_WRONG_TYPE } from '@contracts/career/submit-job';
import { PHONE_HINT, required } from '@contracts/shared';
import { describe, expect, it } from 'vitest';
import { WRONG_CV_TYPE, focusFirstError, friendlyErrors, friendlyMessage } from '@/lib/form-errors';

describe('friendlyMessage', () => {
  it('names a missing field as a person would', () => {
    expect(friendlyMessage('summary', required('summary'))).toBe('Please write a few lines about yourself');
    expect(friendlyMessage('first_name', required('first name'))).toBe('Please enter your first name');
    expect(friendlyMessage('phone', required('phone'))).toBe('Please enter your phone number');
    expect(friendlyMessage('company_size', 'The company size field is required.')).toBe('Please fill in the company size');
  });

  it("names the affiliate forms' fields as the person knows them, not by their wire names", () => {
    expect(friendlyMessage('affiliateid', required('affiliateid'))).toBe('Please enter your affiliate ID');
    expect(friendlyMessage('password_confirmation', required('password confirmation'))).toBe('Please enter your password again');
    expect(friendlyMessage('address', 'The address field must not be greater than 255 characters.')).toBe(
      'Please keep the address to 255 characters or fewer',
    );
  });

  it("rewrites Laravel's email, file type and length messages", () => {
    expect(friendlyMessage('email', 'The email field must be a valid email address.')).toBe(
      'Please enter a valid email address, like name@example.com',
    );
    expect(friendlyMessage('cv', RESUME_WRONG_TYPE)).toBe(WRONG_CV_TYPE);
    expect(friendlyMessage('subject', 'The subject field must not be greater than 255 characters.')).toBe(
      'Please keep the subject to 255 characters or fewer',
    );
  });

  it("keeps the spec's own wording and anything else the provider says", () => {
    expect(friendlyMessage('phone', PHONE_HINT)).toBe(PHONE_HINT);
    expect(friendlyMessage('cv', RESUME_TOO_LARGE)).toBe(RESUME_TOO_LARGE);
    expect(friendlyMessage('email', 'The email has already been taken.')).toBe('The email has already been taken.');
  });

  it('rewrites every field of an error object and leaves empty ones alone', () => {
    expect(friendlyErrors({ name: required('name'), phone: null })).toEqual({ name: 'Please enter your name', phone: null });
  });
});

describe('focusFirstError', () => {
  it('focuses the first field in error in the order of the page, not of the errors', () => {
    document.body.innerHTML = `<form>
      <input data-path="name" /><input data-path="phone" /><textarea data-path="message"></textarea>
    </form>`;
    focusFirstError(document.querySelector('form'), { message: 'Please write your message', phone: 'Please enter your phone number' });
    expect(document.activeElement).toBe(document.querySelector('[data-path="phone"]'));
    document.body.innerHTML = '';
  });
});
