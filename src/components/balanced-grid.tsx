import type { HTMLAttributes, ReactNode } from 'react';
import classes from '@/components/balanced-grid.module.css';

type Columns = 1 | 2 | 3 | 4 | 6;

interface BalancedColumns {
  base?: Columns;
  sm?: Columns;
  md?: Columns;
  lg?: Columns;
}

interface BalancedGridProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Columns from each of Mantine's breakpoints up, as SimpleGrid's `cols`; an unset one keeps the smaller one's. */
  cols: BalancedColumns;
  component?: 'div' | 'ul' | 'ol';
  children: ReactNode;
}

/**
 * A card grid like Mantine's SimpleGrid that never leaves a single card alone
 * on its last row: the last few cards share the last two rows instead
 * (balanced-grid.module.css). The cards' own order and markup are unchanged.
 */
export function BalancedGrid({ cols, component: Root = 'div', className, children, ...rest }: BalancedGridProps) {
  const base = cols.base ?? 1;
  const sm = cols.sm ?? base;
  const md = cols.md ?? sm;
  const lg = cols.lg ?? md;
  return (
    <Root
      {...rest}
      className={[classes.grid, className].filter(Boolean).join(' ')}
      data-base={base}
      data-sm={sm}
      data-md={md}
      data-lg={lg}
    >
      {children}
    </Root>
  );
}
