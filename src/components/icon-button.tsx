import { type MantineColor, useMantineTheme } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import classes from '@/components/button.module.css';

interface IconLookProps {
  /** Mantine ActionIcon's variants, the ones this site uses. */
  variant?: 'default' | 'subtle' | 'filled' | 'light' | 'white' | 'transparent';
  color?: MantineColor;
  radius?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Every icon button here is 44 px, to tap (the theme's ActionIcon size). */
  size?: 44;
}

/** The class, variant and colour variables of the theme's ActionIcon, from the theme's variant colour resolver as the component's are. */
function useIconLook({ variant, color, radius }: IconLookProps, className: string | undefined, style: CSSProperties | undefined) {
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
  return {
    className: ['mantine-focus-auto mantine-active', classes.icon, className].filter(Boolean).join(' '),
    'data-variant': variant,
    style: { ...vars, ...style },
  };
}

type IconButtonProps = IconLookProps & Omit<ComponentPropsWithRef<'button'>, 'color'>;

/**
 * An icon-only `<button>` drawn as the theme's Mantine ActionIcon (44 px square,
 * button.module.css). It needs an `aria-label`.
 */
export function IconButton({ variant, color, radius, size: _size, className, style, children, type = 'button', ...button }: IconButtonProps) {
  const look = useIconLook({ variant, color, radius }, className, style);
  return (
    <button type={type} {...button} {...look}>
      <span className={classes.iconInner}>{children}</span>
    </button>
  );
}

type IconAnchorProps = IconLookProps & Omit<ComponentPropsWithRef<'a'>, 'color'>;

/** The same look on a plain `<a>`, for an icon-only link to an `href` (another site). It needs an `aria-label`. */
export function IconAnchor({ variant, color, radius, size: _size, className, style, children, ...anchor }: IconAnchorProps) {
  const look = useIconLook({ variant, color, radius }, className, style);
  return (
    <a {...anchor} {...look}>
      <span className={classes.iconInner}>{children}</span>
    </a>
  );
}
