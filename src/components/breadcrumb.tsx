import { Link, type LinkOptions, useLocation, useRouteContext, useRouter } from '@tanstack/react-router';
import classes from '@/components/breadcrumb.module.css';
import { JsonLd } from '@/components/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { SITE_PAGES, pageTitle } from '@/lib/site-pages';

export interface Crumb {
  label: string;
  /** Where the crumb leads; omitted for the page itself (the last crumb) and for sections without a page. */
  link?: LinkOptions;
}

/** Every trail starts at the home page. */
const HOME: Crumb = { label: SITE_PAGES.home.name, link: { to: SITE_PAGES.home.path } };

/** A crumb to one of the site's standalone pages, by its title ('Blog', 'Contact Us'). */
export const pageCrumb = (key: keyof typeof SITE_PAGES): Crumb => ({
  label: pageTitle(SITE_PAGES[key]),
  link: { to: SITE_PAGES[key].path },
});

interface BreadcrumbProps {
  /** The trail after Home, ending with the page itself. */
  crumbs: readonly Crumb[];
  /** 'navy' on the dark page headers, 'page' on the body background. */
  tone: 'navy' | 'page';
  /**
   * Whether search engines are given the trail (the default). A page in a state
   * (loading, failed, not found) shows its trail but does not describe it: its
   * last crumb ('Article', 'Post Not Found') is not the page's name.
   */
  describe?: boolean;
}

/** The trail as a BreadcrumbList: the crumbs that lead somewhere, and the page itself. */
function BreadcrumbData({ trail }: { trail: readonly Crumb[] }) {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const siteUrl = useRouteContext({ from: '__root__', select: (context) => context.siteUrl });
  const data = breadcrumbJsonLd(
    trail.flatMap((crumb, index) => {
      if (crumb.link) return [{ name: crumb.label, url: router.buildLocation(crumb.link).href }];
      return index === trail.length - 1 ? [{ name: crumb.label, url: pathname }] : [];
    }),
    siteUrl,
  );
  return <JsonLd data={data} />;
}

/**
 * Home / ... / this page; the last crumb is marked as the current page. The same
 * trail goes to search engines as a BreadcrumbList, so every page that shows a
 * breadcrumb describes it, unless told not to.
 */
export function Breadcrumb({ crumbs, tone, describe = true }: BreadcrumbProps) {
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
      {describe && <BreadcrumbData trail={trail} />}
    </nav>
  );
}
