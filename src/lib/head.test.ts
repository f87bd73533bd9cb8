import type { AnyRouteMatch } from '@tanstack/react-router';
import { absoluteUrl, ogPageType, pageHead, siteHead } from '@/lib/head';

const match = (pathname: string, extra: Partial<AnyRouteMatch> = {}) =>
  ({ pathname, status: 'success', context: { siteUrl: 'https://itbd.example' }, ...extra }) as AnyRouteMatch;

const metaContent = (head: { meta: Record<string, unknown>[] }, key: string) =>
  head.meta.find((tag) => tag['name'] === key || tag['property'] === key)?.['content'];

describe('siteHead', () => {
  it('gives a page its canonical address, share image and card', () => {
    const head = siteHead([match('/'), match('/career/')], { fontUrl: '/assets/font.woff2' });
    expect(head.links).toContainEqual({ rel: 'canonical', href: 'https://itbd.example/career' });
    expect(metaContent(head, 'og:url')).toBe('https://itbd.example/career');
    expect(metaContent(head, 'og:image')).toBe('https://itbd.example/og/career.png');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'robots')).toBeUndefined();
  });

  it("gives the share image alt text for Open Graph and Twitter, which a page's own head replaces with its title", () => {
    const head = siteHead([match('/')], { fontUrl: '' });
    expect(metaContent(head, 'og:image:alt')).toBeTruthy();
    expect(metaContent(head, 'twitter:image:alt')).toBe(metaContent(head, 'og:image:alt'));
    const page = pageHead('Careers', 'Open positions.');
    expect(metaContent(page, 'og:image:alt')).toBe('Careers — ITBD');
    expect(metaContent(page, 'twitter:image:alt')).toBe('Careers — ITBD');
  });


  it('keeps the affiliate landing page in search results', () => {
    expect(metaContent(siteHead([match('/'), match('/affiliate')], { fontUrl: '' }), 'robots')).toBeUndefined();
  });

  it('marks a not-found page noindex, with its own title and no canonical address', () => {
    const head = siteHead([match('/no-such-page', { status: 'notFound' })], { fontUrl: '' });
    expect(metaContent(head, 'robots')).toBe('noindex');
    expect(head.meta[0]).toEqual({ title: 'Page Not Found — ITBD' });
    expect(head.links.some((link) => link.rel === 'canonical')).toBe(false);
  });
});

describe('pageHead', () => {
  it('copies the title and description to the share card and names the site once', () => {
    const head = pageHead('Career', 'Open positions at ITBD.');
    expect(head.meta[0]).toEqual({ title: 'Career — ITBD' });
    expect(metaContent(head, 'og:title')).toBe('Career — ITBD');
    expect(metaContent(head, 'twitter:description')).toBe('Open positions at ITBD.');
    expect(pageHead('ITBD — Agency', 'x').meta[0]).toEqual({ title: 'ITBD — Agency' });
  });

  it('links the feed on blog pages', () => {
    expect(pageHead('Blog', 'x', { feed: true }).links).toEqual([expect.objectContaining({ href: '/feed.xml', type: 'application/rss+xml' })]);
  });
});

describe('ogPageType', () => {
  it.each([
    ['/', 'home'],
    ['/about/our-team', 'team'],
    ['/about/company-overview', 'about'],
    ['/services/digital-marketing', 'services'],
    ['/project/pos-management', 'product'],
    ['/industries/bdcoda', 'sister-concern'],
    ['/blog/a-post', 'blog'],
    ['/career/job-description/3', 'job'],
    ['/career', 'career'],
    ['/affiliate', 'affiliate'],
    ['/privacy', 'default'],
  ])('%s is a %s page', (path, type) => {
    expect(ogPageType(path)).toBe(type);
  });
});

describe('absoluteUrl', () => {
  it('joins the site and a path, and keeps absolute addresses', () => {
    expect(absoluteUrl('https://itbd.example/', '/blog')).toBe('https://itbd.example/blog');
    expect(absoluteUrl('https://itbd.example', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});
