/**
 * The theme's CSS variables as a stylesheet built with the app, instead of
 * the <style> MantineProvider renders at start-up: computing them, and the
 * browser parsing them from a string, cost a long task before the first paint.
 * Like Mantine, it writes only what differs from its default variables
 * (default-css-variables.css, imported beside it in main.tsx).
 */
import { type ConvertCSSVariablesInput, DEFAULT_THEME, convertCssVariables, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import type { Plugin } from 'vite';
import { theme } from '../src/theme.ts';

const MANTINE_CSS_VARIABLES_MODULE = 'virtual:mantine-css-variables.css';
const resolvedId = `\0${MANTINE_CSS_VARIABLES_MODULE}`;

type Section = keyof ConvertCSSVariablesInput;

export function themeCssVariables(): string {
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (section: Section) => {
    const before: Record<string, string> = defaults[section];
    return Object.fromEntries(Object.entries(ours[section]).filter(([name, value]) => before[name] !== value));
  };
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
}

export function mantineCssVariables(): Plugin {
  return {
    name: 'itbd-mantine-css-variables',
    resolveId: (source) => (source === MANTINE_CSS_VARIABLES_MODULE ? resolvedId : null),
    load: (id) => (id === resolvedId ? themeCssVariables() : null),
  };
}
