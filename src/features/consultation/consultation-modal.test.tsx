import { sendConsultation } from '@contracts/consultation/send-consultation';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_THANKS_MS } from '@/features/consultation/consultation-dialog';
import { OPEN_DELAY_MS, ConsultationModal } from '@/features/consultation/consultation-modal';
import { LAST_CLOSED_KEY, RESHOW_GAP_MS } from '@/features/consultation/consultation-storage';
import { fixture } from '@/test/fixtures';
import { mockReducedMotion } from '@/test/media';
import { captureRequests, replyNetworkError, replyNever, replyWith } from '@/test/msw';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderWithProviders } from '@/test/render';

const NOW = new Date('2026-11-20T10:00:00Z').getTime();
const MINUTE = 60_000;

let intersections: ReturnType<typeof stubIntersectionObserver>;

function renderModal() {
  return renderWithProviders(
    <>
      <section id="services">Services</section>
      <ConsultationModal watchId="services" />
    </>,
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Book Your Free Consultation' });

const scrollServicesIntoView = () => intersections.report();

/** The dialog's code arrives on demand; let it land. */
async function flushDialogCode() {
  await act(async () => {
    await import('@/features/consultation/consultation-dialog');
  });
}

async function openModal() {
  renderModal();
  await scrollServicesIntoView();
  act(() => vi.advanceTimersByTime(OPEN_DELAY_MS));
  await flushDialogCode();
  return screen.getByRole('dialog', { name: 'Book Your Free Consultation' });
}

function fillForm(modal: HTMLElement, values = { name: 'Nusrat Jahan', phone: '+8801712345678', message: 'A new shop website.' }) {
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Name' }), { target: { value: values.name } });
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Phone' }), { target: { value: values.phone } });
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Message' }), { target: { value: values.message } });
}

/** Submits, then lets the request go out and come back without moving the clock, so timings start when the reply lands. */
async function submit(modal: HTMLElement, settled = () => within(modal).queryByRole('button', { name: 'Sending...' }) === null) {
  fireEvent.click(within(modal).getByRole('button', { name: 'Book Free Consultation' }));
  for (let step = 0; step < 200; step += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    if (settled()) return;
  }
}

describe('ConsultationModal', () => {
  beforeEach(() => {
    // Mantine then opens and closes dialogs without a transition, so timing is the component's alone.
    mockReducedMotion();
    intersections = stubIntersectionObserver();
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
    });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('watches the services section', () => {
    renderModal();
    expect(intersections.watched()).toEqual([document.getElementById('services')]);
  });

  it('opens 1200 ms after the services section scrolls into view, not before', async () => {
    renderModal();
    act(() => vi.advanceTimersByTime(10_000));
    expect(dialog()).not.toBeInTheDocument();
    await scrollServicesIntoView();
    act(() => vi.advanceTimersByTime(OPEN_DELAY_MS - 1));
    expect(dialog()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    await flushDialogCode();
    expect(dialog()).toBeInTheDocument();
  });

  it('opens on time even when the section is scrolled away again before then', async () => {
    renderModal();
    await scrollServicesIntoView();
    await intersections.report(false);
    act(() => vi.advanceTimersByTime(OPEN_DELAY_MS));
    await flushDialogCode();
    expect(dialog()).toBeInTheDocument();
    // Once offered, the section is no longer watched.
    expect(intersections.watched()).toEqual([]);
  });

  it('promises a reply within 24 hours', async () => {
    const modal = await openModal();
    expect(within(modal).getByText(/within 24 hours/)).toBeInTheDocument();
  });

  it('records the close time when closed, and opens only once', async () => {
    const modal = await openModal();
    vi.setSystemTime(NOW + 5 * MINUTE);
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(dialog()).not.toBeInTheDocument();
    expect(localStorage.getItem(LAST_CLOSED_KEY)).toBe(String(NOW + 5 * MINUTE));
    await scrollServicesIntoView();
    act(() => vi.advanceTimersByTime(OPEN_DELAY_MS * 2));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('stays closed within 2 hours of the last close', async () => {
    localStorage.setItem(LAST_CLOSED_KEY, String(NOW - RESHOW_GAP_MS + MINUTE));
    renderModal();
    await scrollServicesIntoView();
    act(() => vi.advanceTimersByTime(OPEN_DELAY_MS * 2));
    await flushDialogCode();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens again once 2 hours have passed since the last close', async () => {
    localStorage.setItem(LAST_CLOSED_KEY, String(NOW - RESHOW_GAP_MS - MINUTE));
    renderModal();
    await scrollServicesIntoView();
    act(() => vi.advanceTimersByTime(OPEN_DELAY_MS));
    await flushDialogCode();
    expect(dialog()).toBeInTheDocument();
  });

  it("shows 'Sending...' on a disabled button while the request is in flight", async () => {
    replyNever(sendConsultation);
    const modal = await openModal();
    fillForm(modal);
    await submit(modal, () => true);
    expect(within(modal).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('sends the request, thanks the visitor, records the time and closes after 2 s', async () => {
    const requests = captureRequests(sendConsultation);
    const modal = await openModal();
    fillForm(modal);
    await submit(modal);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.json).toEqual({ name: 'Nusrat Jahan', phone: '+8801712345678', message: 'A new shop website.' });
    expect(within(modal).getByText('Thank you!')).toBeInTheDocument();
    expect(within(modal).getByText("We've received your request and will contact you soon.")).toBeInTheDocument();
    const sentAt = Number(localStorage.getItem(LAST_CLOSED_KEY));
    expect(sentAt).toBeGreaterThanOrEqual(NOW + OPEN_DELAY_MS);
    expect(sentAt).toBeLessThanOrEqual(Date.now());
    act(() => vi.advanceTimersByTime(MODAL_THANKS_MS - 1));
    expect(dialog()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).not.toBeInTheDocument();
    expect(localStorage.getItem(LAST_CLOSED_KEY)).toBe(String(Date.now()));
  });

  it("shows the provider's message above the button and keeps what was typed when sending fails", async () => {
    replyWith(sendConsultation, 422, { message: 'We are fully booked today.' });
    const modal = await openModal();
    fillForm(modal);
    await submit(modal);
    const alert = within(modal).getByRole('alert');
    expect(alert).toHaveTextContent('We are fully booked today.');
    expect(alert.compareDocumentPosition(within(modal).getByRole('button', { name: 'Book Free Consultation' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(modal).getByRole('textbox', { name: 'Name' })).toHaveValue('Nusrat Jahan');
    expect(within(modal).getByRole('textbox', { name: 'Message' })).toHaveValue('A new shop website.');
    act(() => vi.advanceTimersByTime(MODAL_THANKS_MS * 2));
    expect(dialog()).toBeInTheDocument();
  });

  it('puts the provider field errors on the fields', async () => {
    replyWith(sendConsultation, 422, fixture(sendConsultation, 422));
    const modal = await openModal();
    fillForm(modal);
    await submit(modal);
    expect(within(modal).getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid phone number'),
    );
  });

  it("falls back to 'Failed to send request. Please try again.' without a provider message", async () => {
    replyNetworkError(sendConsultation);
    const modal = await openModal();
    fillForm(modal);
    await submit(modal);
    expect(within(modal).getByRole('alert')).toHaveTextContent('Failed to send request. Please try again.');
    expect(dialog()).toBeInTheDocument();
  });
});
