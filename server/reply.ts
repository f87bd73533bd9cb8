import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Endpoint, ResponseInput } from '../contracts/endpoint.ts';

/**
 * Sends a success body typed by the endpoint's response schema (its input
 * side, i.e. the wire shape), so a reply that drifts from the contract fails
 * the type check.
 */
export function reply<E extends Endpoint>(
  c: Context,
  _endpoint: E,
  body: ResponseInput<E>,
  status: ContentfulStatusCode = 200,
): Response {
  return c.json(body, status);
}

/** Laravel-style error body: `{message}`. */
export const failure = (c: Context, message: string, status: ContentfulStatusCode) => c.json({ message }, status);
