import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';

/** The hero: the section the page's h1 names. */
async function hero() {
  const heading = await screen.findByRole('heading', { level: 1 });
  return heading.closest('section')!;
}

describe('PageHero', () => {
  it("is the page's named top: its breadcrumb, eyebrow, one h1 and words, in one column when it has no picture", async () => {
    await renderRoute('/portfolio');

    const section = await hero();
    expect(section).toHaveAccessibleName('Work We Are Proud Of');
    expect(within(section).getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(section.querySelector('[data-with-visual]')).toBeNull();
  });

  it('holds its picture beside the words when it has one', async () => {
    await renderRoute('/blog');

    const section = await hero();
    expect(section.querySelector('[data-with-visual]')).not.toBeNull();
    expect(section.querySelector('[data-with-visual] svg')).not.toBeNull();
  });
});
