import * as v from 'valibot';
import { Flag } from '../normalize.ts';
import { Id, OptionalText } from '../shared.ts';

/** SPEC §3: `thumbnail` is kept when absolute, otherwise it lives on the provider host. */
export const Post = v.object({
  id: Id,
  title: v.string(),
  slug: v.string(),
  author: OptionalText,
  thumbnail: OptionalText,
  /** HTML from the provider: sanitise before it reaches the DOM. */
  content: v.pipe(v.optional(v.nullable(v.string()), ''), v.transform((value) => value ?? '')),
  created_at: v.string(),
  /** When the post last changed; older providers leave it out. */
  updated_at: OptionalText,
  is_featured: Flag,
});
export type Post = v.InferOutput<typeof Post>;
