import { type Icon, IconCheck } from '@tabler/icons-react';
import { BalancedGrid } from '@/components/balanced-grid';
import card from '@/components/card.module.css';
import { IconBadge } from '@/components/icon-badge';
import classes from '@/components/sections/sections.module.css';
import markup from '@/styles/markup.module.css';

export interface Feature {
  icon: Icon;
  title: string;
  description: string;
  /** A short list of what is included. */
  points?: readonly string[];
  /** A figure or tag shown on the card, e.g. '1.2k+ jobs'. */
  meta?: string;
}

interface FeatureGridProps {
  items: readonly Feature[];
  /** Columns on wide screens. */
  columns?: 2 | 3 | 4;
}

/** A grid card's icon tile and heading, the same on every card grid. */
export function IconCardHead({ icon: CardIcon, title }: { icon: Icon; title: string }) {
  return (
    <>
      <span className={`${card.iconTile} ${classes.featureIcon}`} aria-hidden>
        <CardIcon size={28} stroke={1.6} />
      </span>
      <h3 className={`${markup.h3} ${classes.cardTitle}`}>{title}</h3>
    </>
  );
}

/** Cards of one kind: an icon, a title, a sentence and optionally what is included. */
export function FeatureGrid({ items, columns = 3 }: FeatureGridProps) {
  return (
    <BalancedGrid cols={{ base: 1, sm: 2, lg: columns }} component="ul">
      {items.map((feature) => (
        <li key={feature.title}>
          <div className={`${card.panel} ${classes.card} ${classes.featureCard}`}>
            <IconCardHead icon={feature.icon} title={feature.title} />
            {feature.meta && <p className={`${markup.text} ${markup.fzSm} ${classes.featureMeta}`}>{feature.meta}</p>}
            <p className={`${markup.text} ${markup.dimmed} ${classes.featureText}`}>{feature.description}</p>
            {feature.points && (
              <ul className={classes.points}>
                {feature.points.map((point) => (
                  <li key={point} className={classes.point}>
                    <span className={classes.pointRow}>
                      <span className={classes.pointIcon}>
                        <IconBadge size={20} radius="xl" variant="light">
                          <IconCheck size={13} stroke={3} />
                        </IconBadge>
                      </span>
                      <span>{point}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </BalancedGrid>
  );
}
