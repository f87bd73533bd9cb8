import type { ReactNode } from 'react';
import { Section, type SectionProps } from '@/components/sections/section';
import classes from '@/components/sections/sections.module.css';
import { Split, SplitCol } from '@/components/layout-grid/layout-grid';
import markup from '@/styles/markup.module.css';

interface CtaBannerProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  text: string;
  /** Buttons on navy: filled accent first, then white outline. */
  actions: ReactNode;
  tone?: SectionProps['tone'];
  /** What follows the banner in its section, e.g. links to related pages. */
  children?: ReactNode;
}

/** The closing section of a page: its call to action on a navy banner. */
export function CtaBanner({ id, title, text, actions, tone, children }: CtaBannerProps) {
  return (
    <Section tone={tone} labelledBy={id}>
      <div className={classes.cta}>
        <Split gap="xl" align="center">
          <SplitCol span={7}>
            <h2 id={id} className={`${markup.h2} ${classes.ctaTitle}`}>
              {title}
            </h2>
            <p className={classes.ctaText} style={{ marginBottom: 0 }}>
              {text}
            </p>
          </SplitCol>
          <SplitCol span={5}>
            <div className={classes.ctaActions}>{actions}</div>
          </SplitCol>
        </Split>
      </div>
      {children}
    </Section>
  );
}
