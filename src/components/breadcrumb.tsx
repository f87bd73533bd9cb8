import { Link, type LinkOptions } from '@tanstack/react-router';
import classes from '@/components/breadcrumb.module.css';

export interface Crumb {
  label: string;
  /** Where the crumb leads; omitted for the page itself (the last crumb) and for sections without a page. */
  link?: LinkOptions;
}

interface BreadcrumbProps {
  crumbs: readonly Crumb[];
  /** 'navy' on the dark page headers, 'page' on the body background. */
  tone: 'navy' | 'page';
}

/** Home / ... / this page; the last crumb is marked as the current page. */
export function Breadcrumb({ crumbs, tone }: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={tone === 'navy' ? `${classes.breadcrumb} ${classes.navy}` : classes.breadcrumb}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.label}>
            {crumb.link ? (
              <Link {...crumb.link} activeOptions={{ exact: true, includeSearch: false }}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
