import { Hono } from 'hono';
import type { ResponseInput } from '../../contracts/endpoint.ts';
import { getCategories } from '../../contracts/projects/get-categories.ts';
import { getProjects } from '../../contracts/projects/get-projects.ts';
import { getWebsiteSettings } from '../../contracts/settings/get-website-settings.ts';
import { getTeamMembers } from '../../contracts/team/get-team-members.ts';
import { getTestimonials } from '../../contracts/testimonials/get-testimonials.ts';
import type { AppEnv, Deps } from '../context.ts';
import { failure, reply } from '../reply.ts';

type SettingsRow = Omit<ResponseInput<typeof getWebsiteSettings>['data'], 'images'> & { images: string | null };

interface ProjectRow {
  id: number;
  title: string;
  subtitle: string | null;
  link: string | null;
  thumbnail: string | null;
  category_id: number | null;
  category_name: string | null;
  technology: string;
  created_at: string;
}

interface MemberRow {
  section_id: number;
  section_name: string;
  id: number | null;
  name: string | null;
  designation: string | null;
  image: string | null;
}

/** Settings, portfolio, testimonials and team: read-only content. */
export function contentRoutes({ sql }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(getWebsiteSettings.path, (c) => {
    const settings = sql.get<SettingsRow>(
      `SELECT id, office_time, email1, email2, phone1, phone2, whatsapp_number, address, header_logo_url,
              footer_logo, footer_logo_url, footer_description, copyright_text, map_embed_url, images,
              created_at, updated_at
       FROM settings WHERE id = 1`,
    );
    if (!settings) return failure(c, 'Settings not found.', 404);
    return reply(c, getWebsiteSettings, { data: settings });
  });

  app.get(getProjects.path, (c) => {
    const rows = sql.all<ProjectRow>(
      `SELECT p.id, p.title, p.subtitle, p.link, p.thumbnail, p.category_id, c.name AS category_name,
              p.technology, p.created_at
       FROM projects p LEFT JOIN categories c ON c.id = p.category_id
       ORDER BY p.sort_order, p.id`,
    );
    const data = rows.map(({ category_name, ...project }) => ({
      ...project,
      category: project.category_id !== null && category_name !== null ? { id: project.category_id, name: category_name } : null,
    }));
    return reply(c, getProjects, { data });
  });

  app.get(getCategories.path, (c) => {
    const data = sql.all<{ id: number; name: string; created_at: string }>(
      'SELECT id, name, created_at FROM categories ORDER BY id',
    );
    return reply(c, getCategories, { data });
  });

  app.get(getTestimonials.path, (c) => {
    const testimonials = sql.all<{ id: number; name: string; designation: string | null; description: string; rating: number }>(
      'SELECT id, name, designation, description, rating FROM testimonials ORDER BY id',
    );
    return reply(c, getTestimonials, { testimonials });
  });

  app.get(getTeamMembers.path, (c) => {
    const rows = sql.all<MemberRow>(
      `SELECT s.id AS section_id, s.name AS section_name, m.id, m.name, m.designation, m.image
       FROM team_sections s LEFT JOIN team_members m ON m.section_id = s.id
       ORDER BY s.sort_order, s.id, m.sort_order, m.id`,
    );
    const sections = new Map<number, ResponseInput<typeof getTeamMembers>['data'][number]>();
    for (const row of rows) {
      let section = sections.get(row.section_id);
      if (!section) {
        section = { section_name: row.section_name, members: [] };
        sections.set(row.section_id, section);
      }
      if (row.id !== null && row.name !== null) {
        section.members?.push({ id: row.id, name: row.name, designation: row.designation, image: row.image });
      }
    }
    return reply(c, getTeamMembers, { data: [...sections.values()] });
  });

  return app;
}
