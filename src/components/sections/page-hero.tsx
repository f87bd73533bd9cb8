import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/breadcrumb';
import classes from '@/components/sections/sections.module.css';
import { type HeroPageKey, SITE_PAGES, heroWords, pageTitle } from '@/lib/site-pages';
import markup from '@/styles/markup.module.css';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Buttons; they sit on navy, so use filled accent or white outline ones. */
  actions?: ReactNode;
  /** An illustration or device mockup on the right (below it from `sm` to `md`, left out on phones). */
  visual?: ReactNode;
  /** The trail after Home (which the breadcrumb always starts with). */
  breadcrumb?: readonly Crumb[];
  /** Short facts under the actions, e.g. 'Free consultation'. */
  children?: ReactNode;
}

/**
 * The top of every marketing page: the page's one h1, what it offers and how to
 * start, on the navy brand background. The headline never moves or fades. It is
 * kept short (issue 33), so the page's own content starts on the first screen: a
 * page without a picture has one narrower column rather than an empty right half.
 */
export function PageHero({ eyebrow, title, subtitle, actions, visual, breadcrumb, children }: PageHeroProps) {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <div className={classes.heroGrid} aria-hidden />
      <div className={`${markup.container} ${classes.heroInner}`} data-with-visual={visual ? true : undefined}>
        <div className={classes.heroText}>
          {breadcrumb && <Breadcrumb crumbs={breadcrumb} tone="navy" />}
          <span className={classes.heroEyebrow}>{eyebrow}</span>
          <h1 id="page-title" className={`${markup.h1} ${classes.heroTitle}`}>
            {title}
          </h1>
          <p className={classes.heroSubtitle}>{subtitle}</p>
          {actions && <div className={classes.heroActions}>{actions}</div>}
          {children}
        </div>
        {/* Issue 16: on phones the art would push the page's first section below the first screen. */}
        {visual && <div className={classes.heroVisual}>{visual}</div>}
      </div>
    </section>
  );
}

interface SitePageHeroProps extends Omit<PageHeroProps, 'eyebrow' | 'title' | 'subtitle' | 'breadcrumb'> {
  page: HeroPageKey;
  /** The trail between Home and the page, e.g. its section. */
  parents?: readonly Crumb[];
}

/** The hero of one of the site's standalone pages, in its entry's words; the breadcrumb ends with its title. */
export function SitePageHero({ page, parents = [], ...rest }: SitePageHeroProps) {
  return <PageHero {...heroWords(page)} breadcrumb={[...parents, { label: pageTitle(SITE_PAGES[page]) }]} {...rest} />;
}
