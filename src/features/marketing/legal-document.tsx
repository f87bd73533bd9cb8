import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SitePageHero } from '@/components/sections/page-hero';
import classes from '@/features/marketing/marketing.module.css';
import markup from '@/styles/markup.module.css';
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
      <div {...blockPadding(48, 80, markup.container)}>
        <Split gap={48}>
          <SplitCol span={4} visibleFrom="md">
            <nav aria-label="Contents">
              <p className={`${markup.text} ${markup.bold} ${classes.tocTitle}`}>Contents</p>
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
            <div className={classes.prose}>
              <p className={`${markup.text} ${markup.fzSm} ${markup.dimmed}`}>Last updated: {updated}</p>
              {sections.map((section) => (
                <section key={section.id} aria-labelledby={section.id}>
                  <h2 id={section.id} className={`${markup.title} ${classes.legalTitle}`}>
                    {section.title}
                  </h2>
                  {section.body}
                </section>
              ))}
              <p className={`${markup.text} ${markup.dimmed} ${classes.legalClosing}`}>
                Questions about this page?{' '}
                <Link to="/contact" className={`${markup.text} ${markup.anchor}`}>
                  Contact us
                </Link>
                .
              </p>
            </div>
          </SplitCol>
        </Split>
      </div>
    </>
  );
}
