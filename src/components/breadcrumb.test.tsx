import { getBlogs } from '@contracts/blog/get-blogs';
import { getPostDetails } from '@contracts/blog/get-post-details';
import { screen, within } from '@testing-library/react';
import { fixture } from '@/test/fixtures';
import { replyWith } from '@/test/msw';
import { renderRoute } from '@/test/render';

/** The BreadcrumbList the page's breadcrumb carries, as name and address pairs. */
function describedTrail() {
  const script = screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelector('script[type="application/ld+json"]');
  const data = JSON.parse(script?.textContent ?? '{}') as { itemListElement: { position: number; name: string; item: string }[] };
  return data.itemListElement.map(({ position, name, item }) => [position, name, item]);
}

describe('Breadcrumb', () => {
  it('describes the trail it shows to search engines, each crumb with its address', async () => {
    await renderRoute('/about/our-team');

    const shown = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(shown.map((item) => item.textContent)).toEqual(['Home', 'About', 'Our Team']);
    expect(describedTrail()).toEqual([
      [1, 'Home', '/'],
      [2, 'About', '/about/company-overview'],
      [3, 'Our Team', '/about/our-team'],
    ]);
  });

  it("leads through the blog to a post under the post's own title", async () => {
    const post = fixture(getBlogs).data[0]!;
    await renderRoute(`/blog/${post.slug}`);

    expect(describedTrail()).toEqual([
      [1, 'Home', '/'],
      [2, 'Blog', '/blog'],
      [3, post.title, `/blog/${post.slug}`],
    ]);
  });

  it('shows the trail of a post that does not exist, but does not describe it', async () => {
    replyWith(getPostDetails, 404);
    await renderRoute('/blog/no-such-post');

    // Shared code does not import the blog feature, so its message is written out here.
    await screen.findByRole('heading', { level: 1, name: 'Post Not Found' });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Blog', 'Post Not Found']);
    expect(breadcrumb.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
