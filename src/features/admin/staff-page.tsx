import { NewStaff, STAFF_PASSWORD_MIN, type Staff } from '@contracts/admin/admin';
import { Badge, Button, Modal, PasswordInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { staffMutations, staffQueries } from '@/api/admin-staff';
import { errorMessage } from '@/api/client';
import { SubmitButton } from '@/components/submit-button';
import { formatDateTimeGB } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSiteForm } from '@/lib/use-site-form';
import { PageHeader } from './page-header';
import { DataTable, Section, TableSkeleton } from './section';

/** Admins add staff and disable them (their sessions end at once); editors are refused by the provider. */
export function StaffPage() {
  const { data: me } = useSuspenseQuery(staffQueries.me());
  return (
    <>
      <PageHeader title="Staff" subtitle="Who can sign in to the back office, and with which role." actions={me.role === 'admin' && <AddStaff />} />
      <Section fallback={<TableSkeleton label="Loading staff" rows={3} />} errorMessage="Failed to load staff.">
        <StaffTable me={me} />
      </Section>
    </>
  );
}

function StaffTable({ me }: { me: Staff }) {
  const { data: staff } = useSuspenseQuery(staffQueries.list());
  const setDisabled = useMutation(staffMutations.setDisabled());
  const queryClient = useQueryClient();
  const toggle = (member: Staff) =>
    setDisabled.mutate(
      { id: member.id, disabled: !member.disabled },
      {
        onSuccess: () => {
          notify.success(member.disabled ? `${member.name} can sign in again.` : `${member.name} is disabled and signed out.`);
          void queryClient.invalidateQueries({ queryKey: staffQueries.list().queryKey });
        },
        onError: (error) => notify.error(errorMessage(error, 'The change could not be saved.')),
      },
    );
  return (
    <DataTable label="Staff" minWidth={640} columns={['Name', 'Role', 'Status', 'Last Sign-In']} actions>
      {staff.map((member) => (
        <Table.Tr key={member.id}>
          <Table.Td>
            <Text fw={600} fz="sm">
              {member.name}
            </Text>
            <Text fz="xs" c="dimmed">
              {member.email}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={member.role === 'admin' ? 'brand' : 'gray'}>
              {member.role === 'admin' ? 'Admin' : 'Editor'}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={member.disabled ? 'red' : 'green'}>
              {member.disabled ? 'Disabled' : 'Active'}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{member.last_login_at ? formatDateTimeGB(member.last_login_at) : 'Never'}</Text>
          </Table.Td>
          <Table.Td ta="right">
            {member.id !== me.id && (
              <Button size="compact-sm" variant="subtle" color={member.disabled ? 'brand' : 'red'} onClick={() => toggle(member)} disabled={setDisabled.isPending} aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.name}`}>
                {member.disabled ? 'Enable' : 'Disable'}
              </Button>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

type NewStaffValues = { name: string; email: string; role: 'admin' | 'editor'; password: string };

function AddStaff() {
  const [opened, { open, close }] = useDisclosure(false);
  const create = useMutation(staffMutations.create());
  const queryClient = useQueryClient();
  const { form, formProps, busy, showFailure } = useSiteForm<NewStaffValues>({
    schema: NewStaff,
    initialValues: { name: '', email: '', role: 'editor', password: '' },
    busy: create.isPending,
  });
  const save = (values: NewStaffValues) =>
    create.mutate(values, {
      onSuccess: (reply) => {
        notify.success(`${reply.data.name} can now sign in. Pass on the first password; they change it under Change Password.`);
        void queryClient.invalidateQueries({ queryKey: staffQueries.list().queryKey });
        form.reset();
        close();
      },
      onError: (error) => {
        const message = showFailure(error, 'The staff member could not be added.');
        if (message) notify.error(message);
      },
    });
  return (
    <>
      <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={open}>
        Add Staff
      </Button>
      <Modal opened={opened} onClose={close} title="Add a staff member" centered>
        <form {...formProps(save)} aria-label="Add staff">
          <Stack gap="md">
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
            <Select
              label="Role"
              size="md"
              data={[
                { value: 'editor', label: 'Editor: leads and content' },
                { value: 'admin', label: 'Admin: everything, with staff and settings' },
              ]}
              allowDeselect={false}
              {...form.getInputProps('role')}
            />
            <PasswordInput label="First password" description={`At least ${STAFF_PASSWORD_MIN} characters.`} autoComplete="new-password" required {...form.getInputProps('password')} />
            <SubmitButton busy={busy} label="Add Staff Member" busyLabel="Adding..." />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
