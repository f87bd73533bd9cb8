import { submitJob } from '@contracts/career/submit-job';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RESUME_UPLOADED } from '@/features/career/resume-dropzone';
import { replyTooManyRequests } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { toasts } from '@/test/toasts';
import { setUpCareerRoute } from '@/features/career/career-test-setup';

const REFUSAL = 'Too many requests from your network. Please try again in 1 hour.';
const STORAGE_FULL = 'We cannot accept more CVs at the moment: our storage for applications is full. Please try again in 1 hour.';
const APPLICANT = {
  'First name': 'Nusrat',
  'Last name': 'Jahan',
  Phone: '+8801712345678',
  Email: 'nusrat@example.com',
  Summary: 'Six years of Laravel, two of them leading a team of four.',
};

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function apply() {
  await renderRoute('/career/apply-job/senior-laravel-developer');
  await screen.findByRole('form', { name: 'Your Application' });
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(APPLICANT)) {
    await user.click(field(label));
    await user.paste(value);
  }
  await user.upload(screen.getByLabelText('Resume file'), new File([new Uint8Array(2048)], 'kept.pdf', { type: 'application/pdf' }));
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
}

describe('ApplicationForm refused by the rate limit (429)', () => {
  setUpCareerRoute('/career/apply-job/$slug');

  it.each([
    ['a flood from the address', REFUSAL],
    ['a full CV folder', STORAGE_FULL],
  ])("for %s: shows the provider's message once inline above the button and once as the spec's toast, keeping the form and the CV", async (_, message) => {
    replyTooManyRequests(submitJob, message);
    await apply();

    const form = screen.getByRole('form', { name: 'Your Application' });
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    const button = within(form).getByRole('button', { name: 'Submit Application' });
    expect(alert.compareDocumentPosition(button)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(form).getAllByText(message)).toHaveLength(1);
    await waitFor(() => expect(toasts().filter((toast) => toast.includes(message))).toHaveLength(1));

    for (const [label, value] of Object.entries(APPLICANT)) {
      expect(field(label)).toHaveValue(value);
      expect(field(label)).not.toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByText(RESUME_UPLOADED).closest('[role="status"]')).toHaveTextContent('kept.pdf');
    expect(button).toBeEnabled();
  });
});
