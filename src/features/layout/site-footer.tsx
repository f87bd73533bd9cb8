import { IconChevronDown, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { settingsQueries } from '@/api/settings';
import { Logo } from '@/components/logo';
import { QueryBoundary } from '@/components/query-boundary';
import { SkeletonBlock } from '@/components/skeleton-block';
import { FOOTER_SERVICE_LINKS, type NavLink, PRODUCTS_GROUP, QUICK_LINKS } from '@/features/layout/nav-links';
import { SisterConcernLogo } from '@/features/layout/site-footer-logos';
import classes from '@/features/layout/site-footer.module.css';
import { SocialIcon } from '@/features/layout/social-icon';
import { CATALOGUE } from '@/lib/catalogue';
import { activeSocialLinks } from '@/lib/site';
import { SITE_PAGES } from '@/lib/site-pages';
import markup from '@/styles/markup.module.css';
import { useMediaQuery } from '@mantine/hooks';

/** SPEC §9: used when the settings have no description or fail to load. */
export const FOOTER_DESCRIPTION_FALLBACK = 'We are dedicated to providing the best services and solutions for our clients.';

export const copyrightFallback = (year = new Date().getFullYear()) => `© ${year} ITBD. All rights reserved.`;

/** Below Mantine's `sm` the link groups fold up, so the footer stays within about one screen (issue 16). */
export const FOOTER_FOLD_QUERY = '(max-width: 47.99em)';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function SiteFooter() {
  // The server's HTML has the groups open (wide screens and no-script readers see every link); phones fold them once hydrated.
  const folded = useMediaQuery(FOOTER_FOLD_QUERY);

  return (
    <footer className={classes.footer}>
      <div className={`${markup.container} ${classes.body}`}>
        <div className={classes.grid}>
          <div className={classes.brand}>
            <div className={classes.brandRow}>
              <Logo height={36} tone="light" />
              <div className={classes.follow}>
                <span id="footer-follow-us" className={classes.followLabel}>
                  Follow Us
                </span>
                <div role="group" aria-labelledby="footer-follow-us" className={classes.socials}>
                  {activeSocialLinks().map((link) => (
                    <a
                      key={link.network}
                      href={link.href}
                      target="_blank"
                      rel="noopener"
                      className={classes.social}
                      aria-label={`${link.label} (opens in a new tab)`}
                    >
                      <SocialIcon network={link.network} size={20} />
                    </a>
                  ))}
                </div>
              </div>
            </div>
            <QueryBoundary
              fallback={
                <div className={classes.descriptionSkeleton} data-testid="footer-description-skeleton">
                  <SkeletonBlock h={14} className={classes.skeleton} />
                  <SkeletonBlock h={14} w="80%" className={classes.skeleton} />
                </div>
              }
              errorFallback={<Description text={FOOTER_DESCRIPTION_FALLBACK} />}
            >
              <FooterDescription />
            </QueryBoundary>
          </div>

          <div className={classes.contact}>
            <h2 className={`${markup.h2} ${classes.heading}`}>Contact Info</h2>
            <QueryBoundary
              fallback={
                <div className={classes.contactSkeleton} data-testid="footer-contact-skeleton">
                  <SkeletonBlock h={44} className={classes.skeleton} />
                  <SkeletonBlock h={14} w="70%" className={classes.skeleton} />
                  <SkeletonBlock h={14} w="65%" className={classes.skeleton} />
                </div>
              }
              errorFallback={
                <p className={`${markup.text} ${markup.fzSm} ${classes.muted}`}>
                  Our details could not be loaded just now.{' '}
                  <Link to="/contact" className={`${markup.text} ${classes.link}`}>
                    Contact us here
                  </Link>
                  .
                </p>
              }
            >
              <FooterContact />
            </QueryBoundary>
          </div>

          <LinkGroup title="Quick Links" links={QUICK_LINKS} folded={folded} area={classes.quick} />
          <LinkGroup title="Our Services" links={FOOTER_SERVICE_LINKS} folded={folded} area={classes.services} />
          <LinkGroup title="Products" links={PRODUCTS_GROUP.links} folded={folded} area={classes.products} />

          <nav aria-label="Sister Concerns" className={classes.concerns}>
            <h2 className={`${markup.h2} ${classes.heading}`}>Sister Concerns</h2>
            <ul className={classes.concernList}>
              {CATALOGUE.sisterConcerns.map((entry) => (
                <li key={entry.slug}>
                  <SisterConcernLogo entry={entry} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>

      <div className={classes.bottom}>
        <div className={`${markup.container} ${classes.bottomRow}`}>
          <QueryBoundary
            fallback={<SkeletonBlock h={14} w={220} className={classes.skeleton} data-testid="footer-copyright-skeleton" />}
            errorFallback={<CopyrightLine text={copyrightFallback()} />}
          >
            <Copyright />
          </QueryBoundary>
          <nav aria-label="Legal" className={classes.legal}>
            {[SITE_PAGES.terms, SITE_PAGES.privacy].map((page) => (
              <Link key={page.path} to={page.path} className={classes.legalLink}>
                {page.name}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** SPEC §9: the settings' description, or the fallback when it has none or the settings fail. */
function FooterDescription() {
  const { data: settings } = useSuspenseQuery(settingsQueries.website());
  return <Description text={settings.footer_description || FOOTER_DESCRIPTION_FALLBACK} />;
}

const Description = ({ text }: { text: string }) => <p className={`${markup.text} ${markup.fzSm} ${classes.muted} ${classes.description}`}>{text}</p>;

function Copyright() {
  const { data: settings } = useSuspenseQuery(settingsQueries.website());
  return <CopyrightLine text={settings.copyright_text || copyrightFallback()} />;
}

const CopyrightLine = ({ text }: { text: string }) => <p className={`${markup.text} ${markup.fzSm} ${classes.muted}`}>{text}</p>;

/** Phones, email, address and office hours from the settings. */
function FooterContact() {
  const { data: settings } = useSuspenseQuery(settingsQueries.website());
  return (
    <>
      <ul className={classes.actions}>
        {[settings.phone1, settings.phone2].filter(Boolean).map((phone) => (
          <li key={phone}>
            <ContactAction href={telHref(phone!)} icon={<IconPhone size={18} />}>
              {phone}
            </ContactAction>
          </li>
        ))}
        {settings.email1 && (
          <li>
            <ContactAction href={`mailto:${settings.email1}`} icon={<IconMail size={18} />}>
              {settings.email1}
            </ContactAction>
          </li>
        )}
      </ul>
      <ul className={classes.facts}>
        {settings.address && <ContactFact icon={<IconMapPin size={16} />}>{settings.address}</ContactFact>}
        {settings.office_time && <ContactFact icon={<IconClock size={16} />}>{settings.office_time}</ContactFact>}
      </ul>
    </>
  );
}

function LinkGroup({ title, links, folded, area }: { title: string; links: readonly NavLink[]; folded: boolean; area: string | undefined }) {
  const list = (
    <ul className={classes.list}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={classes.columnLink} activeOptions={{ exact: true }}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={title} className={area}>
      {folded ? (
        <details className={classes.fold}>
          <summary className={classes.foldSummary}>
            <h2 className={`${markup.h2} ${classes.foldHeading}`}>{title}</h2>
            <IconChevronDown size={18} aria-hidden className={classes.foldChevron} />
          </summary>
          {list}
        </details>
      ) : (
        <>
          <h2 className={`${markup.h2} ${classes.heading}`}>{title}</h2>
          {list}
        </>
      )}
    </nav>
  );
}

/** A phone number or address to reach us: a primary action, so a 44 px target. */
function ContactAction({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <a href={href} className={classes.action}>
      <span className={classes.contactIcon} aria-hidden>
        {icon}
      </span>
      {children}
    </a>
  );
}

function ContactFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={classes.fact}>
      <span className={classes.contactIcon} aria-hidden>
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}
