import { type MantineColor, useMantineTheme } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import classes from '@/components/button.module.css';

interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'color'> {
  /** Mantine ActionIcon's variants, the ones this site uses. */
  variant?: 'default' | 'subtle' | 'filled' | 'light' | 'white' | 'transparent';
  color?: MantineColor;
  radius?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Every icon button here is 44 px, to tap (the theme's ActionIcon size). */
  size?: 44;
}

/**
 * An icon-only `<button>` drawn as the theme's Mantine ActionIcon (44 px square,
 * button.module.css), its colours from the theme's variant colour resolver as the
 * component's are. It needs an `aria-label`.
 */
export function IconButton({ variant, color, radius, size: _size, className, style, children, type = 'button', ...button }: IconButtonProps) {
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({ color: color ?? theme.primaryColor, theme, variant: variant ?? 'filled' });
  const vars = {
    '--button-bg': colors.background,
    '--button-hover': colors.hover,
    '--button-color': colors.color,
    '--button-bd': colors.border,
    '--button-hover-color': colors.hoverColor,
    '--button-radius': radius ? `var(--mantine-radius-${radius})` : undefined,
  } as CSSProperties;
  return (
    <button
      type={type}
      {...button}
      className={['mantine-focus-auto mantine-active', classes.icon, className].filter(Boolean).join(' ')}
      data-variant={variant}
      style={{ ...vars, ...style }}
    >
      <span className={classes.iconInner}>{children}</span>
    </button>
  );
}
