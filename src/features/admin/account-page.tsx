import { PasswordChange } from '@contracts/admin/change-password';
import { STAFF_PASSWORD_MIN } from '@contracts/admin/admin';
import { Paper, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { staffMutations } from '@/api/admin-staff';
import { SubmitButton } from '@/components/submit-button';
import { FormFailure } from '@/components/form-failure';
import { notify } from '@/lib/notify';
import { useSiteForm } from '@/lib/use-site-form';
import { PageHeader } from './page-header';

type PasswordValues = { current_password: string; password: string; password_confirmation: string };

/** Staff change their own password; their other sessions end, this one stays. */
export function AccountPage() {
  const change = useMutation(staffMutations.changePassword());
  const { form, formProps, busy, failure, showFailure } = useSiteForm<PasswordValues>({
    schema: PasswordChange,
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    busy: change.isPending,
  });
  const save = (values: PasswordValues) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notify.success('Password changed. Your other sessions have ended.');
      },
      onError: (error) => {
        const message = showFailure(error, 'The password could not be changed.');
        if (message) notify.error(message);
      },
    });
  return (
    <>
      <PageHeader title="Change Password" subtitle="Your other signed-in sessions end when it changes." />
      <Paper withBorder p="lg" radius="md" maw={520}>
        <form {...formProps(save)} aria-label="Change password">
          <Stack gap="md">
            <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps('current_password')} />
            <PasswordInput label="New password" description={`At least ${STAFF_PASSWORD_MIN} characters.`} autoComplete="new-password" required {...form.getInputProps('password')} />
            <PasswordInput label="Repeat the new password" autoComplete="new-password" required {...form.getInputProps('password_confirmation')} />
            <FormFailure message={failure} />
            <SubmitButton busy={busy} label="Change Password" busyLabel="Saving..." />
          </Stack>
        </form>
      </Paper>
    </>
  );
}
