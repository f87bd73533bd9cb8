import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { CategoryInput, JobInput, PostInput, ProjectInput, SLUG_TAKEN, SettingsInput, TeamMemberInput, TeamSectionInput, TestimonialInput } from '../../contracts/admin/content.ts';
import { createCategory } from '../../contracts/admin/create-category.ts';
import { createJob } from '../../contracts/admin/create-job.ts';
import { createPost } from '../../contracts/admin/create-post.ts';
import { createProject } from '../../contracts/admin/create-project.ts';
import { createTeamMember } from '../../contracts/admin/create-team-member.ts';
import { createTeamSection } from '../../contracts/admin/create-team-section.ts';
import { createTestimonial } from '../../contracts/admin/create-testimonial.ts';
import { deleteCategory } from '../../contracts/admin/delete-category.ts';
import { deleteJob } from '../../contracts/admin/delete-job.ts';
import { deletePost } from '../../contracts/admin/delete-post.ts';
import { deleteProject } from '../../contracts/admin/delete-project.ts';
import { deleteTeamMember } from '../../contracts/admin/delete-team-member.ts';
import { deleteTeamSection } from '../../contracts/admin/delete-team-section.ts';
import { deleteTestimonial } from '../../contracts/admin/delete-testimonial.ts';
import { getSettings } from '../../contracts/admin/get-settings.ts';
import { listCategories } from '../../contracts/admin/list-categories.ts';
import { listJobs } from '../../contracts/admin/list-jobs.ts';
import { listPosts } from '../../contracts/admin/list-posts.ts';
import { listProjects } from '../../contracts/admin/list-projects.ts';
import { listTeamSections } from '../../contracts/admin/list-team-sections.ts';
import { listTestimonials } from '../../contracts/admin/list-testimonials.ts';
import { updateCategory } from '../../contracts/admin/update-category.ts';
import { updateJob } from '../../contracts/admin/update-job.ts';
import { updatePost } from '../../contracts/admin/update-post.ts';
import { updateProject } from '../../contracts/admin/update-project.ts';
import { updateSettings } from '../../contracts/admin/update-settings.ts';
import { updateTeamMember } from '../../contracts/admin/update-team-member.ts';
import { updateTeamSection } from '../../contracts/admin/update-team-section.ts';
import { updateTestimonial } from '../../contracts/admin/update-testimonial.ts';
import { IMAGE_TYPES, ImageUpload, NOT_AN_IMAGE, uploadImage } from '../../contracts/admin/upload-image.ts';
import type { AnySchema, Endpoint } from '../../contracts/endpoint.ts';
import { parseSisterConcernImages, parseTechnologyList } from '../../contracts/normalize.ts';
import type { AppEnv, Deps, StaffRow } from '../context.ts';
import { failure } from '../reply.ts';
import { imageExtension, sniff, store } from '../uploads.ts';
import { type FieldErrors, addError, check, hasErrors, readPayload, validationFailure } from '../validation.ts';
import { audit } from './audit.ts';
import { sanitizeStoredHtml } from './sanitize.ts';
import { requireStaff } from './staff-auth.ts';
import { type TrashPart, moveToTrash } from './trash.ts';

type Row = Record<string, unknown>;

/** Where the back office's uploads live, and how each field names them (the form the public site reads). */
const UPLOADED = /^(?:storage\/admin|admin|upload\/admin)\/[0-9a-f]{32}\.(?:png|jpg|webp|gif)$/;
const uploadedFile = (mediaDir: string, path: string) =>
  join(mediaDir, path.startsWith('storage/') || path.startsWith('upload/') ? path : `storage/${path}`);

const idFrom = (raw: string) => (/^\d{1,15}$/.test(raw) ? Number(raw) : undefined);
const emptyToNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());

/** Lower-case words joined by hyphens, from a title. */
function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** One kind of content: how it is read, written, named and deleted. */
interface Resource<S extends AnySchema> {
  entity: string;
  noun: string;
  table: string;
  endpoints: { list?: Endpoint; create: Endpoint; update: Endpoint; remove: Endpoint };
  input: S;
  all(): Row[];
  one(id: number): Row | undefined;
  label(row: Row): string;
  /** Checks beyond the schema (uniqueness, references, images) and writes; answers the id, or errors. */
  save(output: v.InferOutput<S>, current: Row | undefined, errors: FieldErrors): Promise<number | undefined>;
  /** The rows to move to the trash, or why it cannot be deleted (409). */
  trash(row: Row): TrashPart[] | string;
}

