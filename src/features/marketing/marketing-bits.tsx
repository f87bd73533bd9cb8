import { IconCheck, IconExternalLink } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ButtonLookProps } from '@/components/button-look';
import { ButtonAnchor, ButtonLink } from '@/components/button-link';
import linkRow from '@/components/link-row.module.css';
import classes from '@/features/marketing/marketing.module.css';
import markup from '@/styles/markup.module.css';
import { CATALOGUE, type Catalogue, linkOf } from '@/lib/catalogue';
import type { PlainPath } from '@/lib/site-link';

/** A button that opens another site in a new tab, and says so to assistive technology. */
export function ExternalButton({ href, children, ...props }: { href: string; children: ReactNode; className?: string } & ButtonLookProps) {
  return (
    <ButtonAnchor href={href} target="_blank" rel="noopener" rightSection={<IconExternalLink size={18} aria-hidden />} {...props}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </ButtonAnchor>
  );
}

/** The usual pair of buttons on navy (heroes, closing banners): a filled accent one and a white outline one. */
export function HeroLinkButton({ to, children, primary }: { to: PlainPath; children: ReactNode; primary?: boolean }) {
  return primary ? (
    <ButtonLink to={to} color="accent.4" size="lg">
      {children}
    </ButtonLink>
  ) : (
    <ButtonLink to={to} variant="outline" size="lg" className={classes.outlineOnNavy}>
      {children}
    </ButtonLink>
  );
}

/** The closing banner's usual actions: Contact Now, then See Our Work. */
export function ContactOrWorkActions() {
  return (
    <>
      <HeroLinkButton to="/contact" primary>
        Contact Now
      </HeroLinkButton>
      <HeroLinkButton to="/portfolio">See Our Work</HeroLinkButton>
    </>
  );
}

export function Highlights({ items }: { items: readonly string[] }) {
  return (
    <ul className={classes.highlights}>
      {items.map((item) => (
        <li key={item}>
          <IconCheck size={16} stroke={3} aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The hero's usual actions on the services pages: Get a Free Quote, then View Portfolio. */
export function QuoteOrPortfolioActions() {
  return (
    <>
      <HeroLinkButton to="/contact" primary>
        Get a Free Quote
      </HeroLinkButton>
      <HeroLinkButton to="/portfolio">View Portfolio</HeroLinkButton>
    </>
  );
}

/** The other pages of an offering's group, as pill links under `title`, at the end of its page. */
export function OtherOfferings({ group, slug, title }: { group: keyof Catalogue; slug: string; title: string }) {
  const others: readonly { slug: string; name: string }[] = CATALOGUE[group].filter((other) => other.slug !== slug);
  return (
    <div className={`${markup.stack} ${classes.otherOfferings}`}>
      <p className={`${markup.text} ${markup.bold}`}>{title}</p>
      <nav aria-label={title}>
        <ul className={linkRow.row}>
          {others.map((other) => {
            const link = linkOf(group, other);
            return (
              <li key={other.slug}>
                <Link to={link.to} params={link.params} className={classes.relatedLink}>
                  {other.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
