import { LeadStatus, LeadType } from '@contracts/admin/leads';
import type { EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';

/**
 * Starts a page's queries from its loader with the options its sections read. Not awaited:
 * the page shows at once, each section with its own placeholder, and a failure shows in its
 * section with a retry (the section's error boundary owns it, so it is not thrown here).
 */
export function startLoading(
  queryClient: QueryClient,
  // Each entry is a different query's options; their data types differ.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  queries: readonly EnsureQueryDataOptions<any, any, any, any>[],
): void {
  for (const options of queries) void queryClient.ensureQueryData(options).catch(() => undefined);
}

const optionalPicklist = <T extends v.PicklistSchema<readonly string[], string | undefined>>(schema: T) =>
  v.fallback(v.optional(schema), undefined);

/** The inbox's filters in its address: anything unknown is dropped rather than refused. */
export const InboxSearch = v.object({
  type: optionalPicklist(LeadType),
  status: optionalPicklist(LeadStatus),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

