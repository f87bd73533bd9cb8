import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { hashPasswordSync } from '../auth.ts';
import { type Sql, transaction } from '../db.ts';
import { insertStaff } from '../admin/staff.ts';
import { DEMO_ADMIN } from './admin.ts';
import { DEMO_AFFILIATE, demoTransactions } from './affiliate.ts';
import { POSTS, postFigure, postThumbnail } from './blog.ts';
import { POST_FIGURES } from './figures.ts';
import { avatarSvg, brandSvg, logoSvg } from './images.ts';
import { JOBS } from './jobs.ts';
import { TEAM, TESTIMONIALS } from './people.ts';
import { CATEGORIES, PROJECTS, projectLink, projectThumbnail } from './projects.ts';
import { figureSvg, postScene, projectScene, sceneSvg } from './scenes.ts';
import { SISTER_CONCERNS, settingsSeed, sisterConcernImage } from './settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDaysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
const dateOnly = (iso: string) => iso.slice(0, 10);

/** Fills an empty database with the agency's demo content; does nothing once settings exist. */
export function seedDatabase(db: DatabaseSync, sql: Sql, now = new Date()): boolean {
  if (sql.get('SELECT id FROM settings WHERE id = 1')) return false;
  const stamp = now.toISOString();
  transaction(db, () => {
    const settings = settingsSeed(now);
    const columns = Object.keys(settings);
    sql.run(
      `INSERT INTO settings (id, ${columns.join(', ')}, created_at, updated_at)
       VALUES (1, ${columns.map(() => '?').join(', ')}, ?, ?)`,
      ...Object.values(settings),
      stamp,
      stamp,
    );

    const categoryIds = new Map<string, number>();
    for (const name of CATEGORIES) {
      categoryIds.set(name, sql.run('INSERT INTO categories (name, created_at) VALUES (?, ?)', name, stamp).lastInsertRowid);
    }
    PROJECTS.forEach((project, index) => {
      sql.run(
        `INSERT INTO projects (title, subtitle, link, thumbnail, category_id, technology, sort_order, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        project.title,
        project.subtitle,
        projectLink(project.slug),
        projectThumbnail(project.slug),
        categoryIds.get(project.category) ?? null,
        JSON.stringify(project.technology),
        index,
        `${project.launched}T09:00:00.000Z`,
      );
    });

    for (const testimonial of TESTIMONIALS) {
      sql.run(
        'INSERT INTO testimonials (name, designation, description, rating, created_at) VALUES (?, ?, ?, ?, ?)',
        testimonial.name,
        testimonial.designation,
        testimonial.description,
        testimonial.rating,
        stamp,
      );
    }

    TEAM.forEach((section, sectionIndex) => {
      const sectionId = sql.run(
        'INSERT INTO team_sections (name, sort_order) VALUES (?, ?)',
        section.section,
        sectionIndex,
      ).lastInsertRowid;
      section.members.forEach((member, memberIndex) => {
        sql.run(
          'INSERT INTO team_members (section_id, name, designation, image, sort_order) VALUES (?, ?, ?, NULL, ?)',
          sectionId,
          member.name,
          member.designation,
          memberIndex,
        );
      });
    });

    // Oldest first, so ids grow with dates like a real blog's.
    for (const post of [...POSTS].reverse()) {
      sql.run(
        `INSERT INTO posts (title, slug, author, thumbnail, content, is_featured, created_at, updated_at)
         VALUES (?, ?, 'Admin', ?, ?, ?, ?, ?)`,
        post.title,
        post.slug,
        postThumbnail(post.slug),
        post.content.trim(),
        post.featured ? 1 : 0,
        post.created_at,
        post.created_at,
      );
    }

    JOBS.forEach((job, index) => {
      sql.run(
        `INSERT INTO jobs (job_title, department, employment_type, working_type, location, salary_range,
           experience, description, deadline, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
        job.job_title,
        job.department,
        job.employment_type,
        job.working_type,
        job.location,
        job.salary_range,
        job.experience,
        job.description,
        dateOnly(isoDaysAgo(now, -job.deadline_in_days)),
        isoDaysAgo(now, 14 - index),
      );
    });

    // Only where nobody made an account first (`npm run admin -- create` before the first start): a real office gets no demo login.
    if (!sql.get('SELECT id FROM staff LIMIT 1')) {
      insertStaff(sql, { email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, role: DEMO_ADMIN.role, passwordHash: hashPasswordSync(DEMO_ADMIN.password) });
    }

    const joined = isoDaysAgo(now, DEMO_AFFILIATE.joined_days_ago);
    const affiliateId = sql.run(
      `INSERT INTO affiliates (name, email, phone, affiliateid, password_hash, address, profile_image, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      DEMO_AFFILIATE.name,
      DEMO_AFFILIATE.email,
      DEMO_AFFILIATE.phone,
      DEMO_AFFILIATE.affiliateid,
      hashPasswordSync(DEMO_AFFILIATE.password),
      DEMO_AFFILIATE.address,
      DEMO_AFFILIATE.profile_image,
      joined,
      joined,
    ).lastInsertRowid;
    for (const entry of demoTransactions()) {
      const when = isoDaysAgo(now, entry.days_ago);
      sql.run(
        `INSERT INTO affiliate_transactions (affiliate_id, date, description, amount_poisha, type, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        affiliateId,
        dateOnly(when),
        entry.description,
        Math.round(entry.amount * 100),
        entry.type,
        when,
      );
    }
  });
  return true;
}

/** Every seed image by its public path (e.g. `storage/blog/x.svg`), drawn from the seed content. */
function seedMedia(): Map<string, string> {
  const files = new Map<string, string>();
  files.set('storage/settings/itbd-logo.svg', logoSvg('dark'));
  files.set('storage/settings/itbd-logo-light.svg', logoSvg('light'));
  for (const concern of SISTER_CONCERNS) files.set(sisterConcernImage(concern.slug), brandSvg(concern.name));
  // Thumbnails show what was built or discussed (issue 16), not the title the card prints below them.
  for (const project of PROJECTS) {
    const scene = projectScene(project);
    files.set(`storage/${projectThumbnail(project.slug)}`, sceneSvg({ ...scene, label: project.title, width: 800, height: 600 }));
  }
  for (const post of POSTS) {
    files.set(postThumbnail(post.slug), sceneSvg({ ...postScene(post.title), label: post.title, width: 1200, height: 630 }));
    const figure = POST_FIGURES[post.slug];
    if (!figure) throw new Error(`server/seed/figures.ts has no chart for the post ${post.slug}`);
    files.set(postFigure(post.slug), figureSvg(figure, post.figure));
  }
  files.set(DEMO_AFFILIATE.profile_image, avatarSvg(DEMO_AFFILIATE.name));
  return files;
}

/**
 * Writes the seed images on every start: they are drawn from code, so this
 * restores any that went missing and keeps them in step with the content.
 */
export function writeSeedMedia(mediaDir: string): void {
  for (const [path, svg] of seedMedia()) {
    const file = join(mediaDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
}
