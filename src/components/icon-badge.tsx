import { type MantineColor, type MantineRadius, type MantineSize, useMantineTheme } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from '@/components/icon-badge.module.css';

interface IconBadgeProps {
  size: MantineSize | number;
  radius?: MantineRadius;
  color?: MantineColor;
  variant?: 'filled' | 'light';
  /** The icon's own colour, when it differs from the variant's (a CSS colour). */
  iconColor?: string;
  children: ReactNode;
}

const THEME_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'];

/**
 * An icon on a tile, as Mantine's ThemeIcon draws it, as a decorative `<span>`
 * (icon-badge.module.css): its colours from the theme's variant colour resolver, as the
 * component's own are, without the component.
 */
export function IconBadge({ size, radius, color, variant, iconColor, children }: IconBadgeProps) {
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({ color: color ?? theme.primaryColor, theme, variant: variant ?? 'filled' });
  const custom = color !== undefined || variant !== undefined;
  const style = {
    '--ti-size': typeof size === 'number' ? `calc(${size / 16}rem * var(--mantine-scale))` : THEME_SIZES.includes(size) ? `var(--ti-size-${size})` : size,
    '--ti-radius': radius === undefined ? undefined : typeof radius === 'number' ? `calc(${radius / 16}rem * var(--mantine-scale))` : `var(--mantine-radius-${radius})`,
    '--ti-bg': custom ? colors.background : undefined,
    '--ti-color': custom ? colors.color : undefined,
    '--ti-bd': custom ? colors.border : undefined,
    color: iconColor,
  } as CSSProperties;
  return (
    <span className={classes.root} style={style} aria-hidden>
      {children}
    </span>
  );
}
