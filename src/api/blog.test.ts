import { getBlogs } from '@contracts/blog/get-blogs';
import { describe, expect, it } from 'vitest';
import { FEED_EXCERPT_LENGTH, toPostSummary } from '@/api/blog';
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

  it.each([60, 100, 120, FEED_EXCERPT_LENGTH])('keeps enough text for the same %i-character excerpt as the whole body gives', (length) => {
    for (const post of posts) expect(excerptOfText(toPostSummary(post).text, length)).toBe(excerpt(post.content, length));
  });

  it("keeps one character past the feed's excerpt: enough to know it needs '...', and no more", () => {
    for (const length of [FEED_EXCERPT_LENGTH, FEED_EXCERPT_LENGTH + 1, FEED_EXCERPT_LENGTH + 40]) {
      const content = `<p>${'a'.repeat(length)}</p>`;
      const { text } = toPostSummary({ ...posts[0]!, content });
      expect(text).toHaveLength(Math.min(length, FEED_EXCERPT_LENGTH + 1));
      expect(excerptOfText(text, FEED_EXCERPT_LENGTH)).toBe(excerpt(content, FEED_EXCERPT_LENGTH));
    }
  });

  it('keeps a short body whole, without an ellipsis', () => {
    const summary = toPostSummary({ ...posts[0]!, content: '<p>Short &amp; sweet.</p>' });
    expect(summary.text).toBe('Short & sweet.');
    expect(excerptOfText(summary.text, 100)).toBe('Short & sweet.');
  });
});
