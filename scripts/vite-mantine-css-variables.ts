/**
 * What MantineProvider would write into <style> elements at start-up, as a stylesheet
 * built with the app (src/components/site-mantine-provider.tsx renders neither):
 * - the theme's CSS variables: computing them, and the browser parsing them from a
 *   string, cost a long task before the first paint. Like Mantine, it writes only what
 *   differs from its default variables (default-css-variables.css, imported beside it in
 *   entry-client.tsx);
 * - the classes behind `hiddenFrom` and `visibleFrom`, at the theme's breakpoints.
 */
import { type ConvertCSSVariablesInput, DEFAULT_THEME, convertCssVariables, defaultCssVariablesResolver, em, mergeMantineTheme, px } from '@mantine/core';
import type { Plugin } from 'vite';
import { theme } from '../src/theme.ts';

const MANTINE_CSS_VARIABLES_MODULE = 'virtual:mantine-css-variables.css';
const resolvedId = `\0${MANTINE_CSS_VARIABLES_MODULE}`;

type Section = keyof ConvertCSSVariablesInput;

const merged = mergeMantineTheme(DEFAULT_THEME, theme);

export function themeCssVariables(): string {
  const ours = defaultCssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (section: Section) => {
    const before: Record<string, string> = defaults[section];
    return Object.fromEntries(Object.entries(ours[section]).filter(([name, value]) => before[name] !== value));
  };
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
}

/** As Mantine's MantineClasses writes them (its breakpoints are in em here). */
export function breakpointClasses(): string {
  return Object.entries(merged.breakpoints)
    .map(([name, value]) => {
      const width = px(value) as number;
      const at = (n: number) => (value.includes('px') ? `${n}px` : em(n));
      return `@media (max-width: ${at(width - 0.1)}) {.mantine-visible-from-${name} {display: none !important;}}@media (min-width: ${at(width)}) {.mantine-hidden-from-${name} {display: none !important;}}`;
    })
    .join('');
}

export function mantineCssVariables(): Plugin {
  return {
    name: 'itbd-mantine-css-variables',
    resolveId: (source) => (source === MANTINE_CSS_VARIABLES_MODULE ? resolvedId : null),
    load: (id) => (id === resolvedId ? themeCssVariables() + breakpointClasses() : null),
  };
}
