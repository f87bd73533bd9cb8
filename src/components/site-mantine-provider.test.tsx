import { useMantineColorScheme, useMantineTheme } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SiteMantineProvider } from './site-mantine-provider';

function Probe() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const theme = useMantineTheme();
  return (
    <button type="button" onClick={() => setColorScheme('dark')}>
      {`${theme.primaryColor} ${colorScheme}`}
    </button>
  );
}

describe('SiteMantineProvider', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  it('gives components the site theme and writes no <style> (the stylesheet carries it)', () => {
    const html = renderToString(
      <SiteMantineProvider>
        <Probe />
      </SiteMantineProvider>,
    );
    expect(html).toContain('brand light');
    expect(html).not.toContain('<style');
  });

  it('sets, saves and applies the colour scheme as MantineProvider does', () => {
    render(
      <SiteMantineProvider>
        <Probe />
      </SiteMantineProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('brand dark');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
