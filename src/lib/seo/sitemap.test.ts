import postsFixture from '@contracts/blog/get-latest-posts.200.json';
import { getLatestPosts } from '@contracts/blog/get-latest-posts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { escapeXml, type FeedItem, imageType, robotsTxt, rssFeed, sitemapXml } from '@/lib/seo/sitemap';

const SITE = 'https://itbd.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ATOM_NS = 'http://www.w3.org/2005/Atom';
const DC_NS = 'http://purl.org/dc/elements/1.1/';
const MEDIA_NS = 'http://search.yahoo.com/mrss/';
const posts = v.parse(getLatestPosts.response, postsFixture).data.data;

/** Parses as a crawler would, failing the test on any well-formedness error. */
function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const texts = (parent: Document | Element, tag: string) => Array.from(parent.getElementsByTagName(tag), (node) => node.textContent);

describe('escapeXml', () => {
  it('escapes markup characters and drops the control characters XML forbids', () => {
    expect(escapeXml(`Tom & Jerry <"quoted"> 'single'`)).toBe('Tom &amp; Jerry &lt;&quot;quoted&quot;&gt; &apos;single&apos;');
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u001Fe\u0085f\uFFFEg\uD800h\tI\nJ')).toBe('abcdefgh\tI\nJ');
    expect(escapeXml('বাংলা 😀')).toBe('বাংলা 😀');
  });
});

describe('sitemapXml', () => {
  it('lists each address once with its W3C lastmod date', () => {
    const xml = sitemapXml([
      { loc: `${SITE}/` },
      { loc: `${SITE}/blog/${posts[0]?.slug ?? ''}`, lastmod: posts[0]?.created_at },
      { loc: `${SITE}/career`, lastmod: new Date(Date.UTC(2026, 10, 3, 12)) },
      { loc: `${SITE}/career` },
    ]);
    const doc = parseXml(xml);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    const urls = Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, 'url'));
    expect(urls.map((url) => texts(url, 'loc')[0])).toEqual([`${SITE}/`, `${SITE}/blog/${posts[0]?.slug ?? ''}`, `${SITE}/career`]);
    expect(urls.map((url) => texts(url, 'lastmod')[0])).toEqual([undefined, posts[0]?.created_at.slice(0, 10), '2026-11-03']);
  });

  it('escapes query strings and encodes non-ASCII paths, and leaves out relative addresses', () => {
    const xml = sitemapXml([{ loc: `${SITE}/blog?tag=a&page=2` }, { loc: `${SITE}/ব্লগ` }, { loc: '/relative' }, { loc: 'javascript:alert(1)' }]);
    expect(xml).toContain('?tag=a&amp;page=2');
    expect(texts(parseXml(xml), 'loc')).toEqual([`${SITE}/blog?tag=a&page=2`, `${SITE}/${encodeURIComponent('ব্লগ')}`]);
  });

  it('is a valid empty urlset without entries', () => {
    expect(parseXml(sitemapXml([])).getElementsByTagName('url')).toHaveLength(0);
  });
});

