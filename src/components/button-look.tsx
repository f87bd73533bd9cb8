import { type MantineColor, type MantineSpacing, getSpacing, useMantineTheme } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from '@/components/button.module.css';

type ButtonVariant = 'filled' | 'light' | 'outline' | 'subtle' | 'default' | 'white' | 'transparent';

/** What decides how a button looks: Mantine Button's own props, the ones this site uses. */
export interface ButtonLookProps {
  variant?: ButtonVariant;
  /** A theme colour ('brand', 'accent.4') or a CSS one ('white'), as Button's `color`. */
  color?: MantineColor;
  /** The text colour over the variant's, as Button's `c` ('navy.9'). */
  c?: MantineColor;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'compact-sm';
  radius?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  fullWidth?: boolean;
  mt?: MantineSpacing | number;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

/** A theme colour ('navy.9', 'brand') as its CSS variable; anything else as it is. */
function colorValue(color: string): string {
  const [name, shade] = color.split('.');
  if (shade !== undefined) return `var(--mantine-color-${name}-${shade})`;
  return /^[a-z]+$/.test(color) && !['white', 'black', 'transparent', 'inherit', 'currentColor'].includes(color)
    ? `var(--mantine-color-${color}-text)`
    : color;
}

/**
 * The class, data attributes and variables that draw Mantine's Button on a plain element
 * (button.module.css): the colours come from the theme's variant colour resolver, as the
 * component's own do, so every variant and colour looks exactly as it did.
 */
export function useButtonLook({ variant, color, c, size = 'md', radius, fullWidth, mt, leftSection, rightSection }: ButtonLookProps, className?: string) {
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({ color: color ?? theme.primaryColor, theme, variant: variant ?? 'filled' });
  const custom = color !== undefined || variant !== undefined;
  const style = {
    '--button-bg': custom ? colors.background : undefined,
    '--button-hover': custom ? colors.hover : undefined,
    '--button-color': colors.color,
    '--button-bd': custom ? colors.border : undefined,
    '--button-hover-color': custom ? colors.hoverColor : undefined,
    '--button-radius': radius ? `var(--mantine-radius-${radius})` : undefined,
    color: c ? colorValue(c) : undefined,
    marginTop: mt === undefined ? undefined : getSpacing(mt),
  } as CSSProperties;
  return {
    className: ['mantine-focus-auto mantine-active', classes.root, className].filter(Boolean).join(' '),
    style,
    // What the site's checks find a button by, link or not (e2e/capitalisation.spec.ts).
    'data-button': true,
    'data-variant': variant,
    'data-size': size,
    'data-block': fullWidth || undefined,
    'data-with-left-section': leftSection ? true : undefined,
    'data-with-right-section': rightSection ? true : undefined,
  };
}

/** What goes inside the element: the label between its optional sections, as in Mantine's Button. */
export function ButtonContent({ leftSection, rightSection, children }: { leftSection?: ReactNode; rightSection?: ReactNode; children?: ReactNode }) {
  return (
    <span className={classes.inner}>
      {leftSection && (
        <span className={classes.section} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={classes.label}>{children}</span>
      {rightSection && (
        <span className={classes.section} data-position="right">
          {rightSection}
        </span>
      )}
    </span>
  );
}
