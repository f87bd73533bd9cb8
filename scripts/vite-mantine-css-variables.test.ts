import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '../src/theme.ts';
import { breakpointClasses, themeCssVariables } from './vite-mantine-css-variables.ts';

/** What MantineProvider itself would put in its <style> elements for the theme. */
function providerStyle(kind: 'true' | 'classes'): string {
  const markup = renderToStaticMarkup(createElement(MantineProvider, { theme, defaultColorScheme: 'light' }));
  const style = markup.match(new RegExp(`<style data-mantine-styles="${kind}">(.*?)</style>`, 's'))?.[1];
  if (style === undefined) throw new Error(`MantineProvider rendered no <style data-mantine-styles="${kind}">`);
  return style;
}

describe('themeCssVariables', () => {
  it('matches the variables MantineProvider renders for the theme', () => {
    expect(themeCssVariables()).toBe(providerStyle('true'));
  });

  it('carries the brand colours and leaves out what the default stylesheet already sets', () => {
    const css = themeCssVariables();
    expect(css).toContain('--mantine-color-brand-6: #0b63b6');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(css).not.toContain('--mantine-color-red-6:');
  });
});

describe('breakpointClasses', () => {
  it('matches the hiddenFrom and visibleFrom classes MantineProvider renders for the theme', () => {
    expect(breakpointClasses()).toBe(providerStyle('classes'));
    expect(breakpointClasses()).toContain('@media (min-width: 75em) {.mantine-hidden-from-lg {display: none !important;}}');
  });
});
