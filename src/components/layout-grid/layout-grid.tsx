import { type MantineSpacing, getSpacing } from '@mantine/core';
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import classes from '@/components/layout-grid/layout-grid.module.css';
import markup from '@/styles/markup.module.css';

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

interface LayoutGridProps extends HTMLAttributes<HTMLElement> {
  /** Columns from each breakpoint up, as SimpleGrid's `cols`. */
  cols: Responsive<number>;
  /** The gap between columns, as SimpleGrid's `spacing`. */
  spacing?: Responsive<MantineSpacing | number>;
  /** The gap between rows; the column gap when unset. */
  verticalSpacing?: Responsive<MantineSpacing | number>;
  component?: 'div' | 'ul' | 'ol' | 'dl';
  /** Margin, margin-top and padding, as Box's `m`, `mt` and `p`. */
  m?: MantineSpacing | number;
  mt?: MantineSpacing | number;
  p?: MantineSpacing | number;
  ref?: Ref<HTMLDivElement>;
  children?: ReactNode;
}

/** Mantine's SimpleGrid (same props, same layout) without the <style> elements it writes into the body. */
export function LayoutGrid({ cols, spacing: columnGap = 'md', verticalSpacing, className, style, component: Root = 'div', m, mt, p, ref, ...rest }: LayoutGridProps) {
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
  const box = { margin: m === undefined ? undefined : spacing(m), marginTop: mt === undefined ? undefined : spacing(mt), padding: p === undefined ? undefined : spacing(p) };
  return (
    <Root
      {...rest}
      // The element differs per use (a list, a definition list); the ref is typed for any of them.
      ref={ref as Ref<never>}
      className={[classes.grid, className].filter(Boolean).join(' ')}
      style={{ ...vars, ...box, ...style }}
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
  /** Left out below this breakpoint, as Box's `visibleFrom`. */
  visibleFrom?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

const VISIBLE_FROM = { sm: markup.hiddenBelowSm, md: markup.hiddenBelowMd, lg: markup.hiddenBelowLg };

export function SplitCol({ span, visibleFrom, children }: SplitColProps) {
  return (
    <div className={[classes.splitCol, visibleFrom && VISIBLE_FROM[visibleFrom]].filter(Boolean).join(' ')} style={{ '--split-span': span } as CSSProperties}>
      {children}
    </div>
  );
}

/**
 * Mantine's `py={{ base, md }}` as a class and two variables, spread onto an element:
 * `<section {...blockPadding(56, 80, classes.band)}>`. The style prop would write a <style>
 * element into the body.
 */
export function blockPadding(base: MantineSpacing | number, md: MantineSpacing | number, className?: string) {
  return {
    className: [classes.blockPadding, className].filter(Boolean).join(' '),
    style: { '--block-padding-base': spacing(base), '--block-padding-md': spacing(md) } as CSSProperties,
  };
}
