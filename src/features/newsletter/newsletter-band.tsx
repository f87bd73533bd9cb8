import { Button, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/client';
import { formMutations } from '@/api/forms';
import { FormSuccess } from '@/components/form-success';
import classes from '@/features/newsletter/newsletter-band.module.css';
import { blockPadding, Split, SplitCol } from '@/components/layout-grid/layout-grid';
import markup from '@/styles/markup.module.css';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';

const SUBSCRIBED = 'Subscribed successfully!';
const SUBSCRIPTION_FAILED = 'Subscription failed.';
const NETWORK_ERROR = 'Network error. Please try again.';

/** SPEC §8, when no email error came back (that one goes on the field): the provider's message, else the fallback; no reply at all is a network error. */
function subscriptionError(error: unknown): string {
  if (!isApiError(error)) return SUBSCRIPTION_FAILED;
  if (error.kind === 'network') return NETWORK_ERROR;
  return error.serverMessage || SUBSCRIPTION_FAILED;
}

/** SPEC §5: the provider's first email error, word for word, shown on the field rather than under the form. */
function emailError(error: unknown): string | null {
  return (isApiError(error) && error.fieldError('email')) || null;
}

type Outcome = { kind: 'success' | 'error' | 'field'; text: string };

/**
 * 'Stay Updated with Tech Trends' (SPEC §2, §4, §8). The provider validates
 * the address; the message clears at each submit and the address only after
 * a successful one.
 */
export function NewsletterBand() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useMutation(formMutations.subscribe());
  const field = useRef<HTMLInputElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formElement, (name, value) => {
    if (name === 'email') setEmail(value);
  });

  // A refused address is the field in error: focus it once the request no longer holds the form.
  const refused = outcome?.kind === 'field' && !mutation.isPending;
  useEffect(() => {
    if (refused) field.current?.focus();
  }, [refused]);

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
        onError: (error) => {
          const onField = emailError(error);
          setOutcome(onField ? { kind: 'field', text: onField } : { kind: 'error', text: subscriptionError(error) });
        },
      },
    );
  };

  return (
    <section aria-labelledby="newsletter-title" {...blockPadding(56, 80, classes.band)}>
      <div className={markup.container}>
        <Split gap="lg" mdGap={48} align="center">
          <SplitCol span={6}>
            <h2 id="newsletter-title" className={`${markup.h2} ${classes.title}`}>
              Stay Updated with Tech Trends
            </h2>
            <p className={`${markup.text} ${markup.fzLg} ${classes.lead}`}>
              Join 20,000+ IT professionals who get our monthly notes on web, apps and digital growth. No spam,
              unsubscribe any time.
            </p>
          </SplitCol>
          <SplitCol span={6}>
            {/* Sent by the browser itself before hydration, the address travels in the body, never in an address bar. */}
            <form ref={formElement} method="post" className={classes.form} onSubmit={submit} noValidate>
              {/* Above the row, so the field and the button line up and the field's message goes under the field alone. */}
              <label htmlFor="newsletter-email" className={`${markup.text} ${classes.label}`}>
                Email address
              </label>
              <div className={classes.row}>
                <TextInput
                  ref={field}
                  id="newsletter-email"
                  className={classes.field}
                  classNames={{ error: classes.fieldError }}
                  type="email"
                  name="email"
                  autoComplete="email"
                  placeholder="Your email address"
                  leftSection={<IconMail size={18} aria-hidden />}
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                  error={outcome?.kind === 'field' ? outcome.text : undefined}
                />
                {/* As tall as the 48 px field beside it. */}
                <Button type="submit" size="md" h={48} color="accent.4" className={classes.subscribe} disabled={!email.trim() || mutation.isPending}>
                  Subscribe
                </Button>
              </div>
            </form>
            {outcome?.kind === 'success' ? (
              <FormSuccess compact onDark title="You're Subscribed!" message={outcome.text} detail="Our next monthly note will reach your inbox." />
            ) : (
              <p role="status" className={`${markup.text} ${classes.error}`}>
                {outcome?.kind === 'error' ? outcome.text : null}
              </p>
            )}
          </SplitCol>
        </Split>
      </div>
    </section>
  );
}
