import { sendConsultation } from '@contracts/consultation/send-consultation';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODAL_THANKS_MS } from '@/features/consultation/consultation-dialog';
import { ConsultationForm } from '@/features/consultation/consultation-form';
import { LAST_CLOSED_KEY } from '@/features/consultation/consultation-storage';
import { INLINE_THANKS_MS, InlineConsultation } from '@/features/consultation/inline-consultation';
import { ScheduleDemoButton } from '@/features/consultation/schedule-demo-button';
import { friendlyMessage } from '@/lib/form-errors';
import { fixture } from '@/test/fixtures';
import { captureRequests, replyWith } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const HINT = 'Please enter a valid phone number';

function fakeTheClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/** Fills in a valid request and sends it, letting the reply land without moving the clock, so the countdown starts at 0. */
async function sendRequest() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Rafiq Islam' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '01712345678' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'An ERP for our factory.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Book Free Consultation' }));
  for (let step = 0; step < 200 && !screen.queryByText('Thank you!'); step += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
  expect(screen.getByText('Thank you!')).toBeInTheDocument();
}

/** Re-renders the form with a new onThanksEnd each time, as ConsultationModal's close does. */
function RerenderingParent({ thanksMs, onThanksEnd }: { thanksMs: number; onThanksEnd: (render: number) => void }) {
  const [render, setRender] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setRender((count) => count + 1)}>
        Re-render
      </button>
      <ConsultationForm thanksMs={thanksMs} onThanksEnd={() => onThanksEnd(render)} />
    </>
  );
}

/** Re-renders the inline form's page with a new title. */
function RerenderingPage() {
  const [title, setTitle] = useState('Book Your Free Consultation');
  return (
    <>
      <button type="button" onClick={() => setTitle('Talk to us')}>
        Re-render
      </button>
      <InlineConsultation title={title} />
    </>
  );
}

describe('ConsultationForm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['9 digits', '123456789', false],
    ['10 digits', '1234567890', true],
    ['15 digits', '123456789012345', true],
    ['16 digits', '1234567890123456', false],
    ['a leading plus', '+8801712345678', true],
    ['a dash', '01712-345678', false],
    ['a space', '01712 345678', false],
    ['letters', 'call-me-now', false],
    ['a plus in the middle', '880+1712345678', false],
  ])('takes a phone number with %s: %s -> %s', async (_, phone, valid) => {
    const { user } = renderWithProviders(<InlineConsultation />);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), phone);
    await user.tab();
    if (valid) expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    else expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(expect.stringContaining(HINT));
  });

  it('requires a name, a phone and a message and sends nothing without them', async () => {
    const requests = captureRequests(sendConsultation);
    const { user } = renderWithProviders(<InlineConsultation />);
    await user.click(screen.getByRole('button', { name: 'Book Free Consultation' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your phone number')).toBeInTheDocument();
    expect(screen.getByText('Please write your message')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it("puts the provider's 422 errors on their fields once and focuses the first", async () => {
    replyWith(sendConsultation, 422);
    const { user } = renderWithProviders(<InlineConsultation />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rafiq Islam');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '01712345678');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'An ERP for our factory.');
    await user.click(screen.getByRole('button', { name: 'Book Free Consultation' }));

    const reply = fixture(sendConsultation, 422);
    expect(await screen.findByText(friendlyMessage('phone', reply.errors.phone[0]))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends the modal thank-you 2 s after sending even when the parent re-renders with a new onThanksEnd midway, calling the latest one', async () => {
    fakeTheClock();
    const onThanksEnd = vi.fn();
    renderWithProviders(<RerenderingParent thanksMs={MODAL_THANKS_MS} onThanksEnd={onThanksEnd} />);
    await sendRequest();

    act(() => vi.advanceTimersByTime(MODAL_THANKS_MS / 2));
    fireEvent.click(screen.getByRole('button', { name: 'Re-render' }));
    act(() => vi.advanceTimersByTime(MODAL_THANKS_MS / 2 - 1));
    expect(onThanksEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onThanksEnd).toHaveBeenCalledTimes(1);
    expect(onThanksEnd).toHaveBeenCalledWith(2);

    act(() => vi.advanceTimersByTime(MODAL_THANKS_MS));
    expect(onThanksEnd).toHaveBeenCalledTimes(1);
  });

  it('turns the inline thank-you back into the form 4 s after sending even when the page re-renders midway', async () => {
    fakeTheClock();
    renderWithProviders(<RerenderingPage />);
    await sendRequest();

    act(() => vi.advanceTimersByTime(INLINE_THANKS_MS / 2));
    fireEvent.click(screen.getByRole('button', { name: 'Re-render' }));
    expect(screen.getByRole('heading', { name: 'Talk to us' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(INLINE_THANKS_MS / 2 - 1));
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });
});

describe('InlineConsultation', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows its title and the 24-hour promise', () => {
    renderWithProviders(<InlineConsultation title="Talk to us about your shop" />);
    expect(screen.getByRole('heading', { name: 'Talk to us about your shop' })).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
  });

  it('thanks the visitor, then turns back into an empty form after 4 s', async () => {
    fakeTheClock();
    const requests = captureRequests(sendConsultation);
    renderWithProviders(<InlineConsultation />);
    await sendRequest();
    expect(requests[0]!.json).toEqual({ name: 'Rafiq Islam', phone: '01712345678', message: 'An ERP for our factory.' });
    expect(screen.getByText("We've received your request and will contact you soon.")).toBeInTheDocument();
    expect(localStorage.getItem(LAST_CLOSED_KEY)).not.toBeNull();

    act(() => vi.advanceTimersByTime(INLINE_THANKS_MS - 1));
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });
});

describe('ScheduleDemoButton', () => {
  it('opens the consultation form with the message asking for a demo of the product', async () => {
    const requests = captureRequests(sendConsultation);
    const { user } = renderWithProviders(<ScheduleDemoButton product="Tailor Management" size="lg" />);
    await user.click(screen.getByRole('button', { name: 'Schedule Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a Demo of Tailor Management' });
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('I would like a demo of Tailor Management.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Salma Begum');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+8801812345678');
    await user.click(within(dialog).getByRole('button', { name: 'Book Free Consultation' }));
    expect(await within(dialog).findByText('Thank you!')).toBeInTheDocument();
    expect(requests[0]!.json).toEqual({
      name: 'Salma Begum',
      phone: '+8801812345678',
      message: 'I would like a demo of Tailor Management.',
    });
  });
});
