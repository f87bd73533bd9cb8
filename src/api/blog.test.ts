import { getBlogs } from '@contracts/blog/get-blogs';
import { describe, expect, it } from 'vitest';
import { toPostSummary } from '@/api/blog';
import { fixture } from '@/test/fixtures';
import { excerpt, excerptOfText } from '@/lib/text';

const posts = fixture(getBlogs).data;

describe('toPostSummary', () => {
  it('drops the HTML body and keeps every other field', () => {
    const post = posts[0]!;
    const { content, ...rest } = post;
    const summary = toPostSummary(post);
    expect(summary).not.toHaveProperty('content');
    expect(summary).toMatchObject(rest);
    expect(content.length).toBeGreaterThan(summary.text.length);
  });

  it.each([60, 100, 120, 280])('keeps enough text for the same %i-character excerpt as the whole body gives', (length) => {
    for (const post of posts) expect(excerptOfText(toPostSummary(post).text, length)).toBe(excerpt(post.content, length));
  });

  it('keeps a short body whole, without an ellipsis', () => {
    const summary = toPostSummary({ ...posts[0]!, content: '<p>Short &amp; sweet.</p>' });
    expect(summary.text).toBe('Short & sweet.');
    expect(excerptOfText(summary.text, 100)).toBe('Short & sweet.');
  });
});
