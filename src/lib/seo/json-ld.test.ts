import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, jsonLdScript } from '@/lib/seo/json-ld';

const SITE = 'https://itbd.example';
const post = { title: 'Building Apps for Slow Networks', slug: 'building-apps-for-slow-networks' };

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with their names, making site-relative addresses absolute', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: '/' },
      { name: 'Blog', url: '/blog' },
      { name: post.title, url: `/blog/${post.slug}` },
    ], SITE);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${SITE}/blog` },
      { '@type': 'ListItem', position: 3, name: post.title, item: `${SITE}/blog/${post.slug}` },
    ]);
  });
});

describe('jsonLdScript', () => {
  it('can never close its script tag, and still means the same JSON', () => {
    const data = breadcrumbJsonLd([{ name: '</script><script>alert(1)</script> & <!-- \u2028\u2029', url: '/blog/x' }], SITE);
    const script = jsonLdScript(data);
    expect(script.type).toBe('application/ld+json');
    expect(script.children.toLowerCase()).not.toContain('</script');
    expect(script.children).not.toMatch(/[<>&\u2028\u2029]/);
    expect(script.children).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script.children)).toEqual(data);
  });
});
