import { Link } from '@tanstack/react-router';
import classes from '@/features/blog/blog.module.css';

/** Home / Blog / the post's title; the last crumb is the page itself. */
export function PostBreadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
      <ol>
        <li>
          <Link to="/" activeOptions={{ exact: true }}>Home</Link>
        </li>
        <li>
          <Link to="/blog" activeOptions={{ exact: true, includeSearch: false }}>Blog</Link>
        </li>
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
