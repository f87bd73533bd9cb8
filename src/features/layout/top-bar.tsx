import { IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { settingsQueries } from '@/api/settings';
import { QueryBoundary } from '@/components/query-boundary';
import { SkeletonBlock } from '@/components/skeleton-block';
import { SocialIcon } from '@/features/layout/social-icon';
import classes from '@/features/layout/site-header.module.css';
import { activeSocialLinks } from '@/lib/site';
import markup from '@/styles/markup.module.css';

/** Office time, email and phone from the settings; only from medium width up (SPEC §2). */
export function TopBar() {
  return (
    <div className={classes.topBar} data-testid="top-bar">
      <div className={`${markup.container} ${classes.topBarInner}`}>
        <div className={classes.topBarRow}>
          <div className={classes.topBarContacts}>
            <QueryBoundary
              fallback={
                <>
                  <SkeletonBlock h={12} w={180} radius="sm" className={classes.topBarSkeleton} />
                  <SkeletonBlock h={12} w={120} radius="sm" className={classes.topBarSkeleton} />
                </>
              }
              // The bar is a shortcut: the footer and the contact page say when the details failed.
              errorFallback={null}
            >
              <OfficeContacts />
            </QueryBoundary>
          </div>
          <div className={`${classes.topBarSocials} ${markup.hiddenBelowMd}`}>
            {activeSocialLinks().map((link) => (
              <a key={link.network} className={classes.topBarSocial} href={link.href} target="_blank" rel="noopener" aria-label={link.label}>
                <SocialIcon network={link.network} size={16} />
              </a>
            ))}
          </div>
        </div>
      </div>
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
