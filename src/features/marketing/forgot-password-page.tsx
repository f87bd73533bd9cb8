import { Anchor, Button, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconKey, IconMail } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { settingsQueries } from '@/api/settings';
import { QueryBoundary } from '@/components/query-boundary';
import { whatsappLink } from '@/lib/site';
import { IconBadge } from '@/components/icon-badge';
import { blockPadding } from '@/components/layout-grid/layout-grid';

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
    <Container size={560} {...blockPadding(48, 96)}>
      <Card padding="xl">
        <Stack gap="md">
          <IconBadge size={56} radius="md" variant="light">
            <IconKey size={30} stroke={1.6} />
          </IconBadge>
          <Title order={1} fz="h2">
            Forgot Your Password?
          </Title>
          <Text c="dimmed">
            Affiliate passwords are reset by our support team. Send us a message from the email address of your
            affiliate account and we will help you set a new password, usually within one working day.
          </Text>

          <QueryBoundary
            fallback={
              <Stack gap="sm" data-testid="support-skeleton">
                <Skeleton h={44} radius="md" />
                <Skeleton h={44} radius="md" />
              </Stack>
            }
            errorFallback={
              <Text>
                Our support details could not be loaded just now. Please use the{' '}
                <Anchor component={Link} to="/contact">
                  contact page
                </Anchor>{' '}
                and mention “{RESET_SUBJECT}”.
              </Text>
            }
          >
            <SupportLinks />
          </QueryBoundary>

          <Text fz="sm" c="dimmed">
            Remembered it?{' '}
            <Anchor component={Link} to="/affiliate-login">
              Back to login
            </Anchor>
          </Text>
        </Stack>
      </Card>
    </Container>
  );
}

/** Email and WhatsApp from the settings, each with the reset request written out. */
function SupportLinks() {
  const { data: settings } = useSuspenseQuery(settingsQueries.website());
  const whatsapp = whatsappLink(settings.whatsapp_number, RESET_MESSAGE);
  return (
    <Stack gap="sm">
      {settings.email1 && (
        <Button component="a" href={resetMailto(settings.email1)} leftSection={<IconMail size={20} aria-hidden />} fullWidth>
          Email {settings.email1}
        </Button>
      )}
      {whatsapp && (
        <Button
          component="a"
          href={whatsapp}
          target="_blank"
          rel="noopener"
          variant="outline"
          leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
          fullWidth
        >
          Message Us on WhatsApp
          <span className="visually-hidden"> (opens in a new tab)</span>
        </Button>
      )}
      {!settings.email1 && !whatsapp && (
        <Text>
          Please use the{' '}
          <Anchor component={Link} to="/contact">
            contact page
          </Anchor>{' '}
          and mention “{RESET_SUBJECT}”.
        </Text>
      )}
    </Stack>
  );
}
