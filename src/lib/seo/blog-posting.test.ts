import postFixture from '@contracts/blog/get-post-details.200.json';
import { getPostDetails } from '@contracts/blog/get-post-details';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, HEADLINE_MAX, machineAuthorName, truncate } from '@/lib/seo/blog-posting';

const SITE = 'https://itbd.example';
const LOGO_PATH = '/favicon.svg';
const LOGO = `${SITE}${LOGO_PATH}`;
const post = v.parse(getPostDetails.response, postFixture).data;

describe('blogPostingJsonLd', () => {
  const url = `${SITE}/blog/${post.slug}`;
  const imageUrl = `${SITE}/${post.thumbnail ?? ''}`;

  it("carries Google's headline, image, datePublished, dateModified and author, and the publisher's logo as an ImageObject", () => {
    const data = blogPostingJsonLd({ post, url, imageUrl, publisherLogoUrl: LOGO, description: 'Where the time went.' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      image: [imageUrl],
      datePublished: '2026-10-28T06:30:00Z',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      publisher: { '@type': 'Organization', name: 'ITBD', logo: { '@type': 'ImageObject', url: LOGO } },
      description: 'Where the time went.',
    });
    expect(data.author.name).toBeTruthy();
  });

  it("credits the agency rather than a person called 'Admin', and a named author as a Person", () => {
    expect(blogPostingJsonLd({ post, url, publisherLogoUrl: LOGO }).author).toEqual({ '@type': 'Organization', name: 'ITBD', url: `${SITE}/` });
    expect(blogPostingJsonLd({ post: { ...post, author: null }, url, publisherLogoUrl: LOGO }).author).toEqual({ '@type': 'Organization', name: 'ITBD', url: `${SITE}/` });
    expect(blogPostingJsonLd({ post: { ...post, author: 'Nusrat Jahan' }, url, publisherLogoUrl: LOGO }).author).toEqual({
      '@type': 'Person',
      name: 'Nusrat Jahan',
    });
  });

  it('gives the time the post last changed as dateModified, and its publication time when the provider sends none', () => {
    expect(blogPostingJsonLd({ post: { ...post, updated_at: '2026-11-02T10:00:00Z' }, url, publisherLogoUrl: LOGO }).dateModified).toBe(
      '2026-11-02T10:00:00Z',
    );
    expect(blogPostingJsonLd({ post: { ...post, updated_at: null }, url, publisherLogoUrl: LOGO }).dateModified).toBe('2026-10-28T06:30:00Z');
  });

  it('names the same author as the feed', () => {
    expect(machineAuthorName('Admin')).toBe('ITBD');
    expect(machineAuthorName(' ')).toBe('ITBD');
    expect(machineAuthorName('Nusrat Jahan')).toBe('Nusrat Jahan');
  });

  it('leaves out the image, date and description it does not have', () => {
    const data = blogPostingJsonLd({ post: { ...post, created_at: '28 October', updated_at: null }, url, imageUrl: null, publisherLogoUrl: LOGO, description: '' });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('dateModified');
    expect(data).not.toHaveProperty('description');
  });

  it(`shortens a headline to ${HEADLINE_MAX} characters between words`, () => {
    const title = `${'Word '.repeat(30)}end`;
    const { headline } = blogPostingJsonLd({ post: { ...post, title }, url, publisherLogoUrl: LOGO });
    expect(Array.from(headline).length).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(headline).toMatch(/ Word…$/);
  });
});

describe('truncate', () => {
  it('cuts inside a word only when no break is near, and never through an emoji', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('abcdefghijklmnop', 10)).toBe('abcdefghi…');
    expect(truncate(`${'a'.repeat(8)}😀😀😀`, 10)).toBe(`${'a'.repeat(8)}😀…`);
    expect(truncate('one two, three four', 12)).toBe('one two…');
  });
});
