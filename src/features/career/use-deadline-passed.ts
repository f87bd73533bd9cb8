import { isDeadlinePassed } from '@/features/career/jobs';
import { useHydrated } from '@/lib/use-client-value';

/**
 * Whether a job no longer takes applications. The server's HTML can be served
 * from a cache long after it was rendered, so until the page is hydrated both
 * sides judge as of `fetchedAt`, when the job was fetched (the page carries it
 * with the data), and agree; from then on, as of now.
 */
export function useDeadlinePassed(deadline: string | null, fetchedAt: number): boolean {
  const hydrated = useHydrated();
  return isDeadlinePassed(deadline, hydrated ? new Date() : new Date(fetchedAt));
}
