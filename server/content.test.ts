import { afterAll, describe, expect, it } from 'vitest';
import { getBlogs } from '../contracts/blog/get-blogs.ts';
import { getFeaturedPosts } from '../contracts/blog/get-featured-posts.ts';
import { getLatestPosts } from '../contracts/blog/get-latest-posts.ts';
import { getPostDetails } from '../contracts/blog/get-post-details.ts';
import { getCareer } from '../contracts/career/get-career.ts';
import { getJobDetails } from '../contracts/career/get-job-details.ts';
import { getCategories } from '../contracts/projects/get-categories.ts';
import { getProjects } from '../contracts/projects/get-projects.ts';
import { getWebsiteSettings } from '../contracts/settings/get-website-settings.ts';
import { getTeamMembers } from '../contracts/team/get-team-members.ts';
import { getTestimonials } from '../contracts/testimonials/get-testimonials.ts';
import { POSTS_PER_PAGE } from './api/blog.ts';
import { POSTS } from './seed/blog.ts';
import { SISTER_CONCERNS } from './seed/settings.ts';
import { expectContract, startProvider } from './test-support.ts';

const provider = startProvider();
afterAll(() => provider.dispose());

async function getJson(path: string, status = 200): Promise<unknown> {
  const res = await provider.app.request(path);
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return res.json();
}

const today = new Date().toISOString().slice(0, 10);

describe('GET /api/website/settings', () => {
  it('returns the seeded settings with the sister concerns as a JSON string', async () => {
    const body = (await getJson(getWebsiteSettings.path)) as { data: { images: unknown } };
    expect(typeof body.data.images).toBe('string');
    const { data } = expectContract(getWebsiteSettings, body);
    expect(data.email1).toBe('info@itbd.net');
    expect(data.phone1).toMatch(/^\+8801\d{9}$/);
    expect(data.address).toContain('Banani');
    const images = data.images ?? [];
    expect(images).toHaveLength(SISTER_CONCERNS.length);
    expect(images.every((image) => image.image_url.startsWith('storage/sister-concerns/'))).toBe(true);
  });

  it('serves every image the settings point at', async () => {
    const { data } = expectContract(getWebsiteSettings, await getJson(getWebsiteSettings.path));
    for (const path of [data.header_logo_url, data.footer_logo_url, ...(data.images ?? []).map((image) => image.image_url)]) {
      const res = await provider.app.request(`/${path}`);
      expect(res.status, path ?? '').toBe(200);
    }
  });
});

