import { screen } from '@testing-library/react';
import { IconBadge } from '@/components/icon-badge';
import { LayoutGrid, Split, SplitCol, blockPadding } from '@/components/layout-grid/layout-grid';
import { renderWithProviders } from '@/test/render';

describe('LayoutGrid', () => {
  it("gives every breakpoint its columns and gaps, an unset one taking the one below it, and writes no <style> element", () => {
    const { container } = renderWithProviders(
      <LayoutGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={{ base: 'xs', md: 40 }} component="ul" aria-label="Cards">
        <li>One</li>
      </LayoutGrid>,
    );
    const grid = screen.getByRole('list', { name: 'Cards' });
    const value = (name: string) => grid.style.getPropertyValue(name);
    expect([value('--lg-cols-base'), value('--lg-cols-xs'), value('--lg-cols-sm'), value('--lg-cols-md'), value('--lg-cols-lg'), value('--lg-cols-xl')]).toEqual(['1', '1', '2', '2', '3', '3']);
    expect(value('--lg-space-sm')).toBe('var(--mantine-spacing-xs)');
    expect(value('--lg-space-md')).toBe('calc(2.5rem * var(--mantine-scale))');
    expect(value('--lg-vspace-xl')).toBe(value('--lg-space-xl'));
    expect(container.querySelector('style[data-mantine-styles="inline"]')).toBeNull();
  });
});

describe('Split', () => {
  it('sets the gaps and each column its span, without <style> elements', () => {
    const { container } = renderWithProviders(
      <Split gap="lg" mdGap={48}>
        <SplitCol span={7}>Text</SplitCol>
        <SplitCol span={5}>Actions</SplitCol>
      </Split>,
    );
    expect(screen.getByText('Text').style.getPropertyValue('--split-span')).toBe('7');
    expect(container.querySelector('style[data-mantine-styles="inline"]')).toBeNull();
  });

  it('pads a block per breakpoint through a class and two variables', () => {
    expect(blockPadding(56, 'xl', 'band')).toEqual({
      className: expect.stringMatching(/band$/),
      style: { '--block-padding-base': 'calc(3.5rem * var(--mantine-scale))', '--block-padding-md': 'var(--mantine-spacing-xl)' },
    });
  });
});

describe('IconBadge', () => {
  it('is a decorative <span> with ThemeIcon’s variables and no radius or color attributes', () => {
    const { container } = renderWithProviders(
      <IconBadge size={20} radius="xl" color="teal" variant="light">
        ✓
      </IconBadge>,
    );
    const badge = container.querySelector('span[aria-hidden]');
    expect(badge?.tagName).toBe('SPAN');
    expect(badge?.getAttribute('radius')).toBeNull();
    expect(badge?.getAttribute('color')).toBeNull();
    expect((badge as HTMLElement).style.getPropertyValue('--ti-radius')).toBe('var(--mantine-radius-xl)');
  });
});
