import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormCard } from '@/components/form-card';
import { renderWithProviders } from '@/test/render';

describe('FormCard', () => {
  it('is a form named by its heading, with the intro above the fields', () => {
    renderWithProviders(
      <FormCard title="Send Us a Message" intro="We answer within one working day." formProps={{ noValidate: true }}>
        <input aria-label="Name" />
      </FormCard>,
    );

    const form = screen.getByRole('form', { name: 'Send Us a Message' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveTextContent('We answer within one working day.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });

  it('holds the thank-you in place of the form, under the same heading', () => {
    renderWithProviders(
      <FormCard title="Your Application" intro="All fields are required." formProps={{}} thanks={<p>Thank you!</p>}>
        <input aria-label="Name" />
      </FormCard>,
    );

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Application' })).toHaveTextContent('Thank you!');
  });
});
