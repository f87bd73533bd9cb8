import { AffiliateLogin } from '@contracts/affiliate/login';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { affiliateMutations, affiliateQueries } from '@/api/affiliate';
import { errorMessage, isApiError } from '@/api/client';
import { storeAffiliateToken } from '@/lib/auth-token';
import { notify } from '@/lib/notify';
import forms from './forms.module.css';
import { SESSION_ENDED_MESSAGE } from './session';

/** SPEC §8, login. */
export const LOGIN_MESSAGES = {
  success: 'Login successful!',
  failed: 'Login failed',
  noToken: 'Invalid response from server',
  exception: 'Login failed. Please try again.',
} as const;

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/** SPEC §2, affiliate login; `expired` when the previous session ended (a 401). */
export function LoginForm({ expired = false }: { expired?: boolean }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '', remember: false },
    validate: schemaResolver(AffiliateLogin, { sync: true }),
  });
  const login = useMutation(affiliateMutations.login());

  const fail = (message: string) => {
    setFailure(message);
    notify.error(message);
  };

  const submit = form.onSubmit(({ remember, ...credentials }) => {
    setFailure(null);
    login.mutate(credentials, {
      onSuccess: async (reply) => {
        const token = reply.data?.token;
        if (!token) {
          fail(LOGIN_MESSAGES.noToken);
          return;
        }
        storeAffiliateToken(token, { remember });
        // Whatever an earlier session left in the cache belongs to someone else.
        queryClient.removeQueries({ queryKey: affiliateQueries.all() });
        notify.success(LOGIN_MESSAGES.success);
        await router.navigate({ to: '/affiliate-dashboard' });
        await router.invalidate();
      },
      onError: (error) => {
        if (isApiError(error) && error.kind === 'http') {
          form.setErrors(error.firstFieldErrors());
          fail(errorMessage(error, LOGIN_MESSAGES.failed));
        } else {
          fail(LOGIN_MESSAGES.exception);
        }
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Affiliate login">
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        ) : (
          expired && (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
              {SESSION_ENDED_MESSAGE}
            </Alert>
          )
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          size="md"
          {...form.getInputProps('email')}
        />
        <PasswordInput label="Password" autoComplete="current-password" required size="md" {...form.getInputProps('password')} />
        <Group justify="space-between" gap="sm">
          <Checkbox label="Remember me" size="md" {...form.getInputProps('remember', { type: 'checkbox' })} />
          <Anchor component={Link} to="/forgot-password" fz="sm" className={forms.tapLink}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth disabled={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Log In'}
        </Button>
        <Text ta="center" fz="sm" c="dimmed">
          New to the programme?{' '}
          <Anchor component={Link} to="/affiliate-signup" fw={600} inherit>
            Create an affiliate account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
