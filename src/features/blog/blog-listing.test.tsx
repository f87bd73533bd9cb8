import { getFeaturedPosts } from '@contracts/blog/get-featured-posts';
import { getLatestPosts } from '@contracts/blog/get-latest-posts';
import type { Post } from '@contracts/blog/post';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { BLOG_LIST_EMPTY, BLOG_LIST_FAILED } from '@/features/blog/messages';
import { formatDateGB } from '@/lib/format';
import { excerpt, stripTags } from '@/lib/text';
import { providerUrl } from '@/lib/urls';
import { fixture } from '@/test/fixtures';
import { replyNetworkError, replyNever, replyWith, server } from '@/test/msw';
import { preloadRouteChunks, renderRoute } from '@/test/render';

const featured: Post[] = fixture(getFeaturedPosts).data.data;
const page1 = fixture(getLatestPosts).data;
const page2 = fixture(getLatestPosts, 200, 'page-2').data;

/** Latest posts by the page asked for, as the provider pages them. */
function serveLatestPages() {
  server.use(
    http.get(getLatestPosts.path, ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('page') === '2' ? fixture(getLatestPosts, 200, 'page-2') : fixture(getLatestPosts)),
    ),
  );
}

const featuredSection = () => screen.getByRole('region', { name: 'Featured Posts' });
const latestSection = () => screen.getByRole('region', { name: 'Latest Articles' });
const cardOf = (title: string, section = latestSection()) =>
  within(section).getByRole('link', { name: title }).closest('article') as HTMLElement;
const titlesIn = (section: HTMLElement) => within(section).getAllByRole('article').map((card) => within(card).getAllByRole('link')[0]!.textContent);
/** No featured posts, so the latest list shows every post of its page (for what the cards show). */
const [first, second, third] = page1.data as Post[];

/** The blog once its latest articles have drawn: the section of every card of the first page. */
async function renderLatest() {
  await renderRoute('/blog');
  const latest = latestSection();
  await within(latest).findByRole('link', { name: first!.title });
  return latest;
}