describe('robotsTxt', () => {
  it('allows everything but the private paths, and points at the sitemap', () => {
    expect(robotsTxt({ siteUrl: `${SITE}/`, disallow: ['/affiliate-dashboard', 'affiliate-login', '/affiliate-dashboard', '/x\nAllow: /secret'] })).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /affiliate-dashboard',
        'Disallow: /affiliate-login',
        'Disallow: /xAllow: /secret',
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('rssFeed', () => {
  const items: FeedItem[] = posts.map((post) => ({
    title: post.title,
    url: `${SITE}/blog/${post.slug}`,
    date: post.created_at,
    summary: [`Summary of ${post.title}`, 'A second paragraph.'],
    author: post.author,
    imageUrl: `${SITE}/${post.thumbnail ?? ''}`,
  }));
  const feed = (overrides: Partial<Parameters<typeof rssFeed>[0]> = {}) =>
    rssFeed({ siteUrl: SITE, feedUrl: `${SITE}/blog/rss.xml`, title: 'ITBD Blog', description: 'News & insights', items, ...overrides });

  it('is RSS 2.0 with a self link and the channel fields', () => {
    const doc = parseXml(feed());
    expect(doc.documentElement.localName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0];
    if (!channel) throw new Error('no channel');
    const child = (tag: string) => Array.from(channel.children).find((node) => node.tagName === tag)?.textContent;
    expect(child('title')).toBe('ITBD Blog');
    expect(child('link')).toBe(`${SITE}/`);
    expect(child('description')).toBe('News & insights');
    expect(child('language')).toBe('en');
    const newest = Math.max(...posts.map((post) => Date.parse(post.created_at.replace(/(\.\d{3})\d+/, '$1'))));
    expect(child('lastBuildDate')).toBe(new Date(newest).toUTCString());
    const self = doc.getElementsByTagNameNS(ATOM_NS, 'link')[0];
    expect(self?.getAttribute('href')).toBe(`${SITE}/blog/rss.xml`);
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('type')).toBe('application/rss+xml');
  });

  it('gives each item its title, permalink guid, RFC 822 date, summary, author and image', () => {
    const doc = parseXml(feed());
    const nodes = Array.from(doc.getElementsByTagName('item'));
    expect(nodes).toHaveLength(posts.length);
    nodes.forEach((node, index) => {
      const post = posts[index];
      if (!post) throw new Error('no post');
      const url = `${SITE}/blog/${post.slug}`;
      expect(texts(node, 'title')).toEqual([post.title]);
      expect(texts(node, 'link')).toEqual([url]);
      const guid = node.getElementsByTagName('guid')[0];
      expect(guid?.textContent).toBe(url);
      expect(guid?.getAttribute('isPermaLink')).toBe('true');
      expect(texts(node, 'pubDate')[0]).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(texts(node, 'description')).toEqual([`<p>Summary of ${post.title}</p><p>A second paragraph.</p>`]);
      expect(node.getElementsByTagNameNS(DC_NS, 'creator')[0]?.textContent).toBe(post.author);
      const media = node.getElementsByTagNameNS(MEDIA_NS, 'content')[0];
      expect(media?.getAttribute('url')).toBe(`${SITE}/${post.thumbnail ?? ''}`);
      expect(media?.getAttribute('type')).toBe(imageType(`${SITE}/${post.thumbnail ?? ''}`) ?? null);
    });
  });

  it("escapes '&' and '<' in titles and summaries, and strips forbidden control characters", () => {
    const xml = feed({
      title: 'Tips & <Tricks>',
      items: [{ title: 'Q&A: <script>alert(1)</script>\u0007', url: `${SITE}/blog/qa?a=1&b=2`, date: 'unknown', summary: ['1 < 2 && 3 > 2'] }],
    });
    expect(xml).toContain('<title>Tips &amp; &lt;Tricks&gt;</title>');
    expect(xml).not.toContain('<script>');
    const doc = parseXml(xml);
    const item = doc.getElementsByTagName('item')[0];
    if (!item) throw new Error('no item');
    expect(texts(item, 'title')).toEqual(['Q&A: <script>alert(1)</script>']);
    expect(texts(item, 'link')).toEqual([`${SITE}/blog/qa?a=1&b=2`]);
    // The paragraph's text is escaped inside the description's HTML, which is escaped again as XML.
    expect(texts(item, 'description')).toEqual(['<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>']);
    // An unreadable date is left out rather than invented.
    expect(item.getElementsByTagName('pubDate')).toHaveLength(0);
    expect(doc.getElementsByTagName('lastBuildDate')).toHaveLength(0);
    expect(item.getElementsByTagNameNS(DC_NS, 'creator')).toHaveLength(0);
  });

  it.each([
    ['https://x.example/a/b.JPG', 'image/jpeg'],
    ['https://x.example/storage/blog/post.svg?v=2', 'image/svg+xml'],
    ['https://x.example/p.webp', 'image/webp'],
    ['https://x.example/no-extension', undefined],
  ])('names the media type of %s', (url, type) => {
    expect(imageType(url)).toBe(type);
  });

  it('prefers the lastBuildDate it is given', () => {
    const doc = parseXml(feed({ lastBuildDate: '2027-01-01T00:00:00Z' }));
    expect(texts(doc, 'lastBuildDate')).toEqual(['Fri, 01 Jan 2027 00:00:00 GMT']);
  });
});