describe('GET /api/projects and /api/categories', () => {
  it('returns at least 12 projects over at least 4 categories', async () => {
    const body = (await getJson(getProjects.path)) as { data: Array<{ technology: unknown }> };
    expect(body.data.every((project) => typeof project.technology === 'string')).toBe(true);
    const { data } = expectContract(getProjects, body);
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(new Set(data.map((project) => project.category)).size).toBeGreaterThanOrEqual(4);
    expect(data.some((project) => (project.technology ?? []).length >= 5)).toBe(true);
    expect(data.some((project) => (project.technology ?? []).length < 5)).toBe(true);
    for (const project of data) {
      expect(project.link).toMatch(/^https:\/\/[a-z0-9-]+\.example\.com$/);
      expect(project.thumbnail).toMatch(/^projects\/[a-z0-9-]+\.svg$/);
    }
  });

  it('serves project thumbnails under /storage', async () => {
    const { data } = expectContract(getProjects, await getJson(getProjects.path));
    const res = await provider.app.request(`/storage/${data[0]?.thumbnail}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('lists the categories the projects use', async () => {
    const { data: categories } = expectContract(getCategories, await getJson(getCategories.path));
    const { data: projects } = expectContract(getProjects, await getJson(getProjects.path));
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const project of projects) {
      expect(categories.find((category) => category.id === project.category_id)?.name).toBe(project.category);
    }
  });
});

describe('GET /api/testimonials', () => {
  it('returns at least 6 testimonials rated 4 or 5', async () => {
    const { testimonials } = expectContract(getTestimonials, await getJson(getTestimonials.path));
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    expect(testimonials.every((testimonial) => (testimonial.rating ?? 0) >= 4 && (testimonial.rating ?? 0) <= 5)).toBe(true);
  });
});

describe('GET /api/team-members', () => {
  it('returns 3 sections of at least 6 members, none with a photo (the site draws their initials)', async () => {
    const { data } = expectContract(getTeamMembers, await getJson(getTeamMembers.path));
    expect(data).toHaveLength(3);
    for (const section of data) expect(section.members.length).toBeGreaterThanOrEqual(6);
    expect(data.flatMap((section) => section.members.map((member) => member.image))).toEqual(
      data.flatMap((section) => section.members.map(() => null)),
    );
  });
});

describe('blog endpoints', () => {
  it('GET /api/blogs returns every post newest first with rich HTML', async () => {
    const { data } = expectContract(getBlogs, await getJson(getBlogs.path));
    expect(data.length).toBeGreaterThanOrEqual(10);
    expect(new Set(data.map((post) => post.slug)).size).toBe(data.length);
    expect(data.map((post) => post.created_at)).toEqual([...data.map((post) => post.created_at)].sort().reverse());
    expect(data[0]?.created_at.startsWith('2026-11')).toBe(true);
    expect(data.every((post) => post.author === 'Admin' && post.thumbnail === `storage/blog/${post.slug}.svg`)).toBe(true);
    for (const tag of ['<h2>', '<h3>', '<ul>', '<ol>', '<img ', '<blockquote>', '<pre><code>', '<a href=', '<table>']) {
      expect(data.some((post) => post.content?.includes(tag)), tag).toBe(true);
    }
  });

  it('serves the thumbnails and in-article images', async () => {
    const { data } = expectContract(getBlogs, await getJson(getBlogs.path));
    const post = data[0]!;
    expect((await provider.app.request(`/${post.thumbnail}`)).status).toBe(200);
    const src = /<img src="([^"]+)"/.exec(post.content ?? '')?.[1];
    expect(src).toMatch(/^\/storage\/blog\//);
    expect((await provider.app.request(src!)).status).toBe(200);
  });

  it('GET /api/featured/posts pages the featured posts', async () => {
    const { data } = expectContract(getFeaturedPosts, await getJson(getFeaturedPosts.path));
    expect(data?.data.length).toBeGreaterThanOrEqual(4);
    expect(data?.data.every((post) => post.is_featured)).toBe(true);
    expect(data?.per_page).toBe(POSTS_PER_PAGE);
    expect(data?.total).toBe(POSTS.filter((post) => post.featured).length);
  });

  it('GET /api/latest/posts pages newest first, 6 a page', async () => {
    const first = expectContract(getLatestPosts, await getJson(`${getLatestPosts.path}?page=1`)).data;
    const second = expectContract(getLatestPosts, await getJson(`${getLatestPosts.path}?page=2`)).data;
    const lastPage = Math.ceil(POSTS.length / POSTS_PER_PAGE);
    expect(first).toMatchObject({ current_page: 1, per_page: 6, total: POSTS.length, last_page: lastPage, prev_page_url: null });
    expect(first.data).toHaveLength(6);
    expect(first.next_page_url).toMatch(/\/api\/latest\/posts\?page=2$/);
    expect(second.current_page).toBe(2);
    expect(second.data[0]!.created_at <= first.data.at(-1)!.created_at).toBe(true);
    expect(new Set([...first.data, ...second.data].map((post) => post.id)).size).toBe(first.data.length + second.data.length);
  });

  it('answers a page past the end with an empty list and the real last page', async () => {
    const body = (await getJson(`${getLatestPosts.path}?page=99`)) as { data: { from: unknown; to: unknown } };
    expect(body.data).toMatchObject({ from: null, to: null });
    const { data } = expectContract(getLatestPosts, body);
    expect(data).toMatchObject({ current_page: 99, data: [], last_page: Math.ceil(POSTS.length / POSTS_PER_PAGE) });
  });

  it.each(['0', '-3', 'abc', '1.5', ''])('treats ?page=%s as page 1, as Laravel does', async (page) => {
    const { data } = expectContract(getLatestPosts, await getJson(`${getLatestPosts.path}?page=${page}`));
    expect(data.current_page).toBe(1);
    expect(data.data).toHaveLength(POSTS_PER_PAGE);
  });

  it('GET /api/post/details/:slug returns the post', async () => {
    const seed = POSTS[0]!;
    const { data } = expectContract(getPostDetails, await getJson(`/api/post/details/${seed.slug}`));
    expect(data).toMatchObject({ slug: seed.slug, title: seed.title, author: 'Admin' });
    expect(data.content).toContain('<table>');
  });

  it("answers an unknown slug with 404 'Post not found.'", async () => {
    expect(await getJson('/api/post/details/no-such-post', 404)).toEqual({ message: 'Post not found.' });
  });
});

describe('career endpoints', () => {
  it('GET /api/career lists at least 6 open jobs across departments, deadlines not passed', async () => {
    const { data } = expectContract(getCareer, await getJson(getCareer.path));
    expect(data.length).toBeGreaterThanOrEqual(6);
    expect(new Set(data.map((job) => job.department)).size).toBeGreaterThanOrEqual(4);
    expect(data.every((job) => (job.deadline ?? '') >= today)).toBe(true);
    expect(data.some((job) => job.experience === null)).toBe(true);
    expect(data.every((job) => /<ul>/.test(job.description ?? '') && /BDT|Negotiable/.test(job.salary_range ?? ''))).toBe(true);
    expect(data.map((job) => job.job_title)).not.toContain('DevOps Engineer');
  });

  it('GET /api/circular/details/:id returns one job', async () => {
    const { data: jobs } = expectContract(getCareer, await getJson(getCareer.path));
    const job = jobs[0]!;
    const { data } = expectContract(getJobDetails, await getJson(`/api/circular/details/${job.id}`));
    expect(data).toEqual(job);
  });

  it.each(['9999', 'abc', '1e3', '-1'])("answers /api/circular/details/%s with 404 'Circular not found.'", async (id) => {
    expect(await getJson(`/api/circular/details/${id}`, 404)).toEqual({ message: 'Circular not found.' });
  });
});
