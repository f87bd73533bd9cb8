import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import type { AnySchema } from '../contracts/endpoint.ts';
import { required } from '../contracts/shared.ts';

export type FieldErrors = Record<string, string[]>;

/** Laravel's `unique` rule message for emails (newsletter, affiliates). */
export const EMAIL_TAKEN = 'The email has already been taken.';
export type Payload = Record<string, unknown>;

function jsonError(status: 400 | 415, message: string): HTTPException {
  return new HTTPException(status, { res: Response.json({ message }, { status }) });
}

/**
 * The request body as a flat record, from JSON or from form data (urlencoded
 * or multipart), so every endpoint accepts what a browser form or ofetch sends.
 * Nulls and empty file inputs count as absent, as Laravel treats them.
 */
export async function readPayload(c: Context): Promise<Payload> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  let raw: Payload;
  if (type.startsWith('application/json') || type.endsWith('+json')) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw jsonError(400, 'The request body is not valid JSON.');
    }
    raw = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Payload) : {};
  } else if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    try {
      raw = await c.req.parseBody();
    } catch {
      throw jsonError(400, 'The request body could not be read as form data.');
    }
  } else if (!c.req.raw.body) {
    raw = {};
  } else {
    throw jsonError(415, 'Send the request body as JSON or form data.');
  }
  return Object.fromEntries(
    Object.entries(raw).filter(
      ([, value]) => value !== null && value !== undefined && !(value instanceof File && value.size === 0 && value.name === ''),
    ),
  );
}

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** 'job_id' -> 'The job id field is required.', Laravel's wording for a missing field. */
const requiredMessage = (field: string) => required(field.replace(/_/g, ' '));

/**
 * Runs a contract's request schema and collects the issues per field, one
 * message per field like Laravel's implicit rules. A missing or empty field
 * that fails reads "The x field is required." (Laravel turns '' into null
 * before validating) rather than valibot's type or length message.
 */
export function check<S extends AnySchema>(
  schema: S,
  input: Payload,
): { output: v.InferOutput<S> | undefined; errors: FieldErrors } {
  const result = v.safeParse(schema, input);
  const errors: FieldErrors = {};
  if (result.success) return { output: result.output, errors };
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? 'payload';
    if (errors[field]) continue;
    const empty = input[field] === undefined || input[field] === '';
    addError(errors, field, empty && issue.path?.length === 1 ? requiredMessage(field) : issue.message);
  }
  return { output: undefined, errors };
}

/** The field names of an object schema, or of the object at the head of a pipe. */
function fieldOrder(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  if ('entries' in schema && typeof schema.entries === 'object' && schema.entries !== null) {
    return Object.keys(schema.entries);
  }
  if ('pipe' in schema && Array.isArray(schema.pipe)) return fieldOrder(schema.pipe[0]);
  return [];
}

/** Laravel's summary: the first message, then "(and 1 more error)" / "(and N more errors)". */
function summarize(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const [first = 'The given data was invalid.', ...rest] = messages;
  if (rest.length === 0) return first;
  return `${first} (and ${rest.length} more ${rest.length === 1 ? 'error' : 'errors'})`;
}

/** 422 `{message, errors}`, with fields in the schema's order. */
export function validationFailure(c: Context, errors: FieldErrors, schema?: AnySchema): Response {
  const order = fieldOrder(schema);
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  const sorted: FieldErrors = Object.fromEntries(
    Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)),
  );
  return c.json({ message: summarize(sorted), errors: sorted }, 422);
}
