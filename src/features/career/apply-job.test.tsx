import { getJobDetails } from '@contracts/career/get-job-details';
import type { Job } from '@contracts/career/job';
import { RESUME_MAX_BYTES, RESUME_TOO_LARGE, submitJob } from '@contracts/career/submit-job';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { APPLICATION_FAILED, APPLICATION_SENT } from '@/features/career/apply-job';
import { RESUME_UPLOADED } from '@/features/career/resume-dropzone';
import { WRONG_CV_TYPE, friendlyMessage } from '@/lib/form-errors';
import { TOAST_DURATION, notify } from '@/lib/notify';
import { fixture } from '@/test/fixtures';
import { captureRequests, replyNetworkError, replyNever, replyWith } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { toasts } from '@/test/toasts';
import { setUpCareerRoute } from '@/features/career/career-test-setup';

const job: Job = fixture(getJobDetails).data;
const URL_PATH = '/career/apply-job/senior-laravel-developer';
const APPLICANT = {
  first_name: 'Nusrat',
  last_name: 'Jahan',
  phone: '+8801712345678',
  email: 'nusrat@example.com',
  summary: 'Six years of Laravel, two of them leading a team of four.',
};
const LABELS: Record<keyof typeof APPLICANT, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  email: 'Email',
  summary: 'Summary',
};

const pdf = (size = 2048, name = 'resume.pdf') => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const field = (name: keyof typeof APPLICANT) => screen.getByRole('textbox', { name: new RegExp(`^${LABELS[name]}`) });
const resumeInput = () => screen.getByLabelText('Resume file') as HTMLInputElement;
const uploadButton = () => screen.getByRole('button', { name: 'Upload Resume' });

async function openForm() {
  const view = await renderRoute(URL_PATH);
  await screen.findByRole('form', { name: 'Your Application' });
  // Files of any type reach the app, as a drop would: the app, not user-event, decides.
  const user = userEvent.setup({ applyAccept: false });
  const fill = async () => {
    for (const [name, value] of Object.entries(APPLICANT)) {
      await user.click(field(name as keyof typeof APPLICANT));
      await user.paste(value);
    }
  };
  return { ...view, user, fill };
}

