import classes from '@/components/section-header.module.css';
import markup from '@/styles/markup.module.css';

type TitleOrder = 1 | 2 | 3 | 4 | 5 | 6;

interface SectionHeaderProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  order?: TitleOrder;
  align?: 'left' | 'center';
  /** For sections on the navy background. */
  inverted?: boolean;
  id?: string;
}

const HEADING_CLASS: Record<TitleOrder, string | undefined> = { 1: markup.h1, 2: markup.h2, 3: markup.h3, 4: markup.h4, 5: markup.title, 6: markup.title };

/** DESIGN.md: every section starts the same way, with an eyebrow, a title and a one-line subtitle. */
export function SectionHeader({ eyebrow, title, subtitle, order = 2, align = 'center', inverted, id }: SectionHeaderProps) {
  const Heading = `h${order}` as const;
  return (
    <div className={classes.header} data-align={align} data-inverted={inverted || undefined}>
      {eyebrow && <p className={`${markup.text} ${classes.eyebrow}`}>{eyebrow}</p>}
      <Heading id={id} className={`${HEADING_CLASS[order]} ${classes.title}`}>
        {title}
      </Heading>
      {subtitle && <p className={`${markup.text} ${classes.subtitle}`}>{subtitle}</p>}
    </div>
  );
}
