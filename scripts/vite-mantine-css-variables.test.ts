import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '../src/theme.ts';
import { themeCssVariables } from './vite-mantine-css-variables.ts';

/** What MantineProvider itself would put in its <style> for the theme. */
function providerCssVariables(): string {
  const markup = renderToStaticMarkup(createElement(MantineProvider, { theme, defaultColorScheme: 'light' }));
  const style = markup.match(/<style data-mantine-styles="true">(.*?)<\/style>/s)?.[1];
  if (style === undefined) throw new Error('MantineProvider rendered no CSS variables');
  return style;
}

describe('themeCssVariables', () => {
  it('matches the variables MantineProvider renders for the theme', () => {
    expect(themeCssVariables()).toBe(providerCssVariables());
  });

  it('carries the brand colours and leaves out what the default stylesheet already sets', () => {
    const css = themeCssVariables();
    expect(css).toContain('--mantine-color-brand-6: #0b63b6');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(css).not.toContain('--mantine-color-red-6:');
  });
});
