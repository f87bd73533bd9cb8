import * as v from 'valibot';
import { TechnologyList } from '../normalize.ts';
import { Id, OptionalText } from '../shared.ts';

export const ProjectCategory = v.object({
  id: Id,
  name: v.string(),
});
export type ProjectCategory = v.InferOutput<typeof ProjectCategory>;

/**
 * SPEC §3: `subtitle` is shown as the description, `thumbnail` is a path on the
 * provider media host, and a project names its category either by id or by a
 * `category` that is a name or an embedded `{id, name}`.
 */
export const Project = v.object({
  id: Id,
  title: v.string(),
  subtitle: OptionalText,
  link: OptionalText,
  thumbnail: OptionalText,
  category_id: v.optional(v.nullable(Id)),
  category: v.pipe(
    v.optional(v.nullable(v.union([v.string(), ProjectCategory])), null),
    v.transform((value) => (value == null ? null : typeof value === 'string' ? value : value.name)),
  ),
  technology: TechnologyList,
});
export type Project = v.InferOutput<typeof Project>;
