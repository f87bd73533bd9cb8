import { StaffLogin } from '@contracts/admin/staff-login';
import { Alert, Checkbox, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { STAFF_SESSION_ENDED_MESSAGE } from '@/api/admin-client';
import { staffMutations } from '@/api/admin-staff';
import { errorMessage } from '@/api/client';
import { FormFailure } from '@/components/form-failure';
import { Logo } from '@/components/logo';
import { SubmitButton } from '@/components/submit-button';
import { notify } from '@/lib/notify';
import { useSiteForm } from '@/lib/use-site-form';
import { useStaffSession } from './session';

type LoginValues = { email: string; password: string; remember: boolean };

/** Staff sign in to the back office; a failure says why in place (wrong password, locked, disabled). */
export function StaffLoginForm({ expired = false, redirect }: { expired?: boolean; redirect?: string | undefined }) {
  const { signIn } = useStaffSession();
  const login = useMutation(staffMutations.login());
  const { form, formProps, busy, failure, showFailure } = useSiteForm<LoginValues>({
    schema: StaffLogin,
    initialValues: { email: '', password: '', remember: false },
    busy: login.isPending,
  });

  const logIn = (values: LoginValues) =>
    login.mutate(values, {
      onSuccess: async (reply) => {
        notify.success('Signed in.');
        await signIn({ token: reply.data.token, staff: reply.data.staff, remember: values.remember, redirect });
      },
      onError: (error) => {
        notify.error(showFailure(error, 'Sign in failed. Please try again.') ?? errorMessage(error, 'Sign in failed.'));
      },
    });

  return (
    <div className="admin-login">
      <Paper component="main" id="main" withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Logo height={36} />
            <Title order={1} fz={28}>
              Back Office
            </Title>
            <Text c="dimmed">Sign in with your staff account.</Text>
          </Stack>
          <form {...formProps(logIn)} aria-label="Staff sign in">
            <Stack gap="md">
              {expired && (
                <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
                  {STAFF_SESSION_ENDED_MESSAGE}
                </Alert>
              )}
              <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
              <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
              <Checkbox label="Remember me" size="md" {...form.getInputProps('remember', { type: 'checkbox' })} />
              {failure && <FormFailure message={failure} />}
              <SubmitButton busy={busy} label="Sign In" busyLabel="Signing in..." size="md" fullWidth />
            </Stack>
          </form>
        </Stack>
      </Paper>
    </div>
  );
}
