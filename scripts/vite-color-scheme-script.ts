/**
 * Mantine's ColorSchemeScript, rendered into index.html at build time: it
 * sets the saved colour scheme on <html> before the first paint, so a
 * visitor who chose dark does not see a light page flash while the app loads.
 */
import { ColorSchemeScript } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';

export function colorSchemeScript(): Plugin {
  const markup = renderToStaticMarkup(createElement(ColorSchemeScript, { defaultColorScheme: 'light' }));
  return {
    name: 'itbd-color-scheme-script',
    transformIndexHtml: (html) => html.replace('<head>', `<head>\n    ${markup}`),
  };
}
