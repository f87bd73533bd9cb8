import { describe, expect, it } from 'vitest';
import { isBackOfficePath } from '@/lib/head';
import { SITE_PAGES, heroWords, sitePageHead } from '@/lib/site-pages';
import { createAppRouter } from '@/router';

const titleOf = (head: { meta: Record<string, unknown>[] }) => head.meta[0]?.['title'];
const descriptionOf = (head: { meta: Record<string, unknown>[] }) => head.meta.find((tag) => tag['name'] === 'description')?.['content'];

describe('SITE_PAGES', () => {
  it('has an entry for every page of the route tree without parameters, and only those', () => {
    const routePaths = Object.values(createAppRouter().routesById)
      // Redirects (/about) have no component; the offerings, posts and jobs have a parameter.
      .filter((route) => !route.isRoot && Boolean(route.options.component))
      .map((route) => (route.fullPath === '/' ? '/' : route.fullPath.replace(/\/+$/, '')))
      .filter((path) => !path.includes('$'))
      // The back office is not one of the site's pages: staff only, with titles of its own.
      .filter((path) => !isBackOfficePath(path));
    const tablePaths = Object.values(SITE_PAGES).map((page) => page.path);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    expect([...tablePaths].sort()).toEqual([...routePaths].sort());
  });
});

describe('sitePageHead', () => {
  it('titles a page by its title where it has one, else its name, and names the site once', () => {
    expect(titleOf(sitePageHead('contact'))).toBe('Contact Us — ITBD');
    expect(titleOf(sitePageHead('portfolio'))).toBe('Portfolio — ITBD');
    expect(titleOf(sitePageHead('home'))).toBe('ITBD — Software, Web and Digital Services Agency');
    expect(titleOf(sitePageHead('editProfile'))).toBe('Edit Profile — ITBD Affiliate');
  });

  it('carries the page’s description and the options it is given', () => {
    const head = sitePageHead('blog', { feed: true });
    expect(descriptionOf(head)).toBe(SITE_PAGES.blog.description);
    expect(head.links).toEqual([expect.objectContaining({ href: '/feed.xml' })]);
  });

  it('takes only the table’s keys', () => {
    // @ts-expect-error: no such page
    expect(() => sitePageHead('about-us')).toThrow();
  });
});

describe('heroWords', () => {
  it('fills the eyebrow with the name and the headline with the title where the hero leaves them out', () => {
    expect(heroWords('contact')).toEqual({
      eyebrow: 'Contact',
      title: 'Contact Us',
      subtitle: 'Have a project in mind or a question about our services? Send a message, call or visit us in Banani.',
    });
    expect(heroWords('privacy')).toMatchObject({ eyebrow: 'Legal', title: 'Privacy Policy' });
    expect(heroWords('portfolio')).toMatchObject({ eyebrow: 'Portfolio', title: 'Work We Are Proud Of' });
  });
});
