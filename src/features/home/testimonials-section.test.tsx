import { getTestimonials } from '@contracts/testimonials/get-testimonials';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestimonialsSection } from '@/features/home/testimonials-section';
import { fixture } from '@/test/fixtures';
import { replyNever, replyWith } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const testimonials = fixture(getTestimonials).testimonials as { name: string; description: string; designation: string }[];

describe('TestimonialsSection', () => {
  it('shows two card skeletons while loading', () => {
    replyNever(getTestimonials);
    renderWithProviders(<TestimonialsSection />);
    expect(screen.getByRole('status', { name: 'Loading testimonials' }).children).toHaveLength(2);
  });

  it('shows the testimonials in a carousel with stars from their rating', async () => {
    renderWithProviders(<TestimonialsSection />);
    const region = await screen.findByRole('region', { name: 'Testimonials' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    for (const testimonial of testimonials) {
      expect(within(region).getByText(testimonial.description)).toBeInTheDocument();
      expect(within(region).getByText(testimonial.designation)).toBeInTheDocument();
    }
    // The fixture rates the first 5 and the second "4" (a string on the wire).
    expect(within(region).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2);
    // SPEC §3: that many stars, not five with some of them empty.
    expect(within(region).getByRole('img', { name: 'Rated 4 out of 5' }).querySelectorAll('svg')).toHaveLength(4);
    expect(within(region).getByRole('button', { name: 'Next testimonial' })).toBeInTheDocument();
  });

  it('shows a single testimonial as one card, without carousel or controls', async () => {
    replyWith(getTestimonials, 200, { testimonials: fixture(getTestimonials).testimonials.slice(0, 1) });
    renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByText(testimonials[0]!.description)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Testimonials' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /testimonial|slide show/ })).not.toBeInTheDocument();
  });

  it("shows 'No testimonials found.' when there are none", async () => {
    replyWith(getTestimonials, 200, { testimonials: [] });
    renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByText('No testimonials found.')).toBeInTheDocument();
  });

  it("shows 'Failed to load testimonials.' when the list fails", async () => {
    replyWith(getTestimonials, 500, { message: 'Server Error' });
    renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByText('Failed to load testimonials.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
