import * as v from 'valibot';
import { Email, RequiredText, required } from '../shared.ts';

/**
 * What the back office's calls share. Every call under `/api/admin` except the login
 * needs a staff bearer token (`auth: true`); `staff` names the least role that may make
 * it: an editor works on leads and content, an admin also on staff, settings and the audit log.
 */
export const STAFF_ROLES = ['admin', 'editor'] as const;
export const StaffRole = v.picklist(STAFF_ROLES, 'The role must be admin or editor.');
export type StaffRole = v.InferOutput<typeof StaffRole>;

/** Staff passwords: at least this long (a common-password check may follow). */
export const STAFF_PASSWORD_MIN = 10;
export const StaffPassword = v.pipe(
  v.string(required('password')),
  v.nonEmpty(required('password')),
  v.minLength(STAFF_PASSWORD_MIN, `The password field must be at least ${STAFF_PASSWORD_MIN} characters.`),
  v.maxLength(200, 'The password field must not be greater than 200 characters.'),
);

export const Staff = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  role: StaffRole,
  disabled: v.boolean(),
  created_at: v.string(),
  last_login_at: v.nullable(v.string()),
});
export type Staff = v.InferOutput<typeof Staff>;

export const NewStaff = v.object({
  email: Email,
  name: RequiredText('name'),
  role: StaffRole,
  password: StaffPassword,
});

/** Page `n` of a list, newest first. */
export const PageMeta = v.object({
  current_page: v.number(),
  last_page: v.number(),
  per_page: v.number(),
  total: v.number(),
});

/** `?page=`: anything that is not a whole number of at least 1 reads as page 1. */
export const PageQuery = v.optional(v.pipe(v.string(), v.maxLength(12)));

/** A plain acknowledgement with the changed thing in `data`. */
export function Saved<TData extends v.GenericSchema>(data: TData) {
  return v.object({ success: v.boolean(), message: v.string(), data });
}

export const Acknowledged = v.object({ success: v.boolean(), message: v.string() });

/** A text field that may be left empty: '' and null both clear it (stored as null). */
export function OptionalField(field: string, max = 255) {
  return v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `The ${field} field must not be greater than ${max} characters.`))),
  );
}

/** HTML from the editor; the provider sanitises it with the pages' allow-list before it is stored. */
export function Html(field: string) {
  return v.pipe(
    v.string(required(field)),
    v.nonEmpty(required(field)),
    v.maxLength(200_000, `The ${field} field must not be greater than 200000 characters.`),
  );
}

/**
 * A stored image path as `POST /api/admin/uploads` hands it back (or an image the
 * record already had); '' or null removes the image.
 */
export const ImagePath = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500))));

/** `YYYY-MM-DD` */
export const DateOnly = v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be written YYYY-MM-DD.'));
