import {
  IconArrowLeft,
  IconBriefcase,
  IconBuildingSkyscraper,
  IconLayoutGrid,
  IconMail,
  IconNews,
  IconTools,
  type Icon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ButtonLink } from '@/components/button-link';
import card from '@/components/card.module.css';
import classes from '@/components/not-found.module.css';
import { SITE_PAGES, type SitePageKey } from '@/lib/site-pages';
import { blockPadding, LayoutGrid } from '@/components/layout-grid/layout-grid';
import markup from '@/styles/markup.module.css';

const SECTIONS: readonly {
  page: SitePageKey;
  /** The card's name, when not the page's own: the overview stands for the whole About section. */
  label?: string;
  hint: string;
  icon: Icon;
}[] = [
  { page: 'services', hint: 'Web, apps, marketing and design', icon: IconTools },
  { page: 'portfolio', hint: 'Projects we have delivered', icon: IconLayoutGrid },
  { page: 'companyOverview', label: 'About us', hint: 'Who we are and how we work', icon: IconBuildingSkyscraper },
  { page: 'blog', hint: 'News and insights', icon: IconNews },
  { page: 'career', hint: 'Open positions', icon: IconBriefcase },
  { page: 'contact', hint: 'Talk to our team', icon: IconMail },
];

/** Router-wide not-found page: what happened, a way home and the main sections. */
export function NotFound() {
  return (
    <div {...blockPadding(56, 96, markup.containerMd)}>
      <div className={classes.intro}>
        <svg viewBox="0 0 240 120" width={240} height={120} className={classes.art} aria-hidden="true" focusable="false">
          <rect x="20" y="16" width="200" height="96" rx="14" fill="var(--art-window)" />
          <rect x="20" y="16" width="200" height="22" rx="11" fill="var(--art-window-bar)" />
          <circle cx="36" cy="27" r="4" fill="var(--art-red-400)" />
          <circle cx="50" cy="27" r="4" fill="var(--mantine-color-accent-4)" />
          <circle cx="64" cy="27" r="4" fill="var(--art-emerald-500)" />
          <text x="120" y="94" textAnchor="middle" fontSize="48" fontWeight="800" fill="var(--art-window-text)" letterSpacing="-2">
            404
          </text>
          <circle cx="206" cy="18" r="12" fill="var(--mantine-color-accent-4)" />
        </svg>
        <h1 className={markup.h1}>Page Not Found</h1>
        <p className={`${markup.text} ${markup.dimmed} ${markup.fzLg} ${classes.lead}`}>
          The page you are looking for does not exist or has moved. Try one of the sections below, or start again from
          the home page.
        </p>
        <ButtonLink to="/" size="lg" leftSection={<IconArrowLeft size={20} aria-hidden />}>
          Back to Home
        </ButtonLink>
      </div>
      <nav aria-label="Main sections">
        <LayoutGrid component="ul" cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" mt={56} p={0} className={classes.list}>
          {SECTIONS.map((section) => (
            <li key={section.page}>
              <Link to={SITE_PAGES[section.page].path} className={`${card.panel} ${classes.card}`}>
                <section.icon size={24} stroke={1.6} className={classes.icon} aria-hidden />
                <span>
                  <span className={classes.label}>{section.label ?? SITE_PAGES[section.page].name}</span>
                  <span className={classes.hint}>{section.hint}</span>
                </span>
              </Link>
            </li>
          ))}
        </LayoutGrid>
      </nav>
    </div>
  );
}