export function contentAdminRoutes({ sql, paths, transaction, contentChanged }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const now = () => new Date().toISOString();

  /** An image field: unchanged, an upload of ours that exists, or (posts) an absolute https address. */
  function checkImage(errors: FieldErrors, field: string, value: string | null, current: unknown, allowAbsolute = false) {
    if (value === null || value === current) return;
    if (allowAbsolute && /^https:\/\/\S+$/.test(value)) return;
    if (UPLOADED.test(value) && existsSync(uploadedFile(paths.media, value))) return;
    addError(errors, field, 'The image must be a path from an upload.');
  }

  function mount<S extends AnySchema>(resource: Resource<S>) {
    const { endpoints } = resource;
    if (endpoints.list) app.get(endpoints.list.path, requireStaff(sql, endpoints.list), (c) => c.json({ data: resource.all() }));

    async function write(c: Context<AppEnv>, current: Row | undefined) {
      const { output, errors } = check(resource.input, await readPayload(c));
      if (!output) return validationFailure(c, errors, resource.input);
      const id = await resource.save(output, current, errors);
      if (hasErrors(errors) || id === undefined) return validationFailure(c, errors, resource.input);
      const saved = resource.one(id)!;
      audit(sql, c.get('staff'), {
        action: current ? 'update' : 'create',
        entity: resource.entity,
        entityId: id,
        summary: `${current ? 'Updated' : 'Created'} ${resource.entity} '${resource.label(saved)}'`,
        before: current ?? null,
        after: saved,
      });
      contentChanged();
      return c.json({ success: true, message: `${resource.noun} saved.`, data: saved }, current ? 200 : 201);
    }

    app.post(endpoints.create.path, requireStaff(sql, endpoints.create), (c) => write(c, undefined));
    app.post(endpoints.update.path, requireStaff(sql, endpoints.update), (c) => {
      const id = idFrom(c.req.param('id') ?? '');
      const current = id === undefined ? undefined : resource.one(id);
      if (!current) return failure(c, `${resource.noun} not found.`, 404);
      return write(c, current);
    });
    app.post(endpoints.remove.path, requireStaff(sql, endpoints.remove), (c) => {
      const id = idFrom(c.req.param('id') ?? '');
      const current = id === undefined ? undefined : resource.one(id);
      if (!current || id === undefined) return failure(c, `${resource.noun} not found.`, 404);
      const parts = resource.trash(current);
      if (typeof parts === 'string') return failure(c, parts, 409);
      transaction(() => moveToTrash(sql, c.get('staff') satisfies StaffRow, { entity: resource.entity, entityId: id, label: resource.label(current), parts }));
      contentChanged();
      return c.json({ success: true, message: `${resource.noun} moved to the trash.` });
    });
  }

  // Posts ----------------------------------------------------------------------------------
  const postOf = (row: Row | undefined) =>
    row && {
      id: row['id'],
      title: row['title'],
      slug: row['slug'],
      author: row['author'],
      thumbnail: row['thumbnail'],
      content: row['content'],
      is_featured: row['is_featured'] === 1,
      status: row['status'],
      published_at: row['published_at'],
      created_at: row['created_at'],
      updated_at: row['updated_at'],
      old_slugs: sql.all<{ slug: string }>('SELECT slug FROM post_old_slugs WHERE post_id = ? ORDER BY created_at DESC', Number(row['id'])).map((old) => old.slug),
    };
  mount({
    entity: 'post',
    noun: 'Post',
    table: 'posts',
    endpoints: { list: listPosts, create: createPost, update: updatePost, remove: deletePost },
    input: PostInput,
    all: () => sql.all<Row>('SELECT * FROM posts ORDER BY COALESCE(published_at, created_at) DESC, id DESC').map((row) => postOf(row)!),
    one: (id) => postOf(sql.get<Row>('SELECT * FROM posts WHERE id = ?', id)),
    label: (row) => String(row['title']),
    async save(output, current, errors) {
      const slug = output.slug || (current && !output.slug ? String(current['slug']) : slugify(output.title));
      const taken = sql.get<{ id: number }>('SELECT id FROM posts WHERE slug = ? AND id <> ?', slug, Number(current?.['id'] ?? 0));
      if (taken) addError(errors, 'slug', SLUG_TAKEN);
      checkImage(errors, 'thumbnail', emptyToNull(output.thumbnail), current?.['thumbnail'], true);
      if (hasErrors(errors)) return undefined;
      const content = await sanitizeStoredHtml(output.content);
      if (content === '') {
        addError(errors, 'content', 'The content field is required.');
        return undefined;
      }
      const stamp = now();
      const publishedAt = output.published_at ?? (output.status === 'published' ? ((current?.['published_at'] as string | null) ?? stamp) : null);
      const values = [output.title, slug, emptyToNull(output.author) ?? 'Admin', emptyToNull(output.thumbnail), content, output.is_featured ? 1 : 0, output.status, publishedAt];
      return transaction(() => {
        // The address now belongs to this post: an earlier post's redirect from it ends.
        sql.run('DELETE FROM post_old_slugs WHERE slug = ?', slug);
        if (!current) {
          return sql.run(
            `INSERT INTO posts (title, slug, author, thumbnail, content, is_featured, status, published_at, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            ...values,
            stamp,
            stamp,
          ).lastInsertRowid;
        }
        const id = Number(current['id']);
        // The old address answers 301 to the new one (server/site.ts).
        if (current['slug'] !== slug) {
          sql.run(
            'INSERT INTO post_old_slugs (slug, post_id, created_at) VALUES (?, ?, ?) ON CONFLICT (slug) DO UPDATE SET post_id = excluded.post_id',
            String(current['slug']),
            id,
            stamp,
          );
        }
        sql.run(
          `UPDATE posts SET title = ?, slug = ?, author = ?, thumbnail = ?, content = ?, is_featured = ?, status = ?, published_at = ?, updated_at = ?
           WHERE id = ?`,
          ...values,
          stamp,
          id,
        );
        return id;
      });
    },
    trash: (row) => [
      { table: 'posts', where: 'id = ?', params: [Number(row['id'])] },
      { table: 'post_old_slugs', where: 'post_id = ?', params: [Number(row['id'])] },
    ],
  });

  // Jobs -----------------------------------------------------------------------------------
  const jobOf = (row: Row | undefined) =>
    row && {
      id: row['id'],
      job_title: row['job_title'],
      department: row['department'],
      employment_type: row['employment_type'],
      working_type: row['working_type'],
      location: row['location'],
      salary_range: row['salary_range'],
      experience: row['experience'],
      description: row['description'],
      deadline: row['deadline'],
      status: row['status'] === 1 ? 'open' : 'closed',
      applications: row['applications'],
      created_at: row['created_at'],
    };
  const JOB_SELECT = 'SELECT j.*, (SELECT COUNT(*) FROM job_applications a WHERE a.job_id = j.id) AS applications FROM jobs j';
  mount({
    entity: 'job',
    noun: 'Job',
    table: 'jobs',
    endpoints: { list: listJobs, create: createJob, update: updateJob, remove: deleteJob },
    input: JobInput,
    all: () => sql.all<Row>(`${JOB_SELECT} ORDER BY j.id DESC`).map((row) => jobOf(row)!),
    one: (id) => jobOf(sql.get<Row>(`${JOB_SELECT} WHERE j.id = ?`, id)),
    label: (row) => String(row['job_title']),
    async save(output, current, errors) {
      const description = await sanitizeStoredHtml(output.description);
      if (description === '') addError(errors, 'description', 'The description field is required.');
      if (hasErrors(errors)) return undefined;
      const values = [
        output.job_title,
        emptyToNull(output.department),
        emptyToNull(output.employment_type),
        emptyToNull(output.working_type),
        emptyToNull(output.location),
        emptyToNull(output.salary_range),
        emptyToNull(output.experience),
        description,
        output.deadline ?? null,
        output.status === 'open' ? 1 : 0,
      ];
      if (!current) {
        return sql.run(
          `INSERT INTO jobs (job_title, department, employment_type, working_type, location, salary_range, experience, description, deadline, status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          ...values,
          now(),
        ).lastInsertRowid;
      }
      sql.run(
        `UPDATE jobs SET job_title = ?, department = ?, employment_type = ?, working_type = ?, location = ?, salary_range = ?,
           experience = ?, description = ?, deadline = ?, status = ? WHERE id = ?`,
        ...values,
        Number(current['id']),
      );
      return Number(current['id']);
    },
    trash: (row) =>
      Number(row['applications']) > 0
        ? 'This job has applications: close it instead, so they keep their position.'
        : [{ table: 'jobs', where: 'id = ?', params: [Number(row['id'])] }],
  });

  // Categories -----------------------------------------------------------------------------
  const CATEGORY_SELECT = 'SELECT c.id, c.name, (SELECT COUNT(*) FROM projects p WHERE p.category_id = c.id) AS projects FROM categories c';
  mount({
    entity: 'category',
    noun: 'Category',
    table: 'categories',
    endpoints: { list: listCategories, create: createCategory, update: updateCategory, remove: deleteCategory },
    input: CategoryInput,
    all: () => sql.all<Row>(`${CATEGORY_SELECT} ORDER BY c.id`),
    one: (id) => sql.get<Row>(`${CATEGORY_SELECT} WHERE c.id = ?`, id),
    label: (row) => String(row['name']),
    save(output, current, errors) {
      if (sql.get('SELECT id FROM categories WHERE name = ? COLLATE NOCASE AND id <> ?', output.name, Number(current?.['id'] ?? 0))) {
        addError(errors, 'name', 'The name has already been taken.');
        return Promise.resolve(undefined);
      }
      if (!current) return Promise.resolve(sql.run('INSERT INTO categories (name, created_at) VALUES (?, ?)', output.name, now()).lastInsertRowid);
      sql.run('UPDATE categories SET name = ? WHERE id = ?', output.name, Number(current['id']));
      return Promise.resolve(Number(current['id']));
    },
    trash: (row) =>
      Number(row['projects']) > 0
        ? 'This category still has projects: move them to another category first.'
        : [{ table: 'categories', where: 'id = ?', params: [Number(row['id'])] }],
  });

  // Projects -------------------------------------------------------------------------------
  const projectOf = (row: Row | undefined) =>
    row && {
      id: row['id'],
      title: row['title'],
      subtitle: row['subtitle'],
      link: row['link'],
      thumbnail: row['thumbnail'],
      category_id: row['category_id'],
      technology: parseTechnologyList(row['technology']),
      sort_order: row['sort_order'],
      created_at: row['created_at'],
    };
  mount({
    entity: 'project',
    noun: 'Project',
    table: 'projects',
    endpoints: { list: listProjects, create: createProject, update: updateProject, remove: deleteProject },
    input: ProjectInput,
    all: () => sql.all<Row>('SELECT * FROM projects ORDER BY sort_order, id').map((row) => projectOf(row)!),
    one: (id) => projectOf(sql.get<Row>('SELECT * FROM projects WHERE id = ?', id)),
    label: (row) => String(row['title']),
    save(output, current, errors) {
      const categoryId = output.category_id ?? null;
      if (categoryId !== null && !sql.get('SELECT id FROM categories WHERE id = ?', categoryId)) {
        addError(errors, 'category_id', 'The selected category id is invalid.');
      }
      checkImage(errors, 'thumbnail', emptyToNull(output.thumbnail), current?.['thumbnail']);
      if (hasErrors(errors)) return Promise.resolve(undefined);
      const values = [output.title, emptyToNull(output.subtitle), emptyToNull(output.link), emptyToNull(output.thumbnail), categoryId, JSON.stringify(output.technology), output.sort_order];
      if (!current) {
        return Promise.resolve(
          sql.run(
            'INSERT INTO projects (title, subtitle, link, thumbnail, category_id, technology, sort_order, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
            ...values,
            now(),
          ).lastInsertRowid,
        );
      }
      sql.run(
        'UPDATE projects SET title = ?, subtitle = ?, link = ?, thumbnail = ?, category_id = ?, technology = ?, sort_order = ? WHERE id = ?',
        ...values,
        Number(current['id']),
      );
      return Promise.resolve(Number(current['id']));
    },
    trash: (row) => [{ table: 'projects', where: 'id = ?', params: [Number(row['id'])] }],
  });

  // Testimonials ---------------------------------------------------------------------------
  mount({
    entity: 'testimonial',
    noun: 'Testimonial',
    table: 'testimonials',
    endpoints: { list: listTestimonials, create: createTestimonial, update: updateTestimonial, remove: deleteTestimonial },
    input: TestimonialInput,
    all: () => sql.all<Row>('SELECT id, name, designation, description, rating FROM testimonials ORDER BY id'),
    one: (id) => sql.get<Row>('SELECT id, name, designation, description, rating FROM testimonials WHERE id = ?', id),
    label: (row) => String(row['name']),
    save(output, current) {
      const values = [output.name, emptyToNull(output.designation), output.description, output.rating];
      if (!current) {
        return Promise.resolve(
          sql.run('INSERT INTO testimonials (name, designation, description, rating, created_at) VALUES (?, ?, ?, ?, ?)', ...values, now()).lastInsertRowid,
        );
      }
      sql.run('UPDATE testimonials SET name = ?, designation = ?, description = ?, rating = ? WHERE id = ?', ...values, Number(current['id']));
      return Promise.resolve(Number(current['id']));
    },
    trash: (row) => [{ table: 'testimonials', where: 'id = ?', params: [Number(row['id'])] }],
  });

  // Team -----------------------------------------------------------------------------------
  const MEMBER_COLUMNS = 'id, section_id, name, designation, image, sort_order';
  const sectionOf = (row: Row | undefined) =>
    row && {
      id: row['id'],
      name: row['name'],
      sort_order: row['sort_order'],
      members: sql.all<Row>(`SELECT ${MEMBER_COLUMNS} FROM team_members WHERE section_id = ? ORDER BY sort_order, id`, Number(row['id'])),
    };
  mount({
    entity: 'team section',
    noun: 'Section',
    table: 'team_sections',
    endpoints: { list: listTeamSections, create: createTeamSection, update: updateTeamSection, remove: deleteTeamSection },
    input: TeamSectionInput,
    all: () => sql.all<Row>('SELECT * FROM team_sections ORDER BY sort_order, id').map((row) => sectionOf(row)!),
    one: (id) => sectionOf(sql.get<Row>('SELECT * FROM team_sections WHERE id = ?', id)),
    label: (row) => String(row['name']),
    save(output, current) {
      if (!current) return Promise.resolve(sql.run('INSERT INTO team_sections (name, sort_order) VALUES (?, ?)', output.name, output.sort_order).lastInsertRowid);
      sql.run('UPDATE team_sections SET name = ?, sort_order = ? WHERE id = ?', output.name, output.sort_order, Number(current['id']));
      return Promise.resolve(Number(current['id']));
    },
    trash: (row) => [
      { table: 'team_sections', where: 'id = ?', params: [Number(row['id'])] },
      { table: 'team_members', where: 'section_id = ?', params: [Number(row['id'])] },
    ],
  });

  // Members are listed inside their sections; their own list route is the sections'.
  mount({
    entity: 'team member',
    noun: 'Member',
    table: 'team_members',
    endpoints: { create: createTeamMember, update: updateTeamMember, remove: deleteTeamMember },
    input: TeamMemberInput,
    all: () => [],
    one: (id) => sql.get<Row>(`SELECT ${MEMBER_COLUMNS} FROM team_members WHERE id = ?`, id),
    label: (row) => String(row['name']),
    save(output, current, errors) {
      if (!sql.get('SELECT id FROM team_sections WHERE id = ?', output.section_id)) addError(errors, 'section_id', 'The selected section id is invalid.');
      checkImage(errors, 'image', emptyToNull(output.image), current?.['image']);
      if (hasErrors(errors)) return Promise.resolve(undefined);
      const values = [output.section_id, output.name, emptyToNull(output.designation), emptyToNull(output.image), output.sort_order];
      if (!current) {
        return Promise.resolve(
          sql.run('INSERT INTO team_members (section_id, name, designation, image, sort_order) VALUES (?, ?, ?, ?, ?)', ...values).lastInsertRowid,
        );
      }
      sql.run('UPDATE team_members SET section_id = ?, name = ?, designation = ?, image = ?, sort_order = ? WHERE id = ?', ...values, Number(current['id']));
      return Promise.resolve(Number(current['id']));
    },
    trash: (row) => [{ table: 'team_members', where: 'id = ?', params: [Number(row['id'])] }],
  });

  // Settings -------------------------------------------------------------------------------
  const SETTINGS_FIELDS = [
    'office_time', 'email1', 'email2', 'phone1', 'phone2', 'whatsapp_number', 'address', 'header_logo_url',
    'footer_logo', 'footer_logo_url', 'footer_description', 'copyright_text', 'map_embed_url',
  ] as const;
  const settingsOf = () => {
    const row = sql.get<Row>(`SELECT ${SETTINGS_FIELDS.join(', ')}, images, updated_at FROM settings WHERE id = 1`);
    return row ? { ...row, images: parseSisterConcernImages(row['images']) } : undefined;
  };

  app.get(getSettings.path, requireStaff(sql, getSettings), (c) => {
    const settings = settingsOf();
    return settings ? c.json({ data: settings }) : failure(c, 'Settings not found.', 404);
  });

  app.post(updateSettings.path, requireStaff(sql, updateSettings), async (c) => {
    const before = settingsOf();
    if (!before) return failure(c, 'Settings not found.', 404);
    const { output, errors } = check(SettingsInput, await readPayload(c));
    if (!output) return validationFailure(c, errors, SettingsInput);
    const currentImages = new Set(before.images.map((image) => image.image_url));
    output.images?.forEach((image, index) => {
      if (!currentImages.has(image.image_url)) checkImage(errors, `images.${index}.image_url`, image.image_url, undefined);
    });
    if (hasErrors(errors)) return validationFailure(c, errors, SettingsInput);
    const sent = SETTINGS_FIELDS.filter((field) => output[field] !== undefined);
    const assignments = [...sent.map((field) => `${field} = ?`), ...(output.images ? ['images = ?'] : []), 'updated_at = ?'];
    sql.run(
      `UPDATE settings SET ${assignments.join(', ')} WHERE id = 1`,
      ...sent.map((field) => emptyToNull(output[field])),
      ...(output.images ? [JSON.stringify(output.images)] : []),
      now(),
    );
    const after = settingsOf()!;
    audit(sql, c.get('staff'), {
      action: 'update',
      entity: 'settings',
      entityId: 1,
      summary: `Changed ${Object.keys(changed(before, after)).join(', ') || 'nothing'}`,
      before,
      after,
    });
    contentChanged();
    return c.json({ success: true, message: 'Settings saved.', data: after });
  });

  const changed = (before: Row, after: Row) =>
    Object.fromEntries(Object.keys(after).filter((key) => key !== 'updated_at' && JSON.stringify(before[key]) !== JSON.stringify(after[key])).map((key) => [key, true]));

  // Uploads --------------------------------------------------------------------------------
  app.post(uploadImage.path, requireStaff(sql, uploadImage), async (c) => {
    const input = await readPayload(c);
    const { output, errors } = check(ImageUpload, input);
    const file = input['file'];
    // The bytes decide, not the name or the type the browser claims (as for the public uploads).
    const sniffed = file instanceof File && !errors['file'] ? await sniff(file) : undefined;
    const extension = imageExtension(sniffed?.mime);
    const allowed: readonly string[] = IMAGE_TYPES;
    if (sniffed && (!extension || !sniffed.mime || !allowed.includes(sniffed.mime))) addError(errors, 'file', NOT_AN_IMAGE);
    if (!output || hasErrors(errors) || !sniffed || !extension) return validationFailure(c, errors, ImageUpload);
    const folder = output.purpose === 'team' ? 'upload/admin' : 'storage/admin';
    const name = await store(join(paths.media, folder), sniffed.bytes, extension);
    const path = output.purpose === 'team' ? `upload/admin/${name}` : output.purpose === 'project' ? `admin/${name}` : `storage/admin/${name}`;
    audit(sql, c.get('staff'), { action: 'upload', entity: 'upload', entityId: null, summary: `Uploaded ${folder}/${name} for a ${output.purpose}` });
    return c.json({ success: true, message: 'Image uploaded.', data: { path, url: `/${folder}/${name}` } }, 201);
  });

  return app;
}
