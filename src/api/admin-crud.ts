import type { AnySchema, Endpoint, ResponseOutput } from '@contracts/endpoint';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { InferInput } from 'valibot';
import { staffRequest } from '@/api/admin-client';
import { adminKey } from '@/api/admin-staff';

type CreateEndpoint<TRequest extends AnySchema> = Endpoint<string, TRequest, undefined, AnySchema>;
type IdEndpoint<TRequest extends AnySchema | undefined> = Endpoint<`${string}:id${string}`, TRequest, undefined, AnySchema>;

/**
 * One kind of content the back office edits (posts, jobs, projects...): its list, and
 * create, update (the whole record) and delete (to the trash), all keyed under
 * `['admin', name]`, so a change refreshes every list of it at once.
 */
export function contentResource<TList extends Endpoint<string, undefined, undefined, AnySchema>, TRequest extends AnySchema>(
  name: string,
  endpoints: { list: TList; create: CreateEndpoint<TRequest>; update: IdEndpoint<TRequest>; remove: IdEndpoint<undefined> },
) {
  const all = () => [...adminKey, name] as const;
  type Item = ResponseOutput<TList> extends { data: (infer T)[] } ? T : never;
  return {
    queries: {
      all,
      list: () =>
        // The key names the resource, which names its list endpoint: one key per endpoint.
        // eslint-disable-next-line @tanstack/query/exhaustive-deps
        queryOptions({
          queryKey: [...all(), 'list'],
          queryFn: ({ signal }) => staffRequest(endpoints.list as Endpoint, { signal } as never).then((reply) => (reply as { data: Item[] }).data),
        }),
    },
    mutations: {
      create: () =>
        mutationOptions({
          mutationKey: [...all(), 'create'],
          mutationFn: (body: InferInput<TRequest>) =>
            staffRequest(endpoints.create as Endpoint, { body } as never) as Promise<{ message: string; data: Item }>,
        }),
      update: () =>
        mutationOptions({
          mutationKey: [...all(), 'update'],
          mutationFn: ({ id, body }: { id: number; body: InferInput<TRequest> }) =>
            staffRequest(endpoints.update as Endpoint, { params: { id }, body } as never) as Promise<{ message: string; data: Item }>,
        }),
      remove: () =>
        mutationOptions({
          mutationKey: [...all(), 'remove'],
          mutationFn: (id: number) => staffRequest(endpoints.remove as Endpoint, { params: { id } } as never) as Promise<{ message: string }>,
        }),
    },
  };
}
