import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, pathOf, serviceLink } from '@/lib/catalogue';
import { COMPANY_FIGURES } from '@/lib/company-figures';
import { renderRoute } from '@/test/render';

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
    ['/about/company-overview', 'An agency with a track record'],
    ...CATALOGUE.services.map((service) => [pathOf(serviceLink(service)), 'Proven on hundreds of projects']),
  ])('on %s are the module’s', async (url, region) => {
    await renderRoute(url);
    const stats = await screen.findByRole('region', { name: region });
    expect(within(stats).getAllByRole('term').map((label) => label.textContent)).toEqual(COMPANY_FIGURES.map((figure) => figure.label));
    for (const figure of COMPANY_FIGURES) expect(stats).toHaveTextContent(figure.value);
  });
});
