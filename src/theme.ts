import { type MantineColorsTuple, createTheme } from '@mantine/core';

/**
 * Brand blue in the family of the old site's #0B63B6. Shade 6 (#0B63B6) gives
 * 6.0:1 with white, so it serves both as text on white and as a filled button
 * background with white text; shade 7 is used in the dark scheme.
 */
const brand: MantineColorsTuple = [
  '#e7f1fb',
  '#cfe2f6',
  '#a3c8ee',
  '#74ace5',
  '#4a92dc',
  '#2a7dd0',
  '#0b63b6',
  '#09539a',
  '#07447e',
  '#053462',
];

/** Deep navy for dark sections and headings. */
const navy: MantineColorsTuple = [
  '#e9eef7',
  '#cdd7ea',
  '#9eb0d3',
  '#6d87bb',
  '#4766a8',
  '#30519b',
  '#234494',
  '#183678',
  '#10295c',
  '#0a1f44',
];

/** Warm accent, used sparingly; dark text on it. */
const accent: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc2',
  '#fde08a',
  '#fcce4d',
  '#fbbf24',
  '#f59e0b',
  '#d97706',
  '#b45309',
  '#92400e',
  '#78350f',
];

export const FONT_STACK =
  "'Plus Jakarta Sans Variable', 'Noto Sans Bengali Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 7 },
  colors: { brand, navy, accent },
  fontFamily: FONT_STACK,
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '800',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.625rem, 1.3rem + 1.4vw, 2.375rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.375rem', lineHeight: '1.3' },
      h4: { fontSize: '1.125rem', lineHeight: '1.4' },
    },
  },
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1.0625rem', lg: '1.1875rem', xl: '1.375rem' },
  lineHeights: { md: '1.65' },
  defaultRadius: 'md',
  radius: { md: '12px' },
  shadows: { md: '0 8px 24px rgba(10, 31, 68, 0.08)' },
  spacing: { xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '32px' },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
});
