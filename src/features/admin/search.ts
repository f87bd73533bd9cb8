/**
 * What the back office's routes read from their addresses. The routes' guards and search
 * validation run before their code is loaded, so they are part of the site's entry: this
 * module holds them with nothing but valibot (already in the entry), never the contracts'
 * schemas or the back office's calls.
 */
import * as v from 'valibot';

/** A back-office path to come back to after signing in, never another site's or the public pages'. */
function isBackOfficePath(value: string): boolean {
  if (!/^\/admin(?:[/?#]|$)/.test(value) || /[\\\s]/.test(value)) return false;
  try {
    return new URL(value, 'https://site.invalid').origin === 'https://site.invalid';
  } catch {
    return false;
  }
}

/** The login's search: `expired=1` after a 401, and where the staff member was going. */
export const StaffLoginSearch = v.object({
  expired: v.fallback(v.optional(v.literal(1)), undefined),
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2000), v.check(isBackOfficePath))), undefined),
});

/** The inbox's types and statuses, as contracts/admin/leads.ts lists them (a test keeps them equal). */
export const INBOX_TYPES = ['contact', 'consultation', 'application', 'subscriber'] as const;
export const INBOX_STATUSES = ['new', 'contacted', 'won', 'lost', 'shortlisted', 'interview', 'hired', 'rejected'] as const;

const PageNumber = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);

/** The inbox's filters in its address: anything unknown is dropped rather than refused. */
export const InboxSearch = v.object({
  type: v.fallback(v.optional(v.picklist(INBOX_TYPES)), undefined),
  status: v.fallback(v.optional(v.picklist(INBOX_STATUSES)), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  /** Only the leads nobody has opened yet. */
  unread: v.fallback(v.optional(v.literal(true)), undefined),
  page: PageNumber,
});

/** A paged list's address (`?page=2`). */
export const PageSearch = v.object({ page: PageNumber });
