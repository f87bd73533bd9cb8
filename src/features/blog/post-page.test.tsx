import { getFeaturedPosts } from '@contracts/blog/get-featured-posts';
import { getPostDetails } from '@contracts/blog/get-post-details';
import type { Post } from '@contracts/blog/post';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_EXCERPT_LENGTH } from '@/features/blog/latest-sidebar';
import { POST_FAILED, POST_NOT_FOUND } from '@/features/blog/messages';
import { formatDateGB } from '@/lib/format';
import { excerpt } from '@/lib/text';
import { providerUrl } from '@/lib/urls';
import { fixture } from '@/test/fixtures';
import { captureRequests, replyNever, replyWith, server } from '@/test/msw';
import { preloadRouteChunks, renderRoute } from '@/test/render';

const post: Post = fixture(getPostDetails).data;
/** What the sidebar lists: the featured posts. */
const featured: Post[] = fixture(getFeaturedPosts).data!.data;
const url = `/blog/${post.slug}`;

const sidebar = () => screen.getByRole('complementary', { name: 'Latest Articles' });

describe('PostPage', () => {
  preloadRouteChunks('/blog/$slug');

  it('shows the post: breadcrumb, title, author, date, thumbnail and its HTML', async () => {
    const requests = captureRequests(getPostDetails);
    await renderRoute(url);

    const heading = await screen.findByRole('heading', { level: 1, name: post.title });
    expect(heading).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(breadcrumb).getByText(post.title)).toHaveAttribute('aria-current', 'page');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(breadcrumb).getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');

    expect(screen.getByText(`By ${post.author}`)).toBeInTheDocument();
    expect(screen.getAllByText(formatDateGB(post.created_at))[0]).toBeInTheDocument();
    const article = screen.getByRole('article');
    const thumbnail = article.querySelector('img')!;
    expect(thumbnail).toHaveAttribute('src', providerUrl(post.thumbnail));
    expect(thumbnail).toHaveAttribute('width', '1200');
    expect(within(article).getByRole('heading', { level: 2, name: 'Where the time went' })).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 3, name: 'What we changed' })).toBeInTheDocument();
    expect(within(article).getByText('Measure first, then fix the biggest thing.')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Core Web Vitals' })).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(document.title).toBe(`${post.title} — ITBD`));
    // The loader fetched it; the page does not ask again on mount.
    expect(requests).toHaveLength(1);
  });

  it('never lets the post HTML run code', async () => {
    replyWith(getPostDetails, 200, {
      data: {
        ...post,
        content:
          '<p>Safe text</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="x"><a href="javascript:window.hacked=true">click</a><iframe src="https://evil.example"></iframe>',
      },
    });
    await renderRoute(url);

    const article = await screen.findByRole('article');
    expect(within(article).getByText('Safe text')).toBeInTheDocument();
    expect(article.innerHTML).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(within(article).getByText('click')).not.toHaveAttribute('href');
  });

  it('falls back to a drawn placeholder when the thumbnail is broken', async () => {
    await renderRoute(url);

    const article = await screen.findByRole('article');
    fireEvent.error(article.querySelector('img')!);
    expect(article.querySelector('img[width="1200"]')).toBeNull();
    expect(article.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it("lists the featured posts beside it as 'Latest Articles', each with its 'Featured' badge, 60-character excerpt, date and link", async () => {
    const reading = featured[1]!;
    replyWith(getPostDetails, 200, { data: { ...post, id: reading.id, slug: reading.slug, title: reading.title } });
    await renderRoute(`/blog/${reading.slug}`);

    const aside = sidebar();
    const items = await within(aside).findAllByRole('listitem');
    // The post being read is left out.
    expect(items).toHaveLength(featured.length - 1);
    expect(within(aside).queryByRole('link', { name: reading.title })).toBeNull();
    // SPEC §2: each item with its 'Featured' badge.
    for (const item of items) expect(within(item).getByText('Featured')).toBeInTheDocument();

    const shown = featured[0]!;
    const item = within(aside).getByRole('link', { name: shown.title }).closest('li')!;
    expect(within(item).getByRole('link', { name: shown.title })).toHaveAttribute('href', `/blog/${shown.slug}`);
    const cut = excerpt(shown.content, SIDEBAR_EXCERPT_LENGTH);
    expect(cut).toHaveLength(SIDEBAR_EXCERPT_LENGTH + 3);
    expect(within(item).getByText(cut)).toBeInTheDocument();
    expect(within(item).getByText(formatDateGB(shown.created_at))).toBeInTheDocument();
  });

  it("shows 'Loading...' and 3 sidebar placeholders while the post loads", async () => {
    replyNever(getPostDetails);
    replyNever(getFeaturedPosts);
    await renderRoute(url, { settle: false });

    expect(await screen.findByText('Loading...', {}, { timeout: 3000 })).toHaveAttribute('role', 'status');
    expect(within(sidebar()).getAllByTestId('sidebar-skeleton')).toHaveLength(3);
  });

  it("shows 'Post Not Found' with a way back to the blog for an unknown slug", async () => {
    replyWith(getPostDetails, 404);
    await renderRoute('/blog/no-such-post');

    expect(await screen.findByRole('heading', { level: 1, name: POST_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByText(POST_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Blog' })).toHaveAttribute('href', '/blog');
    await waitFor(() => expect(document.title).toBe(`${POST_NOT_FOUND} — ITBD`));
    // The reader still has somewhere to go.
    expect(await within(sidebar()).findByRole('link', { name: featured[0]!.title })).toBeInTheDocument();
  });

  it("shows 'Failed to load blog post.' when the provider fails, and retries", async () => {
    replyWith(getPostDetails, 500, { message: 'Server Error' });
    const { user } = await renderRoute(url);

    expect(await screen.findByRole('alert')).toHaveTextContent(POST_FAILED);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
  });
});
