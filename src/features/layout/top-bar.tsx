import { Container, Group, Skeleton } from '@mantine/core';
import { IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { settingsQueries } from '@/api/settings';
import { QueryBoundary } from '@/components/query-boundary';
import { SocialIcon } from '@/features/layout/social-icon';
import classes from '@/features/layout/site-header.module.css';
import { activeSocialLinks } from '@/lib/site';

/** Office time, email and phone from the settings; only from medium width up (SPEC §2). */
export function TopBar() {
  return (
    <div className={classes.topBar} data-testid="top-bar">
      <Container h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="lg" wrap="nowrap">
            <QueryBoundary
              fallback={
                <>
                  <Skeleton h={12} w={180} radius="sm" opacity={0.25} />
                  <Skeleton h={12} w={120} radius="sm" opacity={0.25} />
                </>
              }
              // The bar is a shortcut: the footer and the contact page say when the details failed.
              errorFallback={null}
            >
              <OfficeContacts />
            </QueryBoundary>
          </Group>
          <Group gap={4} wrap="nowrap" visibleFrom="md">
            {activeSocialLinks().map((link) => (
              <a key={link.network} className={classes.topBarSocial} href={link.href} target="_blank" rel="noopener" aria-label={link.label}>
                <SocialIcon network={link.network} size={16} />
              </a>
            ))}
          </Group>
        </Group>
      </Container>
    </div>
  );
}

function OfficeContacts() {
  const { data: settings } = useSuspenseQuery(settingsQueries.website());
  return (
    <>
      {settings.office_time && (
        <span className={classes.topBarLink}>
          <IconClock size={15} aria-hidden />
          {settings.office_time}
        </span>
      )}
      {settings.email1 && (
        <a className={classes.topBarLink} href={`mailto:${settings.email1}`}>
          <IconMail size={15} aria-hidden />
          {settings.email1}
        </a>
      )}
      {settings.phone1 && (
        <a className={classes.topBarLink} href={`tel:${settings.phone1.replace(/[^\d+]/g, '')}`}>
          <IconPhone size={15} aria-hidden />
          {settings.phone1}
        </a>
      )}
    </>
  );
}
