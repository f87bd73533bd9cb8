import { Link, type LinkOptions } from '@tanstack/react-router';
import classes from '@/components/breadcrumb.module.css';

export interface Crumb {
  label: string;
  /** Where the crumb leads; omitted for the page itself (the last crumb) and for sections without a page. */
  link?: LinkOptions;
}

/** Every trail starts at the home page. */
const HOME: Crumb = { label: 'Home', link: { to: '/' } };

interface BreadcrumbProps {
  /** The trail after Home, ending with the page itself. */
  crumbs: readonly Crumb[];
  /** 'navy' on the dark page headers, 'page' on the body background. */
  tone: 'navy' | 'page';
}

/** Home / ... / this page; the last crumb is marked as the current page. */
export function Breadcrumb({ crumbs, tone }: BreadcrumbProps) {
  const trail = [HOME, ...crumbs];
  return (
    <nav aria-label="Breadcrumb">
      <ol className={tone === 'navy' ? `${classes.breadcrumb} ${classes.navy}` : classes.breadcrumb}>
        {trail.map((crumb, index) => (
          <li key={crumb.label}>
            {crumb.link ? (
              <Link {...crumb.link} activeOptions={{ exact: true, includeSearch: false }}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current={index === trail.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