describe('ApplicationForm', () => {
  setUpCareerRoute('/career/apply-job/$slug');

  it('says which job the application is for, with labelled fields of the right types', async () => {
    await openForm();

    expect(screen.getByRole('heading', { level: 1, name: job.job_title })).toBeInTheDocument();
    expect(screen.getByText('You are applying for')).toBeInTheDocument();
    expect(field('email')).toHaveAttribute('type', 'email');
    expect(field('phone')).toHaveAttribute('type', 'tel');
    expect(field('summary').tagName).toBe('TEXTAREA');
    // Required as the login and signup fields are, the site's messages standing in for the browser's (SPEC §5).
    for (const name of Object.keys(LABELS) as (keyof typeof APPLICANT)[]) expect(screen.getByLabelText(LABELS[name], { exact: false })).toBeRequired();
    expect(resumeInput()).not.toBeRequired();
    expect(screen.getByRole('form', { name: 'Your Application' })).toHaveAttribute('novalidate');
    expect(screen.getByText('Drag and drop your resume here')).toBeInTheDocument();
    expect(uploadButton()).toHaveAccessibleDescription(/Resume.*PDF, DOC or DOCX, up to 2 MB/);
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('requires the five fields before sending anything, naming each as a person would, and not the resume', async () => {
    const requests = captureRequests(submitJob);
    const { user } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    for (const message of [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your phone number',
      'Please enter your email address',
      'Please write a few lines about yourself',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(/Please attach your CV/)).toBeNull();
    expect(resumeInput()).not.toHaveAttribute('aria-invalid');
    expect(field('first_name')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('opens the file dialog from the keyboard, through the button in the dropzone', async () => {
    const { user } = await openForm();
    const click = vi.spyOn(resumeInput(), 'click');

    uploadButton().focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it(`accepts a resume of exactly 2 MB and shows '${RESUME_UPLOADED}' with its name, which can be removed`, async () => {
    const { user } = await openForm();

    await user.upload(resumeInput(), pdf(RESUME_MAX_BYTES, 'exactly-2mb.pdf'));

    const uploaded = await screen.findByText(RESUME_UPLOADED);
    expect(uploaded.closest('[role="status"]')).toHaveTextContent('exactly-2mb.pdf');
    await user.click(screen.getByRole('button', { name: 'Remove exactly-2mb.pdf' }));
    expect(screen.queryByText(RESUME_UPLOADED)).toBeNull();
    expect(resumeInput().files).toHaveLength(0);
  });

  it(`refuses 2 MB and one byte with '${RESUME_TOO_LARGE}' and clears the file`, async () => {
    const { user } = await openForm();
    await user.upload(resumeInput(), pdf(2048, 'small.pdf'));
    expect(await screen.findByText(RESUME_UPLOADED)).toBeInTheDocument();

    await user.upload(resumeInput(), pdf(RESUME_MAX_BYTES + 1, 'too-big.pdf'));

    expect(await screen.findByText(RESUME_TOO_LARGE)).toBeInTheDocument();
    expect(screen.queryByText(RESUME_UPLOADED)).toBeNull();
    expect(screen.queryByText(/small\.pdf|too-big\.pdf/)).toBeNull();
    expect(resumeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(resumeInput()).toHaveAccessibleDescription(new RegExp(RESUME_TOO_LARGE));
    expect(resumeInput().files).toHaveLength(0);
  });

  it('refuses a file that is not a PDF or Word document', async () => {
    const { user } = await openForm();

    await user.upload(resumeInput(), new File(['png'], 'photo.png', { type: 'image/png' }));

    expect(await screen.findByText(WRONG_CV_TYPE)).toBeInTheDocument();
    expect(screen.queryByText(RESUME_UPLOADED)).toBeNull();
  });

  it.each([
    ['cv.doc', 'application/msword'],
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['CV.PDF', ''],
  ])('accepts %s', async (name, type) => {
    const { user } = await openForm();

    await user.upload(resumeInput(), new File(['doc'], name, { type }));

    expect(await screen.findByText(RESUME_UPLOADED)).toBeInTheDocument();
  });

  it('sends all seven fields as multipart, keeps the file name, then clears the form under a thank-you and says so once in a toast', async () => {
    const success = vi.spyOn(notify, 'success');
    const requests = captureRequests(submitJob);
    const { user, fill } = await openForm();
    await fill();
    await user.upload(resumeInput(), pdf(4096, 'nusrat-jahan-cv.pdf'));

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    const sent = requests[0]!;
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    const form = sent.form!;
    expect([...new Set(form.keys())].sort()).toEqual(['cv', 'email', 'first_name', 'job_id', 'last_name', 'phone', 'summary']);
    for (const [name, value] of Object.entries(APPLICANT)) expect(form.get(name)).toBe(value);
    expect(form.get('job_id')).toBe(String(job.id));
    const cv = form.get('cv') as File;
    expect(cv.name).toBe('nusrat-jahan-cv.pdf');
    expect(cv.size).toBe(4096);

    await waitFor(() => expect(toasts()).toContain(APPLICATION_SENT));
    expect(success).toHaveBeenCalledWith(APPLICATION_SENT, { duration: TOAST_DURATION.form });
    expect(screen.getAllByText(APPLICATION_SENT)).toHaveLength(1);
    const applicationForm = screen.getByRole('form', { name: 'Your Application' });
    const thanks = within(applicationForm).getByRole('status');
    expect(thanks).toHaveTextContent(`Thank You for Applying!We have your application for ${job.job_title}.`);
    expect(thanks).toHaveFocus();
    expect(within(thanks).getByRole('link', { name: 'Back to Open Positions' })).toHaveAttribute('href', '/career#open-positions');
    expect(within(thanks).getByRole('link', { name: 'Read Our Blog' })).toHaveAttribute('href', '/blog');
    for (const name of Object.keys(APPLICANT)) {
      expect(field(name as keyof typeof APPLICANT)).toHaveValue('');
      expect(thanks.compareDocumentPosition(field(name as keyof typeof APPLICANT)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.queryByText(RESUME_UPLOADED)).toBeNull();
    expect(screen.queryByText('nusrat-jahan-cv.pdf')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('takes the thank-you away when the visitor submits again', async () => {
    const { user, fill } = await openForm();
    const submitFilled = async () => {
      await fill();
      await user.upload(resumeInput(), pdf());
      await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    };
    await submitFilled();
    expect(await screen.findByText('Thank You for Applying!')).toBeInTheDocument();

    replyNever(submitJob);
    await submitFilled();

    await waitFor(() => expect(screen.queryByText('Thank You for Applying!')).toBeNull());
  });

  // After the tests that count the success toast: it stays on screen into the next test.
  it('does not mark the resume required (SPEC §5) and sends the application without one', async () => {
    const requests = captureRequests(submitJob);
    const { user, fill } = await openForm();
    expect(screen.getByText('Resume', { selector: 'span' })).toHaveTextContent(/^Resume$/);
    await fill();

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect([...new Set(requests[0]!.form!.keys())].sort()).toEqual(['email', 'first_name', 'job_id', 'last_name', 'phone', 'summary']);
    expect(await screen.findByText('Thank You for Applying!')).toBeInTheDocument();
  });

  it("shows 'Submitting...' on a disabled button while the application is on its way", async () => {
    replyNever(submitJob);
    const { user, fill } = await openForm();
    await fill();
    await user.upload(resumeInput(), pdf());

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });

  it("puts the provider's 422 errors on their fields in plain words, the resume's on the dropzone, shows its message inline and as a toast, and keeps what was typed", async () => {
    const error = vi.spyOn(notify, 'error');
    const reply = fixture(submitJob, 422);
    replyWith(submitJob, 422, reply);
    const { user, fill } = await openForm();
    await fill();
    await user.upload(resumeInput(), pdf());

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText(friendlyMessage('email', reply.errors.email[0]))).toBeInTheDocument();
    expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('email')).toHaveFocus());
    expect(screen.getByText(friendlyMessage('cv', reply.errors.cv[0]))).toBeInTheDocument();
    expect(resumeInput()).toHaveAttribute('aria-invalid', 'true');
    // SPEC §8: the server's message as an error toast and inline, besides the fields' own.
    const form = screen.getByRole('form', { name: 'Your Application' });
    expect(within(form).getByText(reply.message).closest('[role="alert"]')).not.toBeNull();
    expect(error).toHaveBeenCalledWith(reply.message, { duration: TOAST_DURATION.form });
    await waitFor(() => expect(toasts()).toContain(reply.message));
    for (const [name, value] of Object.entries(APPLICANT)) expect(field(name as keyof typeof APPLICANT)).toHaveValue(value);
  });

  it(`falls back to '${APPLICATION_FAILED}' inline and as a toast when the provider says nothing, keeping the form`, async () => {
    replyNetworkError(submitJob);
    const { user, fill } = await openForm();
    await fill();
    await user.upload(resumeInput(), pdf(2048, 'kept.pdf'));

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const form = screen.getByRole('form', { name: 'Your Application' });
    expect(await within(form).findByText(APPLICATION_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toContain(APPLICATION_FAILED));
    for (const [name, value] of Object.entries(APPLICANT)) expect(field(name as keyof typeof APPLICANT)).toHaveValue(value);
    expect(screen.getByText(RESUME_UPLOADED).closest('[role="status"]')).toHaveTextContent('kept.pdf');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('shows the closed state instead of the form after the deadline', async () => {
    replyWith(getJobDetails, 200, { data: { ...job, deadline: '2026-11-01' } });
    await renderRoute(`/career/apply-job/${job.id}`);

    expect(await screen.findByText('Applications closed')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your Application' })).toBeNull();
  });
});
