import { Anchor, Box, Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SitePageHero } from '@/components/sections/page-hero';
import classes from '@/features/marketing/marketing.module.css';
import { blockPadding, Split, SplitCol } from '@/components/layout-grid/layout-grid';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  page: 'privacy' | 'terms';
  updated: string;
  sections: readonly LegalSection[];
}

/** Terms and privacy: a contents list beside readable prose. */
export function LegalDocument({ page, updated, sections }: LegalDocumentProps) {
  return (
    <>
      <SitePageHero page={page} />
      <Container {...blockPadding(48, 80)}>
        <Split gap={48}>
          <SplitCol span={4} visibleFrom="md">
            <nav aria-label="Contents">
              <Text fw={700} mb="sm">
                Contents
              </Text>
              <ol className={classes.toc}>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          </SplitCol>
          <SplitCol span={8}>
            <Box className={classes.prose}>
              <Text c="dimmed" fz="sm">
                Last updated: {updated}
              </Text>
              {sections.map((section) => (
                <section key={section.id} aria-labelledby={section.id}>
                  <Title order={2} id={section.id} fz="h3">
                    {section.title}
                  </Title>
                  {section.body}
                </section>
              ))}
              <Text mt={48} c="dimmed">
                Questions about this page?{' '}
                <Anchor component={Link} to="/contact">
                  Contact us
                </Anchor>
                .
              </Text>
            </Box>
          </SplitCol>
        </Split>
      </Container>
    </>
  );
}
