import { APPLICATION_STATUSES, LEAD_STATUSES, LEAD_TYPES } from '@contracts/admin/leads';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INBOX_STATUSES, INBOX_TYPES, InboxSearch, StaffLoginSearch } from './search';

describe('The back office addresses', () => {
  it("lists the contract's lead types and statuses (kept apart so the entry carries no contract)", () => {
    expect([...INBOX_TYPES]).toEqual([...LEAD_TYPES]);
    expect(new Set(INBOX_STATUSES)).toEqual(new Set([...LEAD_STATUSES, ...APPLICATION_STATUSES]));
  });

  it('drops unknown inbox filters rather than refusing the address', () => {
    expect(v.parse(InboxSearch, { type: 'spam', status: 'won', q: 'bkash', page: 0 })).toEqual({ type: undefined, status: 'won', q: 'bkash', page: undefined });
  });

  it.each(['/admin', '/admin/leads?type=contact', '/admin/posts/3'])('comes back to %s after signing in', (path) => {
    expect(v.parse(StaffLoginSearch, { redirect: path }).redirect).toBe(path);
  });

  it.each(['//evil.example/admin', 'https://evil.example/admin', '/affiliate-dashboard', '/administrator', '/admin\\evil', 'javascript:alert(1)'])(
    'never comes back to %s',
    (path) => {
      expect(v.parse(StaffLoginSearch, { redirect: path }).redirect).toBeUndefined();
    },
  );
});
