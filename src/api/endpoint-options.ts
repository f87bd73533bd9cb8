import type { AnySchema, Endpoint, ResponseOutput } from '@contracts/endpoint';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from '@/api/client';

/** An endpoint called with nothing but an abort signal: no path params, body or query. */
type PlainEndpoint<TResponse extends AnySchema> = Endpoint<string, undefined, undefined, TResponse>;

/**
 * Query options for a plain endpoint, keeping the part of the reply the pages read.
 * Endpoints with params or a query keep their own `queryOptions`.
 */
export const endpointQuery = <TResponse extends AnySchema, TData>(
  queryKey: readonly unknown[],
  endpoint: PlainEndpoint<TResponse>,
  pick: (reply: ResponseOutput<PlainEndpoint<TResponse>>) => TData,
) =>
  // The caller's key names the endpoint and the part picked: each module builds it from its resource.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => request(endpoint, { signal }).then(pick),
  });

/** Mutation options that send the variables as the endpoint's body. */
export const endpointMutation = <TRequest extends AnySchema, TResponse extends AnySchema>(
  mutationKey: readonly unknown[],
  endpoint: Endpoint<string, TRequest, undefined, TResponse>,
) =>
  mutationOptions({
    mutationKey,
    // Widened to any request schema, so the body's conditional type resolves; the parameter keeps it exact.
    mutationFn: (body: v.InferInput<TRequest>) =>
      request<Endpoint<string, AnySchema, undefined, TResponse>>(endpoint, { body }),
  });
