import { Box, Button, Container, Grid, Text, TextInput, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '@/api/client';
import { formMutations } from '@/api/forms';
import classes from '@/features/newsletter/newsletter-band.module.css';

export const SUBSCRIBED = 'Subscribed successfully!';
export const SUBSCRIPTION_FAILED = 'Subscription failed.';
export const NETWORK_ERROR = 'Network error. Please try again.';

/** SPEC §8: the first email error, else the provider's message, else the fallback; no reply at all is a network error. */
export function subscriptionError(error: unknown): string {
  if (!isApiError(error)) return SUBSCRIPTION_FAILED;
  if (error.kind === 'network') return NETWORK_ERROR;
  return error.fieldError('email') || error.serverMessage || SUBSCRIPTION_FAILED;
}

type Outcome = { kind: 'success' | 'error'; text: string };

/**
 * 'Stay Updated with Tech Trends' (SPEC §2, §4, §8). The provider validates
 * the address; the message clears at each submit and the address only after
 * a successful one.
 */
export function NewsletterBand() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useMutation(formMutations.subscribe());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    mutation.mutate(
      { email },
      {
        onSuccess: (reply) => {
          setOutcome({ kind: 'success', text: reply.message || SUBSCRIBED });
          setEmail('');
        },
        onError: (error) => setOutcome({ kind: 'error', text: subscriptionError(error) }),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="newsletter-title" className={classes.band} py={{ base: 56, md: 80 }}>
      <Container size="lg">
        <Grid gap={{ base: 'lg', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Title order={2} id="newsletter-title" c="white">
              Stay Updated with Tech Trends
            </Title>
            <Text c="gray.3" fz="lg" mt="sm">
              Join 20,000+ IT professionals who get our monthly notes on web, apps and digital growth. No spam,
              unsubscribe any time.
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <form className={classes.form} onSubmit={submit} noValidate>
              <TextInput
                className={classes.field}
                classNames={{ label: classes.label }}
                label="Email address"
                type="email"
                name="email"
                autoComplete="email"
                placeholder="Your email address"
                size="md"
                leftSection={<IconMail size={18} aria-hidden />}
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                aria-describedby="newsletter-outcome"
              />
              {/* As tall as the 48 px field beside it. */}
              <Button type="submit" size="md" h={48} color="accent.4" c="navy.9" disabled={!email.trim() || mutation.isPending}>
                Subscribe
              </Button>
            </form>
            <Text
              id="newsletter-outcome"
              role="status"
              mt="sm"
              fw={600}
              mih={24}
              className={outcome ? classes[outcome.kind] : undefined}
            >
              {outcome?.text}
            </Text>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
