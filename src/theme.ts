import {
  type ActionIconProps,
  type AnchorProps,
  type ButtonProps,
  type CardProps,
  type ContainerProps,
  type InputWrapperProps,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type PaperProps,
  type PasswordInputProps,
  type TextInputProps,
  type TextareaProps,
  createTheme,
  rem,
} from '@mantine/core';

/**
 * A component's theme entry, typed by its props. Mantine's `Component.extend`
 * does the same, but importing the components only for it would put every one
 * of them in the first-load bundle.
 */
function themed<Props>(entry: {
  defaultProps?: Partial<Props>;
  vars?: (theme: unknown, props: Props) => Record<string, Record<string, string | undefined>>;
  styles?: Record<string, Record<string, string | number>>;
}): MantineThemeComponent {
  return entry as MantineThemeComponent;
}

/**
 * Brand blue in the family of the old site's #0B63B6. Shade 6 (#0B63B6) gives
 * 6.0:1 with white, so it serves both as text on white and as a filled button
 * background with white text. In the dark scheme buttons use shade 7 (7.6:1
 * with white) and text uses shades 2-4 (7:1 and more on the dark body).
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

/** Deep navy for dark sections and headings; white on shade 9 is 16:1. */
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

/** Warm accent, used sparingly; always dark text on it (navy on shade 4 is 9:1). */
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

/**
 * Mantine's dark greys tinted towards the navy, so the dark scheme feels like
 * the brand. Text (0) on the body (7) is 11.8:1 and dimmed text (2) 5.2:1.
 */
const dark: MantineColorsTuple = [
  '#d5dbe6',
  '#aeb8c9',
  '#8592a8',
  '#5d6b83',
  '#3a4760',
  '#2b3852',
  '#1f2a40',
  '#161f33',
  '#111a2b',
  '#0b1220',
];

const FONT_STACK =
  "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Fallback', 'Noto Sans Bengali Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * One type scale for the whole site: body 17 px with a 1.65 line height,
 * headlines bold and tight, fluid between phone and desktop.
 */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 7 },
  colors: { brand, navy, accent, dark },
  // Filled accent buttons get dark text, brand and navy ones white text.
  autoContrast: true,
  luminanceThreshold: 0.35,
  white: '#ffffff',
  black: '#101828',
  fontFamily: FONT_STACK,
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '800',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.625rem, 1.3rem + 1.4vw, 2.375rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
      h4: { fontSize: '1.0625rem', lineHeight: '1.4' },
      h5: { fontSize: '1rem', lineHeight: '1.4' },
      h6: { fontSize: '0.875rem', lineHeight: '1.4' },
    },
  },
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1.0625rem', lg: '1.1875rem', xl: '1.375rem' },
  lineHeights: { xs: '1.5', sm: '1.55', md: '1.65', lg: '1.65', xl: '1.6' },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  // One card shadow everywhere (md); sm and lg only for hover lift and overlays.
  shadows: {
    xs: '0 1px 2px rgba(10, 31, 68, 0.06)',
    sm: '0 2px 8px rgba(10, 31, 68, 0.06)',
    md: '0 8px 24px rgba(10, 31, 68, 0.08)',
    lg: '0 16px 40px rgba(10, 31, 68, 0.12)',
    xl: '0 24px 64px rgba(10, 31, 68, 0.16)',
  },
  // The 8 px grid.
  spacing: { xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '32px' },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    Container: themed<ContainerProps>({
      defaultProps: { size: 'lg' },
      vars: (_theme, props) => ({ root: { '--container-size': props.size === 'lg' || props.size === undefined ? rem(1200) : undefined } }),
    }),
    Title: themed({
      styles: { root: { letterSpacing: '-0.02em' } },
    }),
    Button: themed<ButtonProps>({
      defaultProps: { size: 'md', radius: 'md' },
      // Tap targets of at least 44 px (DESIGN.md) for the default size.
      vars: (_theme, props) => ({
        root: props.size === 'md' || props.size === undefined ? { '--button-height': rem(44), '--button-padding-x': rem(20) } : {},
      }),
      styles: { root: { fontWeight: 700 } },
    }),
    // Form inputs (size md, every form's default below) 48 px tall, comfortable to tap
    // (DESIGN.md). Mantine declares --input-height-md on each input wrapper, so
    // a root CSS variable cannot change it; the wrapper's own vars can. This is
    // the Input every text, password, select and textarea field renders;
    // textareas take it only as their minimum height.
    Input: themed<InputWrapperProps & { size?: string }>({
      vars: (_theme, props) => ({ wrapper: props.size === 'md' ? { '--input-height': rem(48) } : {} }),
    }),
    TextInput: themed<TextInputProps>({ defaultProps: { size: 'md' } }),
    Textarea: themed<TextareaProps>({ defaultProps: { size: 'md' } }),
    // The eye button's name leaves out 'password', so the field is the one thing the label 'Password' names.
    PasswordInput: themed<PasswordInputProps>({ defaultProps: { size: 'md', visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' } } }),
    ActionIcon: themed<ActionIconProps>({
      defaultProps: { size: 44, radius: 'md' },
    }),
    Card: themed<CardProps>({
      defaultProps: { radius: 'md', shadow: 'md', withBorder: true, padding: 'lg' },
    }),
    Paper: themed<PaperProps>({
      defaultProps: { radius: 'md' },
    }),
    // Links inside text are underlined, so they never rely on colour alone (WCAG 1.4.1).
    Anchor: themed<AnchorProps>({
      defaultProps: { underline: 'always' },
    }),
  },
});
