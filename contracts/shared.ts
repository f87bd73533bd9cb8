import * as v from 'valibot';

/**
 * Laravel's error body: `{message, errors: {field: [messages]}}` for 422,
 * `{message}` alone for 401, 404 and friends.
 */
export const ErrorReply = v.object({
  message: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});
export type ErrorReply = v.InferOutput<typeof ErrorReply>;

/** The plain acknowledgement most POST calls answer with. */
export const MessageReply = v.object({
  success: v.optional(v.boolean()),
  message: v.optional(v.string()),
});

/** Laravel sends ids and numbers as numbers or numeric strings depending on the driver. */
export const Id = v.union([v.number(), v.pipe(v.string(), v.minLength(1))]);

export const NumberLike = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/))]),
  v.transform(Number),
);

/** A string that may be absent or null on the wire; always `string | null` after parsing. */
export const OptionalText = v.optional(v.nullable(v.string()), null);

/**
 * A reply SPEC §7 names by what it holds ("transactions array", "profile object") but
 * not where: Laravel's resource wrapper `{data: …}` or the thing itself. Either way
 * it is `{data: …}` after parsing.
 */
export function DataReply<TData extends v.GenericSchema>(data: TData) {
  return v.union([
    v.object({ success: v.optional(v.boolean()), data }),
    v.pipe(data, v.transform((bare) => ({ data: bare }))),
  ]);
}

/** Laravel's length-aware paginator, around any item schema. */
export function Paginated<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    current_page: v.optional(NumberLike, 1),
    data: v.optional(v.array(item), []),
    last_page: v.optional(NumberLike, 1),
    per_page: v.optional(NumberLike),
    total: v.optional(NumberLike),
    next_page_url: v.optional(v.nullable(v.string())),
    prev_page_url: v.optional(v.nullable(v.string())),
  });
}

/** Messages written the way the provider (Laravel) words them, shared by the forms and the local provider. */
export const required = (field: string) => `The ${field} field is required.`;

export function RequiredText(field: string, max = 255) {
  return v.pipe(
    v.string(required(field)),
    v.trim(),
    v.nonEmpty(required(field)),
    v.maxLength(max, `The ${field} field must not be greater than ${max} characters.`),
  );
}

export const Email = v.pipe(
  v.string(required('email')),
  v.trim(),
  v.nonEmpty(required('email')),
  // Length before the pattern: a pattern is never run on an overlong input.
  v.maxLength(255, 'The email field must not be greater than 255 characters.'),
  v.email('The email field must be a valid email address.'),
);

/** SPEC §9: optional plus, then 10 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;
export const PHONE_HINT = 'Please enter a valid phone number';

export const Phone = v.pipe(
  v.string(required('phone')),
  v.trim(),
  v.nonEmpty(required('phone')),
  v.maxLength(30, PHONE_HINT),
  v.regex(PHONE_PATTERN, PHONE_HINT),
);
