import { readStorage, writeStorage } from '@/lib/storage';

/** SPEC §3: when the consultation modal was last closed (ms since the epoch). */
export const LAST_CLOSED_KEY = 'consultationModalLastClosed';
/** SPEC §9: the modal shows again only two hours after it was last closed. */
export const RESHOW_GAP_MS = 2 * 60 * 60 * 1000;

export function rememberConsultationClosed(now = Date.now()): void {
  writeStorage(LAST_CLOSED_KEY, String(now));
}

/** Never closed, unreadable, or closed more than two hours ago. */
export function consultationMayShow(now = Date.now()): boolean {
  const raw = readStorage(LAST_CLOSED_KEY);
  if (raw === null) return true;
  const last = Number(raw);
  return !Number.isFinite(last) || now - last > RESHOW_GAP_MS;
}
