import { IconBrandWhatsapp, IconKey, IconMail } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { settingsQueries } from '@/api/settings';
import { ButtonAnchor } from '@/components/button-link';
import { QueryBoundary } from '@/components/query-boundary';
import { whatsappLink } from '@/lib/site';
import { IconBadge } from '@/components/icon-badge';
import { blockPadding } from '@/components/layout-grid/layout-grid';
import { SkeletonBlock } from '@/components/skeleton-block';
import classes from '@/features/marketing/marketing.module.css';
import markup from '@/styles/markup.module.css';

export const RESET_SUBJECT = 'Affiliate password reset';
export const RESET_MESSAGE = 'Hello, I need help resetting the password of my ITBD affiliate account.';

const resetMailto = (email: string) =>
  `mailto:${email}?subject=${encodeURIComponent(RESET_SUBJECT)}&body=${encodeURIComponent(
    `${RESET_MESSAGE}\n\nThe email address of my affiliate account: `,
  )}`;

/**
 * The provider has no password-reset call, so this page says so plainly and
 * offers the two ways our support team can reset a password: email and WhatsApp.
 */
export function ForgotPasswordPage() {
  return (
    <div {...blockPadding(48, 96, `${markup.container} ${classes.narrowContainer}`)}>
      <div className={`${markup.card} ${classes.roomyCard}`}>
        <div className={markup.stack}>
          <IconBadge size={56} radius="md" variant="light">
            <IconKey size={30} stroke={1.6} />
          </IconBadge>
          <h1 className={`${markup.title} ${classes.pageTitleSmall}`}>Forgot Your Password?</h1>
          <p className={`${markup.text} ${markup.dimmed}`}>
            Affiliate passwords are reset by our support team. Send us a message from the email address of your
            affiliate account and we will help you set a new password, usually within one working day.
          </p>

          <QueryBoundary
            fallback={
              <div className={`${markup.stack} ${classes.gapSm}`} data-testid="support-skeleton">
                <SkeletonBlock h={44} />
                <SkeletonBlock h={44} />
              </div>
            }
            errorFallback={
              <p className={markup.text}>
                Our support details could not be loaded just now. Please use the{' '}
                <Link to="/contact" className={`${markup.text} ${markup.anchor}`}>
                  contact page
                </Link>{' '}
                and mention “{RESET_SUBJECT}”.
              </p>
            }
          >
            <SupportLinks />
          </QueryBoundary>

          <p className={`${markup.text} ${markup.fzSm} ${markup.dimmed}`}>
            Remembered it?{' '}
            <Link to="/affiliate-login" className={`${markup.text} ${markup.anchor}`}>
              Back to login
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

/** Email and WhatsApp from the settings, each with the reset request written out. */
function SupportLinks() {
  const { data: settings } = useSuspenseQuery(settingsQueries.website());
  const whatsapp = whatsappLink(settings.whatsapp_number, RESET_MESSAGE);
  return (
    <div className={`${markup.stack} ${classes.gapSm}`}>
      {settings.email1 && (
        <ButtonAnchor href={resetMailto(settings.email1)} leftSection={<IconMail size={20} aria-hidden />} fullWidth>
          Email {settings.email1}
        </ButtonAnchor>
      )}
      {whatsapp && (
        <ButtonAnchor
          href={whatsapp}
          target="_blank"
          rel="noopener"
          variant="outline"
          leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
          fullWidth
        >
          Message Us on WhatsApp
          <span className="visually-hidden"> (opens in a new tab)</span>
        </ButtonAnchor>
      )}
      {!settings.email1 && !whatsapp && (
        <p className={markup.text}>
          Please use the{' '}
          <Link to="/contact" className={`${markup.text} ${markup.anchor}`}>
            contact page
          </Link>{' '}
          and mention “{RESET_SUBJECT}”.
        </p>
      )}
    </div>
  );
}
