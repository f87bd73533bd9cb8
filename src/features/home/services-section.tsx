import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { ButtonLink } from '@/components/button-link';
import { Carousel } from '@/components/carousel/carousel';
import { IconBadge } from '@/components/icon-badge';
import { SectionHeader } from '@/components/section-header';
import { Section } from '@/components/sections/section';
import classes from '@/features/home/services-section.module.css';
import { CATALOGUE, type ServiceEntry, serviceLink } from '@/lib/catalogue';
import markup from '@/styles/markup.module.css';

/** The consultation offer watches this section (SPEC §4). */
import { SERVICES_SECTION_ID } from '@/features/home/section-ids';

function ServiceCardView({ service }: { service: ServiceEntry }) {
  const Icon = service.icon;
  const { color, points } = service.card;
  const style = {
    '--service-tint': `var(--mantine-color-${color}-0)`,
    '--service-border': `var(--mantine-color-${color}-1)`,
  } as CSSProperties;
  return (
    <article className={classes.card} style={style}>
      <IconBadge size={56} radius="md" color={color === 'accent' ? 'accent.6' : color}>
        <Icon size={30} stroke={1.6} />
      </IconBadge>
      <h3 className={`${markup.h3AsH4} ${classes.name}`}>{service.name}</h3>
      <p className={`${markup.text} ${markup.dimmed} ${markup.fzSm}`}>{service.summary}</p>
      <ul className={classes.features}>
        {points.map((point) => (
          <li key={point}>
            <IconCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            {point}
          </li>
        ))}
      </ul>
      <ButtonLink
        {...serviceLink(service)}
        variant="light"
        className={classes.explore}
        rightSection={<IconArrowRight size={16} aria-hidden />}
      >
        Explore Now{' '}
        <span className="visually-hidden">{service.name}</span>
      </ButtonLink>
    </article>
  );
}

/** 'Our Services': the five services in a carousel (SPEC §2, §9). */
export function ServicesSection() {
  return (
    <Section id={SERVICES_SECTION_ID} labelledBy="services-title">
      <SectionHeader
        id="services-title"
        eyebrow="What we do"
        title="Our Services"
        subtitle="Everything a business needs online, from one team that answers the phone."
      />
      <Carousel
        label="Services"
        itemName="service"
        maxPerView={3}
        durationMs={700}
        autoplayMs={3200}
        loop
        slides={CATALOGUE.services.map((service) => ({ key: service.slug, content: <ServiceCardView service={service} /> }))}
      />
    </Section>
  );
}
