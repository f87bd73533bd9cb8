import { type MantineColor, type MantineRadius, type MantineSize, ThemeIcon, useMantineTheme } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

interface IconBadgeProps {
  size: MantineSize | number;
  radius?: MantineRadius;
  color?: MantineColor;
  variant?: 'filled' | 'light';
  /** The icon's own colour, when it differs from the variant's (a CSS colour). */
  iconColor?: string;
  children: ReactNode;
}

/**
 * An icon on a tile, exactly as Mantine's ThemeIcon draws it (its class and its own
 * variables), as a decorative `<span>`. ThemeIcon renders a `<div>`, which HTML does not
 * allow where these sit (a List item's icon `<span>`), and passes its `radius` and `color`
 * props on to the element as attributes; the Nu HTML checker rejects both.
 */
export function IconBadge({ size, radius, color, variant, iconColor, children }: IconBadgeProps) {
  const theme = useMantineTheme();
  const vars = ThemeIcon.varsResolver(theme, { size, radius, color, variant }, undefined).root as CSSProperties;
  return (
    <span className={ThemeIcon.classes.root} style={iconColor ? { ...vars, color: iconColor } : vars} aria-hidden>
      {children}
    </span>
  );
}
