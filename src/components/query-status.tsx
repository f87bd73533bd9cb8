import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isSessionEnded } from '@/api/client';
import { StatusMessage } from '@/components/status-message';

interface QueryStatusProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'error' | 'refetch'>;
  /** Placeholders until the first data arrives, with their own role and label. */
  skeleton: ReactNode;
  /** The place's own words for a failed first load (SPEC §8), shown with a retry. */
  errorMessage: string;
  /** Shown instead of `children` when `isEmpty` says there is nothing to show. */
  emptyMessage?: string;
  /** A next step beside the empty message, e.g. a link. */
  emptyAction?: ReactNode;
  /** Whether the data counts as nothing to show; by default, an empty list. */
  isEmpty?: (data: T) => boolean;
  /** Puts the error or empty message in its place, e.g. a section of its own. */
  messageFrame?: (message: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A query's data in every state: placeholders, the failure with a retry, an
 * empty message, or `children` with the data. Data on screen stays when a
 * background refetch fails (the query client toasts that); an ended session
 * keeps the placeholders while the visitor is sent to the login page.
 */
export function QueryStatus<T>({
  query,
  skeleton,
  errorMessage,
  emptyMessage,
  emptyAction,
  isEmpty = isEmptyList,
  messageFrame = (message) => message,
  children,
}: QueryStatusProps<T>) {
  if (query.data !== undefined) {
    if (emptyMessage === undefined || !isEmpty(query.data)) return children(query.data);
    return messageFrame(<StatusMessage kind="empty" message={emptyMessage} action={emptyAction} />);
  }
  if (query.isError && !isSessionEnded(query.error)) {
    return messageFrame(<StatusMessage kind="error" message={errorMessage} onRetry={() => void query.refetch()} />);
  }
  return skeleton;
}
