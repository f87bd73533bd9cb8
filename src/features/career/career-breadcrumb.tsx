import { Link } from '@tanstack/react-router';
import classes from '@/features/career/career.module.css';

export interface Crumb {
  label: string;
  /** A link for every crumb but the page itself. */
  to?: { to: '/' | '/career' } | { to: '/career/job-description/$slug'; params: { slug: string } };
}

/** Home / Career / ... on the navy header; the last crumb is the page itself. */
export function CareerBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? (
              <Link {...crumb.to} activeOptions={{ exact: true, includeSearch: false }}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
