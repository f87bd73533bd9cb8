import type * as v from 'valibot';

/** Any valibot schema, synchronous (contracts never validate asynchronously). */
export type AnySchema = v.GenericSchema<unknown, unknown>;

export type HttpMethod = 'GET' | 'POST';

/** How a request body travels: JSON, or multipart form data (uploads). */
export type BodyKind = 'json' | 'multipart';

/** `/api/post/details/:slug` -> 'slug' */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? undefined
  : Record<PathParamNames<P>, string | number>;

export interface Endpoint<
  TPath extends string = string,
  TRequest extends AnySchema | undefined = AnySchema | undefined,
  TQuery extends AnySchema | undefined = AnySchema | undefined,
  TResponse extends AnySchema = AnySchema,
> {
  /** camelCase verb, also the name of the module's export. */
  readonly name: string;
  /** What the call does, for the API description (server/openapi.ts): one or two sentences. */
  readonly description: string;
  readonly method: HttpMethod;
  /** Path on the provider host, with `:param` placeholders. */
  readonly path: TPath;
  /** Sent with a bearer token: the stored affiliate token, or for a back-office call (`staff` set) the staff token. */
  readonly auth?: boolean;
  /** A back-office call: the least staff role that may make it (an admin may make every one). */
  readonly staff?: 'admin' | 'editor';
  /** The reply is a file, not JSON (a CSV export, a CV): its media type; the response schema describes the fixture's text. */
  readonly produces?: string;
  readonly body?: BodyKind;
  readonly request?: TRequest;
  readonly query?: TQuery;
  readonly response: TResponse;
}

export function defineEndpoint<
  const TPath extends string,
  TResponse extends AnySchema,
  TRequest extends AnySchema | undefined = undefined,
  TQuery extends AnySchema | undefined = undefined,
>(endpoint: Endpoint<TPath, TRequest, TQuery, TResponse>): Endpoint<TPath, TRequest, TQuery, TResponse> {
  return endpoint;
}

export function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value
  );
}

/** Fills `:param` placeholders, encoding each value. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The payload a caller passes, or `undefined` for an endpoint without one. */
export type RequestInput<E extends Endpoint> = [NonNullable<E['request']>] extends [never]
  ? undefined
  : v.InferInput<NonNullable<E['request']>>;
export type QueryInput<E extends Endpoint> = [NonNullable<E['query']>] extends [never]
  ? undefined
  : v.InferInput<NonNullable<E['query']>>;
export type ResponseInput<E extends Endpoint> = v.InferInput<E['response']>;
export type ResponseOutput<E extends Endpoint> = v.InferOutput<E['response']>;
