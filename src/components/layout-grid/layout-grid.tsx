import { Box, type BoxProps, type MantineSpacing, getSpacing } from '@mantine/core';
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import classes from '@/components/layout-grid/layout-grid.module.css';

const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/** One value per breakpoint, each unset one taking the one below it, as Mantine's responsive props do. */
function perBreakpoint<T>(value: Responsive<T>): Record<Breakpoint, T> {
  const given = typeof value === 'object' && value !== null ? (value as Partial<Record<Breakpoint, T>>) : { base: value as T };
  let last = given.base as T;
  return Object.fromEntries(BREAKPOINTS.map((point) => [point, (last = given[point] ?? last)])) as Record<Breakpoint, T>;
}

const spacing = (value: MantineSpacing | number) => getSpacing(value) ?? '0';

interface LayoutGridProps extends BoxProps, Omit<HTMLAttributes<HTMLElement>, 'color' | 'style'> {
  /** Columns from each breakpoint up, as SimpleGrid's `cols`. */
  cols: Responsive<number>;
  /** The gap between columns, as SimpleGrid's `spacing`. */
  spacing?: Responsive<MantineSpacing | number>;
  /** The gap between rows; the column gap when unset. */
  verticalSpacing?: Responsive<MantineSpacing | number>;
  component?: 'div' | 'ul' | 'ol' | 'dl';
  ref?: Ref<HTMLDivElement>;
  children?: ReactNode;
}

/** Mantine's SimpleGrid (same props, same layout) without the <style> elements it writes into the body. */
export function LayoutGrid({ cols, spacing: columnGap = 'md', verticalSpacing, className, style, component = 'div', ...rest }: LayoutGridProps) {
  const columns = perBreakpoint(cols);
  const space = perBreakpoint(columnGap);
  const vspace = perBreakpoint(verticalSpacing ?? columnGap);
  const vars = Object.fromEntries(
    BREAKPOINTS.flatMap((point) => [
      [`--lg-cols-${point}`, String(columns[point])],
      [`--lg-space-${point}`, spacing(space[point])],
      [`--lg-vspace-${point}`, spacing(vspace[point])],
    ]),
  ) as CSSProperties;
  return (
    <Box
      // The element differs per use (a list, a definition list); Box's props are typed for one at a time.
      component={component as 'div'}
      {...rest}
      className={[classes.grid, className].filter(Boolean).join(' ')}
      style={[vars, style]}
    />
  );
}

interface SplitProps {
  /** The gap between the columns (and between them stacked on phones); from `md` up, `mdGap` when given. */
  gap: MantineSpacing | number;
  mdGap?: MantineSpacing | number;
  align?: CSSProperties['alignItems'];
  children: ReactNode;
}

/** Mantine's Grid for columns that sit side by side from `md` and stack below it, without its <style> elements. */
export function Split({ gap, mdGap, align, children }: SplitProps) {
  const style = { '--split-gap-base': spacing(gap), '--split-gap-md': spacing(mdGap ?? gap), '--split-align': align } as CSSProperties;
  return (
    <div className={classes.split} style={style}>
      {children}
    </div>
  );
}

interface SplitColProps {
  /** Its share of the row from `md` up, out of 12 (Grid.Col's `span={{ base: 12, md: span }}`). */
  span: number;
  visibleFrom?: BoxProps['visibleFrom'];
  children: ReactNode;
}

export function SplitCol({ span, visibleFrom, children }: SplitColProps) {
  return (
    <Box className={classes.splitCol} visibleFrom={visibleFrom} style={{ '--split-span': span } as CSSProperties}>
      {children}
    </Box>
  );
}

/**
 * Mantine's `py={{ base, md }}` as a class and two variables, spread onto an element:
 * `<Box {...blockPadding(56, 80, classes.band)}>`. The style prop would write a <style>
 * element into the body.
 */
export function blockPadding(base: MantineSpacing | number, md: MantineSpacing | number, className?: string) {
  return {
    className: [classes.blockPadding, className].filter(Boolean).join(' '),
    style: { '--block-padding-base': spacing(base), '--block-padding-md': spacing(md) } as CSSProperties,
  };
}
