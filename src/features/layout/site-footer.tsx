import { Anchor, Box, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { settingsQueries } from '@/api/settings';
import { Logo } from '@/components/logo';
import { SmartImage } from '@/components/smart-image';
import {
  FOOTER_SERVICE_LINKS,
  INDUSTRIES_GROUP,
  type NavLink,
  PROJECTS_GROUP,
  QUICK_LINKS,
} from '@/features/layout/nav-links';
import classes from '@/features/layout/site-footer.module.css';
import { SocialIcon } from '@/features/layout/social-icon';
import { activeSocialLinks } from '@/lib/site';
import { providerUrl } from '@/lib/urls';

/** SPEC §9: used when the settings have no description or fail to load. */
export const FOOTER_DESCRIPTION_FALLBACK = 'We are dedicated to providing the best services and solutions for our clients.';

export const copyrightFallback = (year = new Date().getFullYear()) => `© ${year} ITBD. All rights reserved.`;

const hostOf = (link: string) => {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
};

export function SiteFooter() {
  const { data: settings, isPending, isError } = useQuery(settingsQueries.website());
  const sisterConcerns = settings?.images ?? [];

  return (
    <Box component="footer" className={classes.footer}>
      <Container py={64}>
        <Grid gap={{ base: 'xl', lg: 48 }}>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md" maw={360}>
              <Logo height={40} tone="light" />
              {isPending ? (
                <Stack gap={8} data-testid="footer-description-skeleton">
                  <Skeleton h={14} className={classes.skeleton} />
                  <Skeleton h={14} w="80%" className={classes.skeleton} />
                </Stack>
              ) : (
                <Text className={classes.muted}>{settings?.footer_description || FOOTER_DESCRIPTION_FALLBACK}</Text>
              )}
              <div>
                <Title order={2} className={classes.heading}>
                  Follow Us
                </Title>
                <Group gap="xs">
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
                </Group>
              </div>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
            <LinkColumn title="Quick Links" links={QUICK_LINKS} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
            <LinkColumn title="Our Services" links={FOOTER_SERVICE_LINKS} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
            <LinkColumn title="Products" links={PROJECTS_GROUP.links} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
            <LinkColumn
              title="Sister Concerns"
              links={INDUSTRIES_GROUP.links.map((link) => ({ ...link, label: link.label.split(' — ')[0]! }))}
            />
          </Grid.Col>

          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <Title order={2} className={classes.heading}>
              Contact Info
            </Title>
            {isPending ? (
              <Stack gap={12} data-testid="footer-contact-skeleton">
                <Skeleton h={14} w="90%" className={classes.skeleton} />
                <Skeleton h={14} w="60%" className={classes.skeleton} />
                <Skeleton h={14} w="70%" className={classes.skeleton} />
                <Skeleton h={14} w="65%" className={classes.skeleton} />
              </Stack>
            ) : isError || !settings ? (
              <Text className={classes.muted}>
                Our details could not be loaded just now.{' '}
                <Anchor component={Link} to="/contact" className={classes.link}>
                  Contact us here
                </Anchor>
                .
              </Text>
            ) : (
              <Stack component="ul" gap={12} className={classes.list}>
                {settings.address && <ContactLine icon={<IconMapPin size={18} />}>{settings.address}</ContactLine>}
                {settings.phone1 && (
                  <ContactLine icon={<IconPhone size={18} />}>
                    <a href={`tel:${settings.phone1.replace(/[^\d+]/g, '')}`} className={classes.link}>
                      {settings.phone1}
                    </a>
                    {settings.phone2 && (
                      <>
                        {', '}
                        <a href={`tel:${settings.phone2.replace(/[^\d+]/g, '')}`} className={classes.link}>
                          {settings.phone2}
                        </a>
                      </>
                    )}
                  </ContactLine>
                )}
                {settings.email1 && (
                  <ContactLine icon={<IconMail size={18} />}>
                    <a href={`mailto:${settings.email1}`} className={classes.link}>
                      {settings.email1}
                    </a>
                  </ContactLine>
                )}
                {settings.office_time && <ContactLine icon={<IconClock size={18} />}>{settings.office_time}</ContactLine>}
              </Stack>
            )}
          </Grid.Col>

          <Grid.Col span={{ base: 12, sm: 6, lg: 8 }}>
            {(isPending || sisterConcerns.length > 0) && (
              <>
                <Title order={2} className={classes.heading}>
                  Our Sister Concerns
                </Title>
                <Group component="ul" gap="sm" className={classes.list}>
                  {isPending
                    ? [0, 1, 2].map((index) => (
                        <li key={index}>
                          <Skeleton w={120} h={48} radius="md" className={classes.skeleton} />
                        </li>
                      ))
                    : sisterConcerns.map((concern) => (
                        <li key={concern.link}>
                          <a
                            href={concern.link}
                            target="_blank"
                            rel="noopener"
                            className={classes.concern}
                            aria-label={`${hostOf(concern.link)} (opens in a new tab)`}
                          >
                            <SmartImage
                              src={providerUrl(concern.image_url)}
                              alt=""
                              width={240}
                              height={96}
                              fallbackSeed={concern.link}
                            />
                          </a>
                        </li>
                      ))}
                </Group>
              </>
            )}
          </Grid.Col>
        </Grid>
      </Container>

      <div className={classes.bottom}>
        <Container>
          <Group justify="space-between" gap="sm" py="md">
            {isPending ? (
              <Skeleton h={14} w={220} className={classes.skeleton} data-testid="footer-copyright-skeleton" />
            ) : (
              <Text fz="sm" className={classes.muted}>
                {settings?.copyright_text || copyrightFallback()}
              </Text>
            )}
            <Group gap="lg" component="nav" aria-label="Legal">
              <Anchor component={Link} to="/terms" fz="sm" className={classes.link}>
                Terms of Service
              </Anchor>
              <Anchor component={Link} to="/privacy" fz="sm" className={classes.link}>
                Privacy Policy
              </Anchor>
            </Group>
          </Group>
        </Container>
      </div>
    </Box>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <Title order={2} className={classes.heading}>
        {title}
      </Title>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.columnLink} activeOptions={{ exact: true }}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" className={classes.muted}>
      <span className={classes.contactIcon} aria-hidden>
        {icon}
      </span>
      <span>{children}</span>
    </Group>
  );
}