describe('BlogListing', () => {
  preloadRouteChunks('/blog/', '/blog/$slug');

  it('shows 6 featured and 4 latest placeholders while the posts load', async () => {
    replyNever(getFeaturedPosts);
    replyNever(getLatestPosts);
    await renderRoute('/blog');

    expect(within(featuredSection()).getAllByTestId('post-card-skeleton')).toHaveLength(6);
    expect(within(latestSection()).getAllByTestId('post-card-skeleton')).toHaveLength(4);
    expect(document.title).toBe('Blog — ITBD');
  });

  it("labels featured posts 'Featured'", async () => {
    await renderRoute('/blog');

    const featuredList = featuredSection();
    for (const post of featured) {
      expect(await within(featuredList).findByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
    }
    expect(within(featuredList).getAllByText('Featured')).toHaveLength(featured.length);
  });

  it('lists every post of the latest page as the provider sends it, featured ones too', async () => {
    await renderLatest();

    // The fixtures overlap, or this would prove nothing.
    expect(page1.data.some((post: Post) => featured.some((one) => one.id === post.id))).toBe(true);
    expect(titlesIn(latestSection())).toEqual(page1.data.map((post: Post) => post.title));
  });

  it("labels the latest posts 'Blog' or 'Featured', by 'Admin', with 100-character excerpts", async () => {
    const latest = await renderLatest();

    expect(within(cardOf(second!.title)).getByText('Blog')).toBeInTheDocument();
    expect(within(latest).getAllByText('Featured')).toHaveLength(1);
    expect(within(latest).getAllByText('Admin')).toHaveLength(page1.data.length);

    // The first post's text is longer than 100 characters: cut, with '...'.
    const firstText = stripTags(first!.content);
    expect(firstText.length).toBeGreaterThan(100);
    const firstCards = within(latest).getAllByText(excerpt(first!.content, 100));
    expect(firstCards[0]!.textContent).toBe(`${firstText.slice(0, 100).trimEnd()}...`);
    // A short one is shown whole.
    expect(within(latest).getByText(stripTags(third!.content))).toBeInTheDocument();
    expect(within(latest).getAllByText(formatDateGB(second!.created_at)).length).toBeGreaterThan(0);
  });

  it('loads only the first featured thumbnail eagerly: the one above the fold', async () => {
    await renderRoute('/blog');
    await within(featuredSection()).findByRole('link', { name: featured[1]!.title });
    expect(cardOf(featured[0]!.title, featuredSection()).querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(cardOf(featured[1]!.title, featuredSection()).querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('puts relative thumbnails on the provider host, sizes them and draws art where a post has none', async () => {
    await renderLatest();

    const image = cardOf(first!.title).querySelector('img')!;
    expect(image).toHaveAttribute('src', providerUrl(first!.thumbnail));
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(cardOf(second!.title).querySelector('img')).toHaveAttribute('src', second!.thumbnail);
    const withoutImage = cardOf(third!.title);
    expect(withoutImage.querySelector('img')).toBeNull();
    expect(withoutImage.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it("says 'No blog posts found.' when a list is empty", async () => {
    replyWith(getFeaturedPosts, 200, fixture(getFeaturedPosts, 200, 'empty'));
    replyWith(getLatestPosts, 200, { data: { ...page1, data: [], total: 0, last_page: 1 } });
    await renderRoute('/blog');

    expect(await within(featuredSection()).findByText(BLOG_LIST_EMPTY)).toBeInTheDocument();
    expect(await within(latestSection()).findByText(BLOG_LIST_EMPTY)).toBeInTheDocument();
    expect(within(latestSection()).queryByRole('navigation')).toBeNull();
  });

  it("says 'Failed to load blog posts.' and loads them again on retry", async () => {
    replyNetworkError(getFeaturedPosts);
    replyWith(getLatestPosts, 500, { message: 'Server Error' });
    const { user } = await renderRoute('/blog');

    const featuredError = await within(featuredSection()).findByRole('alert');
    expect(featuredError).toHaveTextContent(BLOG_LIST_FAILED);
    expect(await within(latestSection()).findByRole('alert')).toHaveTextContent(BLOG_LIST_FAILED);

    server.resetHandlers();
    await user.click(within(featuredSection()).getByRole('button', { name: 'Try Again' }));
    expect(await within(featuredSection()).findByRole('link', { name: featured[0]!.title })).toBeInTheDocument();
    await user.click(within(latestSection()).getByRole('button', { name: 'Try Again' }));
    expect(await within(latestSection()).findByRole('link', { name: page1.data[1].title })).toBeInTheDocument();
  });

  it('reads the paginator and pages through the latest articles with the page in the URL', async () => {
    serveLatestPages();
    const { user, router } = await renderRoute('/blog');

    const latest = latestSection();
    const pages = await within(latest).findByRole('navigation', { name: 'Latest articles pages' });
    expect(within(latest).getByText(`Page 1 of ${page1.last_page} · ${page1.total} articles`)).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(await within(latestSection()).findByRole('link', { name: page2.data[1].title })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(router.state.location.href).toContain('?page=2');
    expect(within(latestSection()).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(latestSection()).getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');

    await act(async () => router.history.back());
    expect(await within(latestSection()).findByRole('link', { name: page1.data[1].title })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('opens a shared link on its page and asks the provider for that page', async () => {
    const requests: URL[] = [];
    server.use(
      http.get(getLatestPosts.path, ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json(fixture(getLatestPosts, 200, 'page-2'));
      }),
    );
    await renderRoute('/blog?page=2');

    expect(await within(latestSection()).findByRole('link', { name: page2.data[1].title })).toBeInTheDocument();
    expect(requests.map((url) => url.searchParams.get('page'))).toEqual(['2']);
  });

  it.each(['/blog?page=abc', '/blog?page=0', '/blog?page=1.5'])('reads %s as page 1', async (url) => {
    const requests: URL[] = [];
    server.use(
      http.get(getLatestPosts.path, ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json(fixture(getLatestPosts));
      }),
    );
    const { router } = await renderRoute(url);

    await within(latestSection()).findByRole('link', { name: page1.data[1].title });
    expect(requests.map((request) => request.searchParams.get('page'))).toEqual(['1']);
    expect(router.state.location.search).not.toHaveProperty('page', 'abc');
  });

  it('offers the first page when a page past the end is empty', async () => {
    replyWith(getLatestPosts, 200, { data: { ...page2, current_page: 9, data: [] } });
    await renderRoute('/blog?page=9');

    expect(await within(latestSection()).findByText(BLOG_LIST_EMPTY)).toBeInTheDocument();
    expect(within(latestSection()).getByRole('link', { name: 'Go to the First Page' })).toHaveAttribute('href', '/blog#latest-articles');
  });
});
