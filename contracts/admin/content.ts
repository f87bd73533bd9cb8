import * as v from 'valibot';
import { RequiredText, required } from '../shared.ts';
import { DateOnly, Html, ImagePath, OptionalField } from './admin.ts';

/**
 * The content the back office edits, in the tables the public calls read: saving publishes
 * at once. HTML is sanitised by the provider with the pages' allow-list before it is stored.
 */

export const POST_STATUSES = ['draft', 'published'] as const;
/** Lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_TAKEN = 'The slug has already been taken.';

const Slug = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(200, 'The slug field must not be greater than 200 characters.'),
    v.regex(SLUG_PATTERN, 'The slug may only hold lower-case letters, digits and single hyphens.'),
  ),
);

export const AdminPost = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  author: v.nullable(v.string()),
  thumbnail: v.nullable(v.string()),
  content: v.string(),
  is_featured: v.boolean(),
  status: v.picklist(POST_STATUSES),
  /** When it shows (ISO 8601); a published post dated in the future stays hidden until then. */
  published_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
  /** Earlier slugs: their addresses answer 301 to the current one. */
  old_slugs: v.array(v.string()),
});
export type AdminPost = v.InferOutput<typeof AdminPost>;

export const PostInput = v.object({
  title: RequiredText('title'),
  /** Made from the title when left out; changing it keeps the old address as a 301. */
  slug: Slug,
  author: OptionalField('author', 120),
  content: Html('content'),
  thumbnail: ImagePath,
  is_featured: v.optional(v.boolean(), false),
  status: v.picklist(POST_STATUSES, 'The status must be draft or published.'),
  /** Publication time (ISO 8601); publishing without one uses the moment it is published. */
  published_at: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp('The published at field must be an ISO 8601 time.')))),
});
export type PostInput = v.InferInput<typeof PostInput>;

export const JOB_STATUSES = ['open', 'closed'] as const;

export const AdminJob = v.object({
  id: v.number(),
  job_title: v.string(),
  department: v.nullable(v.string()),
  employment_type: v.nullable(v.string()),
  working_type: v.nullable(v.string()),
  location: v.nullable(v.string()),
  salary_range: v.nullable(v.string()),
  experience: v.nullable(v.string()),
  description: v.string(),
  deadline: v.nullable(v.string()),
  /** An open job past its deadline no longer shows on /career. */
  status: v.picklist(JOB_STATUSES),
  applications: v.number(),
  created_at: v.string(),
});
export type AdminJob = v.InferOutput<typeof AdminJob>;

export const JobInput = v.object({
  job_title: RequiredText('job title'),
  department: OptionalField('department'),
  employment_type: OptionalField('employment type'),
  working_type: OptionalField('working type'),
  location: OptionalField('location'),
  salary_range: OptionalField('salary range'),
  experience: OptionalField('experience'),
  description: Html('description'),
  deadline: v.optional(v.nullable(DateOnly)),
  status: v.picklist(JOB_STATUSES, 'The status must be open or closed.'),
});
export type JobInput = v.InferInput<typeof JobInput>;

export const AdminCategory = v.object({ id: v.number(), name: v.string(), projects: v.number() });
export const CategoryInput = v.object({ name: RequiredText('name', 100) });

export const AdminProject = v.object({
  id: v.number(),
  title: v.string(),
  subtitle: v.nullable(v.string()),
  link: v.nullable(v.string()),
  /** A path under the media host's `storage/`. */
  thumbnail: v.nullable(v.string()),
  category_id: v.nullable(v.number()),
  technology: v.array(v.string()),
  sort_order: v.number(),
  created_at: v.string(),
});
export type AdminProject = v.InferOutput<typeof AdminProject>;

export const ProjectInput = v.object({
  title: RequiredText('title'),
  subtitle: OptionalField('subtitle', 1000),
  link: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500), v.check((link) => link === '' || /^https?:\/\//i.test(link), 'The link must start with http:// or https://.')))),
  thumbnail: ImagePath,
  category_id: v.optional(v.nullable(v.number())),
  technology: v.optional(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60))), []),
  sort_order: v.optional(v.pipe(v.number(), v.integer()), 0),
});
export type ProjectInput = v.InferInput<typeof ProjectInput>;

