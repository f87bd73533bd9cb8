import { ConsultationRequest } from '@contracts/consultation/send-consultation';
import { required } from '@contracts/shared';
import { TextInput, Textarea } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { useSiteForm } from '@/lib/use-site-form';
import { renderWithProviders } from '@/test/render';

const UNPROCESSABLE = new ApiError({
  kind: 'http',
  status: 422,
  message: 'The given data was invalid.',
  fieldErrors: { message: [required('message')], phone: [required('phone')] },
});

interface ProbeProps {
  busy?: boolean;
  lockWhileBusy?: boolean;
  onValid?: (values: ConsultationRequest) => void;
  /** What the provider's failed request was. */
  failure?: unknown;
  /** Given what `showFailure` returned. */
  onShown?: (message: string | null) => void;
}

const FALLBACK = 'Failed to send. Please try again.';

/** A form as small as the hook allows, with a button standing in for the provider's failed reply. */
function Probe({ busy = false, lockWhileBusy, onValid = () => {}, failure = UNPROCESSABLE, onShown = () => {} }: ProbeProps) {
  const { form, formProps, ...request } = useSiteForm<ConsultationRequest>({
    schema: ConsultationRequest,
    initialValues: { name: '', phone: '', message: '' },
    busy,
    lockWhileBusy,
  });
  return (
    <>
      <form {...formProps(onValid)} aria-label="Probe">
        <TextInput label="Name" {...form.getInputProps('name')} />
        <TextInput label="Phone" {...form.getInputProps('phone')} />
        <Textarea label="Message" {...form.getInputProps('message')} />
        {request.failure && <p role="alert">{request.failure}</p>}
        {request.busy && <p>Working…</p>}
        <button type="submit">Send</button>
      </form>
      <button type="button" onClick={() => onShown(request.showFailure(failure, FALLBACK))}>
        Fail
      </button>
    </>
  );
}

const field = (label: string) => screen.getByRole('textbox', { name: label });

describe('useSiteForm', () => {
  it("checks the contract's rules in the site's voice and focuses the first field in error, without sending", async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Probe onValid={onValid} />);

    await user.type(field('Name'), 'Rahim Uddin');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(field('Phone')).toHaveAccessibleDescription('Please enter your phone number');
    expect(field('Message')).toHaveAccessibleDescription('Please write your message');
    expect(field('Phone')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('names each field after its request field', () => {
    renderWithProviders(<Probe />);
    expect(field('Name')).toHaveAttribute('name', 'name');
    expect(field('Phone')).toHaveAttribute('name', 'phone');
    expect(field('Message')).toHaveAttribute('name', 'message');
  });

  it('hands over the values once they pass', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Probe onValid={onValid} />);

    await user.type(field('Name'), 'Rahim Uddin');
    await user.type(field('Phone'), '01712345678');
    await user.type(field('Message'), 'A shop for our tailoring business.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onValid).toHaveBeenCalledWith({ name: 'Rahim Uddin', phone: '01712345678', message: 'A shop for our tailoring business.' });
  });

  it('is busy while the request is in flight, and ignores a submit meanwhile', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Probe busy onValid={onValid} />);

    expect(screen.getByText('Working…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onValid).not.toHaveBeenCalled();
    expect(field('Phone')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('disables every field while busy only when told to', () => {
    const { rerender } = renderWithProviders(<Probe busy lockWhileBusy />);
    for (const label of ['Name', 'Phone', 'Message']) expect(field(label)).toBeDisabled();

    rerender(<Probe busy />);
    for (const label of ['Name', 'Phone', 'Message']) expect(field(label)).toBeEnabled();
  });

  it("puts the provider's field errors on their fields in the site's voice, and focuses the first once the fields are enabled again", async () => {
    const onShown = vi.fn();
    const { user, rerender } = renderWithProviders(<Probe busy lockWhileBusy onShown={onShown} />);

    await user.click(screen.getByRole('button', { name: 'Fail' }));

    expect(onShown).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Phone')).toHaveAccessibleDescription('Please enter your phone number');
    expect(field('Phone')).not.toHaveFocus();

    rerender(<Probe lockWhileBusy onShown={onShown} />);
    await waitFor(() => expect(field('Phone')).toHaveFocus());
  });

  it("keeps the provider's message as the failure when no field was refused, until the next submit that passes", async () => {
    const onShown = vi.fn();
    const serverDown = new ApiError({ kind: 'http', status: 500, message: 'Mail server is down.', serverMessage: 'Mail server is down.' });
    const { user } = renderWithProviders(<Probe failure={serverDown} onShown={onShown} />);

    await user.click(screen.getByRole('button', { name: 'Fail' }));

    expect(onShown).toHaveBeenCalledWith('Mail server is down.');
    expect(screen.getByRole('alert')).toHaveTextContent('Mail server is down.');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Mail server is down.');

    await user.type(field('Name'), 'Rahim Uddin');
    await user.type(field('Phone'), '01712345678');
    await user.type(field('Message'), 'A shop for our tailoring business.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("falls back to the form's own message when the provider gives none", async () => {
    const { user } = renderWithProviders(<Probe failure={new ApiError({ kind: 'network', status: null, message: 'Offline' })} />);

    await user.click(screen.getByRole('button', { name: 'Fail' }));

    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK);
  });
});
