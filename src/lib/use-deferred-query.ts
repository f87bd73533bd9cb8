import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

type Refetch = () => unknown;

export type DeferredQueryResult<T> =
  | { isPending: true; isError: false; isSuccess: false; data: undefined; refetch: Refetch }
  | { isPending: false; isError: true; isSuccess: false; data: T | undefined; refetch: Refetch }
  | { isPending: false; isError: false; isSuccess: true; data: T; refetch: Refetch };

/**
 * A query's state for a section to render, with newly arrived data handed
 * over in a non-blocking render. Query updates always render synchronously;
 * through this, building a section's cards from fresh data is sliced into
 * short tasks, and the section keeps its skeleton until they are ready.
 */
export function useDeferredQuery<T>(query: UseQueryResult<T>): DeferredQueryResult<T> {
  const data = useDeferredValue(query.data);
  const { refetch } = query;
  if (query.isError) return { isPending: false, isError: true, isSuccess: false, data, refetch };
  if (data === undefined) return { isPending: true, isError: false, isSuccess: false, data: undefined, refetch };
  return { isPending: false, isError: false, isSuccess: true, data, refetch };
}