export const AdminTestimonial = v.object({
  id: v.number(),
  name: v.string(),
  designation: v.nullable(v.string()),
  description: v.string(),
  rating: v.number(),
});
export const TestimonialInput = v.object({
  name: RequiredText('name'),
  designation: OptionalField('designation'),
  description: RequiredText('description', 2000),
  rating: v.pipe(v.number(required('rating')), v.integer(), v.minValue(0, 'The rating must be between 0 and 5.'), v.maxValue(5, 'The rating must be between 0 and 5.')),
});

export const AdminTeamMember = v.object({
  id: v.number(),
  section_id: v.number(),
  name: v.string(),
  designation: v.nullable(v.string()),
  /** `upload/...` (uploaded here) or a seed path. */
  image: v.nullable(v.string()),
  sort_order: v.number(),
});
export const AdminTeamSection = v.object({
  id: v.number(),
  name: v.string(),
  sort_order: v.number(),
  members: v.array(AdminTeamMember),
});
export const TeamSectionInput = v.object({
  name: RequiredText('name', 120),
  sort_order: v.optional(v.pipe(v.number(), v.integer()), 0),
});
export const TeamMemberInput = v.object({
  section_id: v.number(required('section id')),
  name: RequiredText('name', 120),
  designation: OptionalField('designation', 120),
  image: ImagePath,
  sort_order: v.optional(v.pipe(v.number(), v.integer()), 0),
});

const SisterConcern = v.object({
  image_url: v.pipe(v.string(), v.trim(), v.nonEmpty('Each sister concern needs an image.'), v.maxLength(500)),
  link: v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\//i, 'Each sister concern link must start with http:// or https://.'), v.maxLength(500)),
});

/** SPEC §3's settings; `images` are the sister concerns (upload each image first). */
export const AdminSettings = v.object({
  office_time: v.nullable(v.string()),
  email1: v.nullable(v.string()),
  email2: v.nullable(v.string()),
  phone1: v.nullable(v.string()),
  phone2: v.nullable(v.string()),
  whatsapp_number: v.nullable(v.string()),
  address: v.nullable(v.string()),
  header_logo_url: v.nullable(v.string()),
  footer_logo: v.nullable(v.string()),
  footer_logo_url: v.nullable(v.string()),
  footer_description: v.nullable(v.string()),
  copyright_text: v.nullable(v.string()),
  map_embed_url: v.nullable(v.string()),
  images: v.array(v.object({ image_url: v.string(), link: v.string() })),
  updated_at: v.string(),
});
export type AdminSettings = v.InferOutput<typeof AdminSettings>;

const OptionalEmail = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(255), v.check((email) => email === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), 'The email must be a valid email address.'))),
);

/** An address the pages put in `href`/`src`: a web address or a path on the site, never `javascript:` or `data:`. */
function Address(field: string, max = 500) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max, `The ${field} field must not be greater than ${max} characters.`),
        v.check((value) => value === '' || /^(?:https?:\/\/\S+|\/[^\s]*|[a-z0-9][\w\-./]*)$/i.test(value), `The ${field} must be a web address or a path on the site.`),
      ),
    ),
  );
}

export const SettingsInput = v.object({
  office_time: OptionalField('office time'),
  /** Where new leads are mailed. */
  email1: OptionalEmail,
  email2: OptionalEmail,
  phone1: OptionalField('phone1', 30),
  phone2: OptionalField('phone2', 30),
  whatsapp_number: OptionalField('whatsapp number', 30),
  address: OptionalField('address', 500),
  header_logo_url: Address('header logo url', 500),
  footer_logo: Address('footer logo', 500),
  footer_logo_url: Address('footer logo url', 500),
  footer_description: OptionalField('footer description', 1000),
  copyright_text: OptionalField('copyright text', 255),
  /** The contact page's map frame: an https address (the page's policy frames only its origin). */
  map_embed_url: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(1000), v.check((value) => value === '' || /^https:\/\/\S+$/.test(value), 'The map embed url must be an https address.'))),
  ),
  images: v.optional(v.pipe(v.array(SisterConcern), v.maxLength(20))),
});
export type SettingsInput = v.InferInput<typeof SettingsInput>;
