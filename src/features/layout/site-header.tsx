import { useMantineTheme } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { LazyOverlay, useOverlayIntent } from '@/components/lazy-overlay';
import { retryableLazy } from '@/components/lazy-part';
import { Logo } from '@/components/logo';
import { ColorSchemeToggle } from '@/features/layout/color-scheme-toggle';
import { MOBILE_NAV_ID, NAV_ENTRIES, type NavGroup, isInSection } from '@/features/layout/nav-links';
import { NavMenu } from '@/features/layout/nav-menu';
import classes from '@/features/layout/site-header.module.css';
import { TopBar } from '@/features/layout/top-bar';
import markup from '@/styles/markup.module.css';
import { useMediaQuery } from '@mantine/hooks';

// Out of the first load: the drawer arrives when a visitor reaches for the menu button.
const MobileNav = retryableLazy(() => import('@/features/layout/mobile-nav').then((module) => ({ default: module.MobileNav })));

/** The sticky banner: contact bar (medium width up), logo, navigation, Get In Touch and the drawer's button. */
export function SiteHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [openMenu, setOpenMenu] = useState<NavGroup['id'] | null>(null);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const drawerIntent = useOverlayIntent();
  // CSS shows the header navigation from the theme's `lg` breakpoint (visibleFrom="lg" below: its nine
  // entries need about 1,150 px; narrower screens use the drawer); where
  // it shows, its menus' code loads once the page is hydrated rather than at the first hover.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.lg})`);
  const [seenPathname, setSeenPathname] = useState(pathname);
  // SPEC §2: every navigation closes the open dropdowns (and the drawer).
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    setOpenMenu(null);
    setDrawerOpened(false);
  }

  return (
    <header className={classes.header}>
      <div className={markup.hiddenBelowSm}>
        <TopBar />
      </div>
      <div className={markup.container}>
        <div className={classes.bar}>
          <Link to="/" className={classes.logoLink} aria-label="ITBD home">
            <Logo height={38} />
          </Link>

          <nav aria-label="Main" className={markup.hiddenBelowLg}>
            <ul className={classes.navList}>
              {NAV_ENTRIES.map((entry) => (
                <li key={entry.kind === 'link' ? entry.link.to : entry.group.id}>
                  {entry.kind === 'link' ? (
                    <Link to={entry.link.to} className={classes.navLink} activeOptions={{ exact: entry.link.to === '/' }}>
                      {entry.link.label}
                    </Link>
                  ) : (
                    <NavMenu
                      preload={wide}
                      group={entry.group}
                      current={isInSection(pathname, entry.group.prefix)}
                      opened={openMenu === entry.group.id}
                      onChange={(opened) =>
                        setOpenMenu((open) => (opened ? entry.group.id : open === entry.group.id ? null : open))
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
          </nav>

          <div className={classes.controls}>
            <div className={`${classes.toggleSlot} ${markup.hiddenBelowMd}`}>
              <ColorSchemeToggle />
            </div>
            <ButtonLink to="/contact" className={classes.headerCta}>
              Get In Touch
            </ButtonLink>
            {/* Mantine's Burger drawn by CSS on a plain button, its lines a <span>: the component puts a <div> inside its <button>, which HTML does not allow. */}
            <button
              type="button"
              className={`mantine-focus-auto ${classes.burger}`}
              {...drawerIntent.triggerProps}
              onClick={() => setDrawerOpened((opened) => !opened)}
              aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
              aria-expanded={drawerOpened}
              aria-controls={MOBILE_NAV_ID}
            >
              <span className={classes.burgerLines} data-reduce-motion data-opened={drawerOpened || undefined} />
            </button>
          </div>
        </div>
      </div>
      <LazyOverlay opened={drawerOpened} preload={drawerIntent.wanted} load={MobileNav.preload} label="the menu">
        {(opened) => <MobileNav opened={opened} onClose={() => setDrawerOpened(false)} />}
      </LazyOverlay>
    </header>
  );
}
