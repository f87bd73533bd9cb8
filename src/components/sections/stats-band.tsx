import card from '@/components/card.module.css';
import { CountUp } from '@/components/sections/count-up';
import classes from '@/components/sections/sections.module.css';
import { LayoutGrid } from '@/components/layout-grid/layout-grid';

export interface Stat {
  /** As shown, e.g. '500+', '98%', '4.9'. */
  value: string;
  label: string;
}

/** A row of figures that count up as they scroll into view; each label is read before its figure. */
export function StatsBand({ stats }: { stats: readonly Stat[] }) {
  return (
    <LayoutGrid component="dl" cols={{ base: stats.length === 3 ? 3 : 2, md: Math.min(stats.length, 4) }} spacing={{ base: 'xs', sm: 'md' }} m={0}>
      {stats.map((stat) => (
        <div key={stat.label} className={`${card.panel} ${classes.stat}`}>
          <dt className={classes.statLabel}>{stat.label}</dt>
          <dd className={classes.statValue}>
            <CountUp value={stat.value} />
          </dd>
        </div>
      ))}
    </LayoutGrid>
  );
}
