import { AffiliateLogin } from '@contracts/affiliate/login';
import { Checkbox, PasswordInput, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { sessionMutations } from '@/api/affiliate-session';
import { SESSION_ENDED_MESSAGE, errorMessage, isApiError } from '@/api/client';
import { LightAlert } from '@/components/light-alert';
import { SubmitButton } from '@/components/submit-button';
import { notify } from '@/lib/notify';
import { useSiteForm } from '@/lib/use-site-form';
import { useAuth } from './auth';
import forms from './forms.module.css';

/** SPEC §8, login. */
export const LOGIN_MESSAGES = {
  success: 'Login successful!',
  failed: 'Login failed',
  noToken: 'Invalid response from server',
  exception: 'Login failed. Please try again.',
} as const;

type LoginValues = {
  email: string;
  password: string;
  /**
   * 'Remember me', sent with the login: the provider then keeps the token alive for
   * 30 days without use rather than 8 hours. The browser keeps the token either way.
   */
  remember: boolean;
};

interface LoginFormProps {
  /** The previous session ended (a 401): the form says so. */
  expired?: boolean;
  /** Where the visitor was going (a same-site path); the dashboard otherwise. */
  redirect?: string | undefined;
}

/**
 * SPEC §2, affiliate login. A failure is told once, in the toast SPEC §8 names
 * (field errors stay on their fields), so the form shows no failure message of its own.
 */
export function LoginForm({ expired = false, redirect }: LoginFormProps) {
  const auth = useAuth();
  const login = useMutation(sessionMutations.login());
  const { form, formProps, busy, showFieldErrors } = useSiteForm<LoginValues>({
    schema: AffiliateLogin,
    initialValues: { email: '', password: '', remember: false },
    busy: login.isPending,
  });

  const logIn = (credentials: LoginValues) => {
    login.mutate(credentials, {
      onSuccess: async (reply) => {
        const token = reply.data?.token;
        if (!token) {
          notify.error(LOGIN_MESSAGES.noToken);
          return;
        }
        notify.success(LOGIN_MESSAGES.success);
        await auth.signIn({ token, affiliate: reply.data?.affiliate, redirect });
      },
      onError: (error) => {
        if (isApiError(error) && error.kind === 'http') {
          // Field errors go on their fields; the toast is where the failure itself is told.
          showFieldErrors(error);
          notify.error(errorMessage(error, LOGIN_MESSAGES.failed));
        } else {
          notify.error(LOGIN_MESSAGES.exception);
        }
      },
    });
  };

  return (
    <form {...formProps(logIn)} aria-label="Affiliate login">
      <div className={forms.fields}>
        {expired && (
          <LightAlert color="yellow" icon={<IconInfoCircle aria-hidden />} role="status">
            {SESSION_ENDED_MESSAGE}
          </LightAlert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
        <div className={forms.row}>
          <Checkbox label="Remember me" size="md" {...form.getInputProps('remember', { type: 'checkbox' })} />
          <Link to="/forgot-password" className={`${forms.anchor} ${forms.small} ${forms.tapLink}`}>
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={busy} label="Log In" busyLabel="Logging in..." size="md" fullWidth />
        <p className={`${forms.note} ${forms.centred}`}>
          New to the programme?{' '}
          <Link to="/affiliate-signup" className={`${forms.anchor} ${forms.inherit} ${forms.semibold}`}>
            Create an affiliate account
          </Link>
        </p>
      </div>
    </form>
  );
}
