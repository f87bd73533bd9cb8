import { getTestimonials, type Testimonial } from '@contracts/testimonials/get-testimonials';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientQuoteBand, quoteFor } from '@/features/marketing/client-quote-band';
import { fixture } from '@/test/fixtures';
import { replyNever, replyWith } from '@/test/msw';
import { testimonialQueries } from '@/api/testimonials';
import { createTestQueryClient, renderWithProviders } from '@/test/render';

const testimonial = (id: number, rating: number): Testimonial => ({
  id,
  name: `Client ${id}`,
  designation: null,
  description: `Words of client ${id}.`,
  rating,
});

describe('quoteFor', () => {
  it('quotes only the best-rated clients', () => {
    const list = [testimonial(1, 4), testimonial(2, 5), testimonial(3, 3), testimonial(4, 5)];
    for (const key of ['web-design-development', 'app-development', 'digital-marketing', 'a', 'b', 'c']) {
      expect(quoteFor(list, key)?.rating).toBe(5);
    }
  });

  it('picks the same client for a page every time, and different clients for different pages', () => {
    const list = Array.from({ length: 6 }, (_, index) => testimonial(index + 1, 5));
    expect(quoteFor(list, 'digital-marketing')).toBe(quoteFor(list, 'digital-marketing'));
    const picked = new Set(['web-design-development', 'app-development', 'digital-marketing', 'graphic-design', 'software-development'].map((key) => quoteFor(list, key)?.id));
    expect(picked.size).toBeGreaterThan(1);
  });

  it('has nothing to quote from an empty list', () => {
    expect(quoteFor([], 'digital-marketing')).toBeUndefined();
  });
});

describe('ClientQuoteBand', () => {
  it("shows one client's words with their name and role under the band's heading", async () => {
    renderWithProviders(<ClientQuoteBand pageKey="digital-marketing" />);
    const band = screen.getByRole('region', { name: 'What Our Clients Say' });
    expect(band).toContainElement(screen.getByRole('status', { name: "Loading a client's words" }));
    const quoted = fixture(getTestimonials).testimonials.map((item: { description: string }) => item.description);
    const quote = await screen.findByRole('blockquote');
    expect(quoted).toContain(quote.textContent);
    expect(band.querySelector('figcaption')?.textContent).not.toBe('');
  });

  it('keeps its place with a skeleton while the list loads', () => {
    replyNever(getTestimonials);
    renderWithProviders(<ClientQuoteBand pageKey="digital-marketing" />);
    expect(screen.getByRole('status', { name: "Loading a client's words" })).toBeInTheDocument();
    expect(screen.queryByRole('blockquote')).not.toBeInTheDocument();
  });

  it.each([
    ['fails', 500, { message: 'Server Error' }],
    ['is empty', 200, { testimonials: [] }],
  ])('leaves the band out when the list %s', async (_, status, body) => {
    replyWith(getTestimonials, status, body);
    renderWithProviders(<ClientQuoteBand pageKey="digital-marketing" />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'What Our Clients Say' })).not.toBeInTheDocument());
  });

  it('keeps the quote on screen when a later refetch fails', async () => {
    const queryClient = createTestQueryClient();
    renderWithProviders(<ClientQuoteBand pageKey="digital-marketing" />, { queryClient });
    const quote = (await screen.findByRole('blockquote')).textContent;
    replyWith(getTestimonials, 500, { message: 'Server Error' });
    await queryClient.refetchQueries({ queryKey: testimonialQueries.all() });
    await waitFor(() => expect(queryClient.getQueryState(testimonialQueries.list().queryKey)?.status).toBe('error'));
    expect(screen.getByRole('blockquote')).toHaveTextContent(quote!);
  });
});
