import { useMounted } from '@mantine/hooks';
import { isDeadlinePassed } from '@/features/career/jobs';

/**
 * Whether a job no longer takes applications. The server's HTML can be served
 * from a cache long after it was rendered, so until it is mounted both
 * sides judge as of `fetchedAt`, when the job was fetched (the page carries it
 * with the data), and agree; from then on, as of now.
 */
export function useDeadlinePassed(deadline: string | null, fetchedAt: number): boolean {
  const mounted = useMounted();
  return isDeadlinePassed(deadline, mounted ? new Date() : new Date(fetchedAt));
}
