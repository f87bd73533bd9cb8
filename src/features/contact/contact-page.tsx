import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  IconClock,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { settingsQueries } from '@/api/settings';
import card from '@/components/card.module.css';
import { TitledCard } from '@/components/form-card';
import { IconAnchor } from '@/components/icon-button';
import { QueryBoundary } from '@/components/query-boundary';
import { SitePageHero } from '@/components/sections/page-hero';
import { SectionHeader } from '@/components/section-header';
import { Section } from '@/components/sections/section';
import { ContactForm } from '@/features/contact/contact-form';
import { ContactMap, OFFICE_ADDRESS } from '@/features/contact/contact-map';
import { SkeletonBlock } from '@/components/skeleton-block';
import classes from '@/features/contact/contact.module.css';
import markup from '@/styles/markup.module.css';
import { type SocialLink, activeSocialLinks } from '@/lib/site';

const SOCIAL_ICONS: Record<SocialLink['network'], typeof IconBrandFacebook> = {
  facebook: IconBrandFacebook,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
  x: IconBrandX,
  instagram: IconBrandInstagram,
};

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={classes.infoRow}>
      <span className={`${card.iconTile} ${classes.infoIcon}`} aria-hidden>
        {icon}
      </span>
      <div className={classes.infoText}>
        <p className={`${markup.text} ${markup.label}`}>{label}</p>
        {children}
      </div>
    </li>
  );
}

function ContactInfo() {
  return (
    <TitledCard title="Get in Touch" intro="Reach us directly; we are in the office Saturday to Thursday." className={classes.infoCard}>
      <QueryBoundary
        fallback={
          <div className={`${markup.stack} ${classes.skeletonList}`} aria-label="Loading contact details" role="status">
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className={`${markup.group} ${classes.skeletonRow}`} aria-hidden>
                <SkeletonBlock h={44} w={44} />
                <div className={`${markup.stack} ${classes.skeletonText}`}>
                  <SkeletonBlock h={10} w={60} />
                  <SkeletonBlock h={14} w="80%" />
                </div>
              </div>
            ))}
          </div>
        }
        errorMessage="Failed to load contact details."
      >
        <ContactDetails />
      </QueryBoundary>
      <div className={classes.social}>
        <p className={`${markup.text} ${markup.label} ${classes.socialLabel}`} id="contact-social">
          Follow us
        </p>
        <ul aria-labelledby="contact-social" className={`${markup.group} ${classes.socialList}`}>
          {activeSocialLinks().map((link) => {
            const Icon = SOCIAL_ICONS[link.network];
            return (
              <li key={link.network}>
                <IconAnchor
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  size={44}
                  radius="md"
                  variant="light"
                  aria-label={`${link.label} (opens in a new tab)`}
                >
                  <Icon size={22} aria-hidden />
                </IconAnchor>
              </li>
            );
          })}
        </ul>
      </div>
    </TitledCard>
  );
}

function ContactDetails() {
  const { data: details } = useSuspenseQuery(settingsQueries.website());
  return (
    <ul className={classes.infoList}>
      {details.email1 && (
        <InfoRow icon={<IconMail size={20} />} label="Email">
          <a href={`mailto:${details.email1}`} className={classes.infoLink}>
            {details.email1}
          </a>
        </InfoRow>
      )}
      {details.phone1 && (
        <InfoRow icon={<IconPhone size={20} />} label="Phone">
          <a href={`tel:${details.phone1.replace(/[^\d+]/g, '')}`} className={classes.infoLink}>
            {details.phone1}
          </a>
        </InfoRow>
      )}
      <InfoRow icon={<IconMapPin size={20} />} label="Address">
        <address className={`${markup.text} ${classes.address}`}>{details.address || OFFICE_ADDRESS}</address>
      </InfoRow>
      {details.office_time && (
        <InfoRow icon={<IconClock size={20} />} label="Office hours">
          <p className={markup.text}>{details.office_time}</p>
        </InfoRow>
      )}
    </ul>
  );
}

function ContactMapSection() {
  return (
    <Section labelledBy="contact-map-title" tone="tint">
      <SectionHeader eyebrow="Visit us" title="Find Our Office" subtitle="In the heart of Banani, Dhaka; drop by for a coffee and a chat." id="contact-map-title" />
      {/* The office's own address is the map's until the settings name another. */}
      <QueryBoundary fallback={<ContactMap address={OFFICE_ADDRESS} />} errorFallback={<ContactMap address={OFFICE_ADDRESS} />}>
        <SettingsMap />
      </QueryBoundary>
    </Section>
  );
}

function SettingsMap() {
  const { data: settings } = useSuspenseQuery(settingsQueries.website());
  return <ContactMap address={settings.address || OFFICE_ADDRESS} embedUrl={settings.map_embed_url} />;
}

/** /contact: how to reach ITBD, the message form and the map. */
export function ContactPage() {
  return (
    <>
      {/* No illustration here: on a phone the details and the form come straight after the heading. */}
      <SitePageHero page="contact" />
      <Section>
        <div className={classes.grid}>
          <ContactInfo />
          <ContactForm />
        </div>
      </Section>
      <ContactMapSection />
    </>
  );
}
