import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyArt } from '@/components/art/page-art';
import { CATALOGUE, pathOf, serviceLink } from '@/lib/catalogue';
import { AGENCY_AGE_YEARS, COMPANY_FIGURES, PROJECTS_DELIVERED } from '@/lib/company-figures';
import { renderRoute } from '@/test/render';

/** Every source file in src/ except tests and the figures' own module. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./company-figures.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * The agency's claims written out with a number: '500+ projects', '500+ delivered projects',
 * '15+ years of experience', 'a 15-year-old agency'. (Satisfaction is left out: sister concerns
 * quote their own, such as Kaz Ache's 98% client satisfaction.)
 */
const TYPED_FIGURE = /\d[\d,]*\+?(?:-year-old| years? (?:in business|of (?:experience|engineering))| (?:delivered )?projects)/gi;

beforeAll(() => {
  // jsdom has no document.fonts; the consultation form's autosizing textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
  }
});

describe('the company figures', () => {
  it('on the home hero are the module’s, with their short labels', async () => {
    await renderRoute('/');
    const figures = screen.getByRole('list', { name: 'ITBD in numbers' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      COMPANY_FIGURES.map((figure) => `${figure.value} ${figure.short}`),
    );
  });

  it('on the career page are the module’s', async () => {
    await renderRoute('/career');
    const figures = await screen.findByRole('list', { name: 'ITBD in numbers' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      COMPANY_FIGURES.map((figure) => `${figure.value}${figure.label}`),
    );
  });

  it.each([
    ['/about/company-overview', 'An Agency with a Track Record'],
    ...CATALOGUE.services.map((service) => [pathOf(serviceLink(service)), 'Proven on Hundreds of Projects']),
  ])('on %s are the module’s', async (url, region) => {
    await renderRoute(url);
    const stats = await screen.findByRole('region', { name: region });
    expect(within(stats).getAllByRole('term').map((label) => label.textContent)).toEqual(COMPANY_FIGURES.map((figure) => figure.label));
    for (const figure of COMPANY_FIGURES) expect(stats).toHaveTextContent(figure.value);
  });

  it('are typed nowhere else in src/', () => {
    expect(Object.keys(SOURCES)).toContain('../features/blog/blog-listing.tsx');
    const typed = Object.entries(SOURCES).flatMap(([path, source]) => [...source.matchAll(TYPED_FIGURE)].map(([claim]) => `${path}: ${claim}`));
    expect(typed).toEqual([]);
  });

  it('in the blog’s hero are the module’s', async () => {
    await renderRoute('/blog');
    expect(screen.getByRole('heading', { level: 1 }).closest('section')).toHaveTextContent(`Lessons from ${PROJECTS_DELIVERED.value} projects`);
  });

  it('in the affiliate programme’s hero are the module’s', async () => {
    await renderRoute('/affiliate');
    expect(await screen.findByText(/delivered projects/)).toHaveTextContent(
      `Recommend a ${AGENCY_AGE_YEARS}-year-old agency with ${PROJECTS_DELIVERED.value} delivered projects`,
    );
  });

  it('in the company overview’s art are the module’s', () => {
    const { container } = render(<CompanyArt />);
    expect(container.querySelector('text')).toHaveTextContent(PROJECTS_DELIVERED.value);
  });
});
