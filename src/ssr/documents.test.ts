import { blogQueries } from '@/api/blog';
import { careerQueries } from '@/api/career';
import { createQueryClient } from '@/api/query-client';
import { IconRobot } from '@tabler/icons-react';
import { buildNavigation } from '@/features/layout/nav-links';
import { CATALOGUE, type Catalogue } from '@/lib/catalogue';
import { publicPagePaths, siteDocument } from '@/ssr/documents';
import { getBlogs } from '@contracts/blog/get-blogs';
import { fixture } from '@/test/fixtures';
import { navGroup } from '@/test/nav-group';

describe('publicPagePaths', () => {
  const paths = publicPagePaths();

  it('lists every page of the site without parameters', () => {
    for (const path of ['/', '/about/company-overview', '/about/our-team', '/services', '/services/digital-marketing', '/project/pos-management', '/industries/bdcoda', '/portfolio', '/blog', '/career', '/contact', '/affiliate', '/privacy', '/terms']) {
      expect(paths).toContain(path);
    }
  });

  it('leaves out the affiliate portal, redirects and pages with parameters', () => {
    for (const path of ['/affiliate-login', '/affiliate-signup', '/affiliate-dashboard', '/about', '/services/web-development', '/forgot-password']) {
      expect(paths).not.toContain(path);
    }
    expect(paths.some((path) => path.includes('$'))).toBe(false);
  });
});

describe('a new catalogue entry', () => {
  const catalogue: Catalogue = {
    ...CATALOGUE,
    services: [
      ...CATALOGUE.services,
      {
        slug: 'ai-integration',
        name: 'AI Integration',
        icon: IconRobot,
        summary: 'Assistants and automation built into the tools you already use.',
        description: 'AI integration by ITBD.',
        card: { color: 'teal', points: ['Chat assistants', 'Document search', 'Workflow automation'] },
      },
    ],
  };

  it('reaches the header, the drawer and the sitemap from its one entry', () => {
    const navigation = buildNavigation(catalogue);
    const link = { to: '/services/ai-integration', label: 'AI Integration' };
    expect(navGroup('services', navigation.entries).links).toContainEqual(link);
    expect(navigation.footerServices).toContainEqual(link);
    expect(publicPagePaths(undefined, catalogue)).toContain('/services/ai-integration');
    expect(publicPagePaths()).not.toContain('/services/ai-integration');
  });
});

describe('siteDocument', () => {
  it('lists every post and job in the sitemap with a lastmod', async () => {
    const queryClient = createQueryClient();
    const { body, type } = await siteDocument('sitemap.xml', { siteUrl: 'https://itbd.example', queryClient, builtAt: '2026-11-24' });
    expect(type).toMatch(/xml/);
    const posts = queryClient.getQueryData(blogQueries.list().queryKey) ?? [];
    const jobs = queryClient.getQueryData(careerQueries.list().queryKey) ?? [];
    expect(posts.length).toBeGreaterThan(0);
    expect(jobs.length).toBeGreaterThan(0);
    for (const post of posts) expect(body).toContain(`<loc>https://itbd.example/blog/${post.slug}</loc>`);
    expect(body.match(/\/career\/job-description\//g)).toHaveLength(jobs.length);
    expect(body).toContain('<lastmod>2026-11-24</lastmod>');
    expect(body).not.toContain('affiliate-dashboard');
  });

  it('keeps crawlers out of the affiliate portal, the password reset, the back office and the API', async () => {
    const { body, type } = await siteDocument('robots.txt', { siteUrl: 'https://itbd.example', queryClient: createQueryClient(), builtAt: '2026-11-24' });
    expect(type).toBe('text/plain; charset=utf-8');
    expect(body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /affiliate-dashboard',
        'Disallow: /affiliate-login',
        'Disallow: /affiliate-signup',
        'Disallow: /forgot-password',
        'Disallow: /api/',
        '',
        'Sitemap: https://itbd.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('builds the feed from the newest posts', async () => {
    const { body } = await siteDocument('feed.xml', { siteUrl: 'https://itbd.example', queryClient: createQueryClient(), builtAt: '2026-11-24' });
    const doc = new DOMParser().parseFromString(body, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelectorAll('item').length).toBe(Math.min(20, fixture<{ data: unknown[] }>(getBlogs).data.length));
  });
});
