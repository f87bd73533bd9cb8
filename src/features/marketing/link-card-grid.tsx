import { BalancedGrid } from '@/components/balanced-grid';
import { IconArrowRight, type Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from '@/features/marketing/marketing.module.css';
import markup from '@/styles/markup.module.css';
import { IconCardHead } from '@/components/sections/feature-grid';
import { pathOf } from '@/lib/catalogue';
import type { SiteLink } from '@/lib/site-link';

export interface LinkCardItem {
  link: SiteLink;
  name: string;
  icon: Icon;
  summary: string;
}

/** Cards that each lead to a page; the whole card is clickable, the link text names it. */
export function LinkCardGrid({ items, linkLabel, columns = 3 }: { items: readonly LinkCardItem[]; linkLabel: string; columns?: 2 | 3 }) {
  return (
    <BalancedGrid cols={{ base: 1, sm: 2, lg: columns }} component="ul">
      {items.map((item) => (
        <li key={pathOf(item.link)}>
          <div className={`${markup.card} ${classes.linkCard}`}>
            <IconCardHead icon={item.icon} title={item.name} />
            <p className={`${markup.text} ${markup.dimmed} ${classes.linkCardSummary}`}>{item.summary}</p>
            <Link to={item.link.to} params={item.link.params} className={`${classes.cardLink} ${classes.stretched}`}>
              {linkLabel}
              <span className="visually-hidden">: {item.name}</span>
              <IconArrowRight size={18} aria-hidden />
            </Link>
          </div>
        </li>
      ))}
    </BalancedGrid>
  );
}
