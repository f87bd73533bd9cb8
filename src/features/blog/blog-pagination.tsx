import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import linkRow from '@/components/link-row.module.css';
import classes from '@/features/blog/blog.module.css';

/** Page numbers to show: the ends, the current page and its neighbours; null marks a gap. */
function pageWindow(current: number, last: number): Array<number | null> {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    return page === previous + 2 ? [previous + 1, page] : [null, page];
  });
}

const TARGET = 'latest-articles';

/** The previous or next page's arrow; on the first or last page it stays in place, disabled. */
function StepLink({ label, page, icon: Icon }: { label: string; page: number | null; icon: typeof IconChevronLeft }) {
  return (
    <li>
      {page === null ? (
        <span className={classes.pageLink} aria-disabled="true" aria-label={label} role="link">
          <Icon size={18} aria-hidden />
        </span>
      ) : (
        <Link to="/blog" search={{ page }} hash={TARGET} activeOptions={{ exact: true }} className={classes.pageLink} aria-label={label}>
          <Icon size={18} aria-hidden />
        </Link>
      )}
    </li>
  );
}

/**
 * Pages of the latest articles as real links (`/blog?page=2`), so a page can
 * be shared, opened in a new tab and left with the back button.
 */
export function BlogPagination({ current, last }: { current: number; last: number }) {
  if (last <= 1) return null;
  return (
    <nav aria-label="Latest articles pages">
      <ul className={linkRow.row}>
        <StepLink label="Previous page" page={current > 1 ? current - 1 : null} icon={IconChevronLeft} />
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={classes.pageGap} aria-hidden>
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to="/blog"
                search={{ page }}
                hash={TARGET}
                activeOptions={{ exact: true }}
                className={classes.pageLink}
                aria-label={`Page ${page}`}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <StepLink label="Next page" page={current < last ? current + 1 : null} icon={IconChevronRight} />
      </ul>
    </nav>
  );
}
