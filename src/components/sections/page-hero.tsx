import { Box, Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/breadcrumb';
import classes from '@/components/sections/sections.module.css';
import { type HeroPageKey, SITE_PAGES, heroWords, pageTitle } from '@/lib/site-pages';
import { Split, SplitCol } from '@/components/layout-grid/layout-grid';

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
 * start, on the navy brand background. The headline never moves or fades.
 */
export function PageHero({ eyebrow, title, subtitle, actions, visual, breadcrumb, children }: PageHeroProps) {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="page-title">
      <div className={classes.heroGrid} aria-hidden />
      <Container pos="relative">
        <Split gap={40} mdGap={56} align="center">
          <SplitCol span={visual ? 6 : 10}>
            <Stack gap="lg" align="flex-start">
              {breadcrumb && <Breadcrumb crumbs={breadcrumb} tone="navy" />}
              <span className={classes.heroEyebrow}>{eyebrow}</span>
              <Title order={1} id="page-title" c="white">
                {title}
              </Title>
              <p className={classes.heroSubtitle} style={{ margin: 0 }}>
                {subtitle}
              </p>
              {actions && (
                <Group gap="sm" className={classes.heroActions}>
                  {actions}
                </Group>
              )}
              {children}
            </Stack>
          </SplitCol>
          {/* Issue 16: on phones the art would push the page's first section below the first screen. */}
          {visual && (
            <SplitCol span={6} visibleFrom="sm">
              <div className={classes.heroVisual}>{visual}</div>
            </SplitCol>
          )}
        </Split>
      </Container>
    </Box>
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
