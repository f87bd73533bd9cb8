import { getBlogs } from '@contracts/blog/get-blogs';
import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { blogQueries } from '@/api/blog';
import { LatestPostsSection } from '@/features/home/latest-posts-section';
import { excerpt } from '@/lib/text';
import { fixture } from '@/test/fixtures';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { mockReducedMotion } from '@/test/media';
import { replyNever, replyWith } from '@/test/msw';
import { createAppRouter } from '@/router';
import { createTestQueryClient, renderHydrated, renderRoute } from '@/test/render';

const posts = fixture(getBlogs).data as { title: string; slug: string; content: string; author: string | null }[];

// The first visit compiles the route's modules, which can outlast renderRoute's wait: load them before the tests.
beforeAll(async () => {
  await createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }) }).load();
}, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('HomeHero', () => {
  it('paints the poster first, eagerly and at high priority, with its size known', async () => {
    await renderRoute('/');
    const poster = document.querySelector('section[aria-labelledby="hero-title"] img')!;
    expect(poster).toHaveAttribute('src', '/media/hero-poster.webp');
    expect(poster).toHaveAttribute('loading', 'eager');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster).toHaveAttribute('width');
    expect(poster).toHaveAttribute('height');
    expect(poster).toHaveAttribute('alt', '');
  });

  it('plays the muted, looping, inline video', async () => {
    await renderRoute('/');
    const video = document.querySelector('video')!;
    expect(video).not.toBeNull();
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual(['video/webm', 'video/mp4']);
  });

  it('keeps the poster instead of the video under reduced motion', async () => {
    mockReducedMotion(true);
    await renderRoute('/');
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument();
  });

  it('keeps the poster instead of the video when the visitor saves data', async () => {
    // A NetworkInformation is an EventTarget: the page follows changes to it.
    Object.defineProperty(navigator, 'connection', { value: Object.assign(new EventTarget(), { saveData: true }), configurable: true });
    try {
      await renderRoute('/');
      expect(document.querySelector('video')).toBeNull();
    } finally {
      // Unmounted first: the hero lets go of the connection it listens to.
      cleanup();
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('is a carousel of three slides whose current headline is shown', async () => {
    await renderRoute('/');
    const hero = screen.getByRole('region', { name: 'Highlights' });
    expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(hero).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(slides[0]).toHaveAttribute('data-current');
    expect(within(hero).getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
    expect(within(hero).getByRole('button', { name: 'Stop automatic slide show' })).toBeInTheDocument();
  });

  it('offers Get Started to /contact and shows the three figures', async () => {
    await renderRoute('/');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    const figures = screen.getByRole('list', { name: 'ITBD in numbers' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '15+ Years',
      '500+ Projects',
      '98% Satisfaction',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('ITBD — Software, Web and Digital Services Agency');
  });
});

describe('ServicesSection', () => {
  it('links each service card to its page and can be watched by id', async () => {
    await renderRoute('/');
    const services = document.getElementById('services')!;
    expect(within(services).getByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
    const links = within(services).getAllByRole('link', { name: /^Explore Now/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services/web-design-development',
      '/services/digital-marketing',
      '/services/app-development',
      '/services/graphic-design',
      '/services/wordpress-website',
    ]);
    expect(links[0]).toHaveAccessibleName('Explore Now Web Design & Development');
    expect(within(services).getByRole('region', { name: 'Services' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(services).getByRole('button', { name: 'Previous service' })).toBeInTheDocument();
    expect(within(services).getByRole('button', { name: 'Next service' })).toBeInTheDocument();
  });
});

describe('WhySection and ContactBanner', () => {
  it("lists the four reasons and sends 'Contact Now' to /contact", async () => {
    await renderRoute('/');
    expect(screen.getByRole('heading', { name: 'Why Special ITBD?' })).toBeInTheDocument();
    for (const reason of ['Communication', 'Experience', 'Safe & Secure', 'Passion for Testing']) {
      expect(screen.getByRole('heading', { name: reason })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Start Working With Our Technical Experts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Now' })).toHaveAttribute('href', '/contact');
  });
});

describe('LatestPostsSection', () => {
  it("links each post to /blog/{slug} with 'Read More' named after the post", async () => {
    await renderRoute('/');
    expect(await screen.findByText('Stay updated with our latest news and insights')).toBeInTheDocument();
    for (const post of posts) {
      const link = await screen.findByRole('link', { name: `Read More about ${post.title}` });
      expect(link).toHaveAttribute('href', `/blog/${post.slug}`);
      // The card names its author (not the date: formatting one would load locale data during load).
      const card = within(link.closest('article')!);
      if (post.author) expect(card.getByText(`By ${post.author}`)).toBeInTheDocument();
      else expect(card.queryByText(/^By /)).not.toBeInTheDocument();
    }
  });

  it('shows the first 120 characters of a long post with ..., and a short post whole', async () => {
    const sentence = 'Every page we ship is measured on a mid-range phone over 4G before it goes live. ';
    const long = { ...fixture(getBlogs).data[0], content: `<p>${sentence.repeat(3)}</p>` };
    replyWith(getBlogs, 200, { data: [long, fixture(getBlogs).data[1]] });
    await renderRoute('/');
    const expected = `${sentence.repeat(3).slice(0, 120).trimEnd()}...`;
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.getByText(excerpt(posts[1]!.content, 120))).toBeInTheDocument();
  });

  it('lets the cards enter one by one in 200 ms steps once the section is in view, never hiding them from assistive tech', async () => {
    const { report } = stubIntersectionObserver();
    await renderRoute('/');
    const link = await screen.findByRole('link', { name: `Read More about ${posts[0]!.title}` });
    const card = link.closest('article')!;
    expect(card).toHaveAttribute('data-entering');
    expect(card).not.toHaveAttribute('aria-hidden');
    await report();
    await waitFor(() => expect(card).not.toHaveAttribute('data-entering'));
    const second = screen.getByRole('link', { name: `Read More about ${posts[1]!.title}` }).closest('article')!;
    await waitFor(() => expect(second).not.toHaveAttribute('data-entering'));
  });

  it('shows the cards at once under reduced motion', async () => {
    mockReducedMotion(true);
    await renderRoute('/');
    const link = await screen.findByRole('link', { name: `Read More about ${posts[0]!.title}` });
    expect(link.closest('article')).not.toHaveAttribute('data-entering');
  });

  it('sends the cards in place from the server, without the entrance, and hydrates them without a mismatch', async () => {
    const queryClient = createTestQueryClient();
    await queryClient.prefetchQuery(blogQueries.list());
    const { serverHtml, recovered } = await renderHydrated(<LatestPostsSection />, { queryClient });
    expect(recovered).toEqual([]);
    expect(serverHtml).toContain(posts[0]!.title);
    expect(serverHtml).not.toContain('data-entering');
  });

  it('shows three card skeletons while the posts load', async () => {
    replyNever(getBlogs);
    await renderRoute('/');
    expect((await screen.findByRole('status', { name: 'Loading blog posts' })).children).toHaveLength(3);
  });

  it("shows 'No blog posts found.' when there are none", async () => {
    replyWith(getBlogs, 200, { data: [] });
    await renderRoute('/');
    expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
  });

  it("shows 'Failed to load blog posts.' when the list fails", async () => {
    replyWith(getBlogs, 500, { message: 'Server Error' });
    await renderRoute('/');
    expect(await screen.findByText('Failed to load blog posts.')).toBeInTheDocument();
  });
});
