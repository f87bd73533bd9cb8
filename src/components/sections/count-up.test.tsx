import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountUp, parseFigure } from '@/components/sections/count-up';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderHydrated } from '@/test/render';
import { theme } from '@/theme';

const renderCountUp = (value: string) =>
  render(
    <MantineProvider theme={theme}>
      <CountUp value={value} />
    </MantineProvider>,
  );

function preferReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('prefers-reduced-motion') })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('parseFigure', () => {
  it('splits a figure into the counting number and the text around it', () => {
    expect(parseFigure('50,000+')).toEqual({ prefix: '', number: 50000, decimals: 0, grouped: true, suffix: '+' });
    expect(parseFigure('৳50K+')).toEqual({ prefix: '৳', number: 50, decimals: 0, grouped: false, suffix: 'K+' });
    expect(parseFigure('1.2k+')).toMatchObject({ number: 1.2, decimals: 1, suffix: 'k+' });
    expect(parseFigure('4.9')).toMatchObject({ number: 4.9, decimals: 1, suffix: '' });
    expect(parseFigure('98%')).toMatchObject({ number: 98, suffix: '%' });
  });

  it('does not count figures that are not one number', () => {
    expect(parseFigure('24/7')).toBeNull();
    expect(parseFigure('2-3 days')).toBeNull();
    expect(parseFigure('Same-day')).toBeNull();
  });
});

describe('CountUp', () => {
  it('keeps the final figure in the text for assistive technology while it counts', () => {
    renderCountUp('10K+');
    expect(screen.getByText('10K+')).toBeInTheDocument();
    // The counting digits wait for the figure to scroll into view and are hidden from assistive technology.
    expect(screen.getByText('0K+')).toHaveAttribute('aria-hidden', 'true');
  });

  it('counts up to the final figure once it scrolls into view', async () => {
    const { report } = stubIntersectionObserver();
    renderCountUp('500+');
    await report();
    // When the count is done only the final figure is left, once.
    await vi.waitFor(() => expect(screen.getAllByText('500+')).toHaveLength(1), { timeout: 3000 });
    expect(screen.getByText('500+')).not.toHaveAttribute('aria-hidden');
  });

  it('shows the final figure at once under reduced motion', () => {
    restore = preferReducedMotion();
    renderCountUp('50,000+');
    expect(screen.getByText('50,000+')).toBeVisible();
    expect(screen.getAllByText(/\d/)).toHaveLength(1);
  });

  it('sends the final figure from the server, then counts from zero once hydrated, without a mismatch', async () => {
    const { serverHtml, recovered } = await renderHydrated(<CountUp value="500+" />);
    expect(recovered).toEqual([]);
    expect(serverHtml).toContain('<span>500+</span>');
    expect(screen.getByText('0+')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows figures that are not one number as they are', () => {
    renderCountUp('2-3 days');
    expect(screen.getAllByText('2-3 days')).toHaveLength(1);
  });
});
