import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/**
 * The back office's staff token, under a key of its own: a staff session and an
 * affiliate's never share or end each other, even in one browser.
 */
export const STAFF_TOKEN_KEY = 'itbdStaffToken';

/**
 * With 'Remember me' the token survives closing the browser (local storage) and the
 * provider keeps it for days without use; without, it ends with the tab (session
 * storage), as an office computer others use should.
 */
export function getStaffToken(): string | null {
  if (import.meta.env.SSR) return null;
  return readStorage(STAFF_TOKEN_KEY, 'session') ?? readStorage(STAFF_TOKEN_KEY, 'local');
}

export function storeStaffToken(token: string, { remember }: { remember: boolean }): void {
  clearStaffToken();
  writeStorage(STAFF_TOKEN_KEY, token, remember ? 'local' : 'session');
}

export function clearStaffToken(): void {
  removeStorage(STAFF_TOKEN_KEY, 'local');
  removeStorage(STAFF_TOKEN_KEY, 'session');
}
