import type { LeadDetail, LeadStatus } from '@contracts/admin/leads';
import { NewLeadNote } from '@contracts/admin/add-lead-note';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  Grid,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconFileCv, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type LeadRef, leadMutations, leadQueries } from '@/api/admin-leads';
import { errorMessage } from '@/api/client';
import { SubmitButton } from '@/components/submit-button';
import { formatDateTimeGB } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSiteForm } from '@/lib/use-site-form';
import { LEAD_TYPE_LABELS, STATUS_COLOURS, STATUS_LABELS, openBlob } from './lead-labels';
import { LeadReferrer } from './referrals/lead-referrer';

/** One lead: its fields, its status, its CV (applications) and the staff's notes. */
export function LeadPage({ lead: ref }: { lead: LeadRef }) {
  const { data: lead } = useSuspenseQuery(leadQueries.detail(ref));
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/leads" fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> Inbox
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="light" color="gray">
              {LEAD_TYPE_LABELS[lead.type]}
            </Badge>
            <Badge variant="light" color={STATUS_COLOURS[lead.status]}>
              {STATUS_LABELS[lead.status]}
            </Badge>
          </Group>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {lead.name || lead.email || 'Unnamed lead'}
          </Title>
          <Text c="dimmed" fz="sm">
            Received {formatDateTimeGB(lead.created_at)}
          </Text>
        </Stack>
        {lead.type === 'subscriber' && <RemoveSubscriber lead={lead} />}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="lg" radius="md">
            <LeadFields lead={lead} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Paper withBorder p="lg" radius="md">
              <StatusControl lead={lead} />
            </Paper>
            {lead.referrer && (
              <Paper withBorder p="lg" radius="md">
                <LeadReferrer referrer={lead.referrer} />
              </Paper>
            )}
            {lead.cv && <CvButton lead={lead} />}
          </Stack>
        </Grid.Col>
      </Grid>
      <Paper withBorder p="lg" radius="md">
        <Notes lead={lead} />
      </Paper>
    </Stack>
  );
}

function LeadFields({ lead }: { lead: LeadDetail }) {
  const rows: [string, string | null][] = [
    ['Email', lead.email],
    ['Phone', lead.phone],
    [lead.type === 'application' ? 'Position' : 'Subject', lead.job?.job_title ?? lead.title],
  ];
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        Details
      </Title>
      <dl style={{ margin: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <Text component="dt" fz="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {label === 'Email' ? <Anchor href={`mailto:${value}`}>{value}</Anchor> : label === 'Phone' ? <Anchor href={`tel:${value}`}>{value}</Anchor> : value}
              </Text>
            </div>
          ))}
        {lead.message && (
          <div>
            <Text component="dt" fz="sm" c="dimmed">
              {lead.type === 'application' ? 'Summary' : 'Message'}
            </Text>
            <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {lead.message}
            </Text>
          </div>
        )}
      </dl>
    </Stack>
  );
}

/** Refreshes what a change to a lead shows elsewhere: the lists and the unread counts. */
function useLeadChanged() {
  const queryClient = useQueryClient();
  return (lead: LeadDetail) => {
    queryClient.setQueryData(leadQueries.detail(lead).queryKey, lead);
    void queryClient.invalidateQueries({ queryKey: leadQueries.lists() });
    void queryClient.invalidateQueries({ queryKey: leadQueries.unreadCounts().queryKey });
  };
}

function StatusControl({ lead }: { lead: LeadDetail }) {
  const update = useMutation(leadMutations.update(lead));
  const changed = useLeadChanged();
  const setStatus = (status: LeadStatus) =>
    update.mutate(
      { status },
      {
        onSuccess: (reply) => {
          changed(reply.data);
          notify.success(`Marked ${STATUS_LABELS[status].toLowerCase()}.`);
        },
        onError: (error) => notify.error(errorMessage(error, 'The status could not be changed.')),
      },
    );
  return (
    <Stack gap="sm">
      <Select
        label="Status"
        size="md"
        data={lead.statuses.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
        value={lead.status}
        onChange={(value) => value && value !== lead.status && setStatus(value as LeadStatus)}
        allowDeselect={false}
        disabled={update.isPending}
      />
      {lead.status === 'won' && <DealValue lead={lead} />}
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() =>
          update.mutate(
            { read: false },
            { onSuccess: (reply) => (changed(reply.data), notify.success('Marked unread.')), onError: (error) => notify.error(errorMessage(error, 'Could not mark it unread.')) },
          )
        }
        disabled={update.isPending}
      >
        Mark as Unread
      </Button>
    </Stack>
  );
}

/** A won deal's value in taka, which the affiliate programme's commissions start from. */
function DealValue({ lead }: { lead: LeadDetail }) {
  const update = useMutation(leadMutations.update(lead));
  const changed = useLeadChanged();
  const [value, setValue] = useState<number | string>(lead.deal_value ?? '');
  const save = () =>
    update.mutate(
      { deal_value: value === '' ? null : Number(value) },
      {
        onSuccess: (reply) => (changed(reply.data), notify.success('Deal value saved.')),
        onError: (error) => notify.error(errorMessage(error, 'The deal value could not be saved.')),
      },
    );
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <NumberInput label="Deal value (৳)" size="md" min={0} thousandSeparator="," value={value} onChange={setValue} style={{ flex: 1 }} />
      <Button onClick={save} loading={update.isPending}>
        Save
      </Button>
    </Group>
  );
}

function CvButton({ lead }: { lead: LeadDetail }) {
  const openCv = useMutation(leadMutations.openCv());
  const cv = lead.cv;
  if (!cv) return null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          CV
        </Title>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {cv.name} · {Math.max(1, Math.round(cv.size / 1024))} KB
        </Text>
        <Button
          leftSection={<IconFileCv size={18} aria-hidden />}
          loading={openCv.isPending}
          onClick={() =>
            openCv.mutate(lead.id, {
              onSuccess: ({ blob }) => openBlob(new Blob([blob], { type: cv.mime })),
              onError: (error) => notify.error(errorMessage(error, 'The CV could not be opened.')),
            })
          }
        >
          Open CV
        </Button>
      </Stack>
    </Paper>
  );
}

function Notes({ lead }: { lead: LeadDetail }) {
  const addNote = useMutation(leadMutations.addNote(lead));
  const queryClient = useQueryClient();
  const { form, formProps, busy, showFailure } = useSiteForm<{ body: string }>({
    schema: NewLeadNote,
    initialValues: { body: '' },
    busy: addNote.isPending,
  });
  const save = (values: { body: string }) =>
    addNote.mutate(values, {
      onSuccess: (reply) => {
        queryClient.setQueryData(leadQueries.detail(lead).queryKey, { ...lead, notes: [...lead.notes, reply.data] });
        form.reset();
        notify.success('Note added.');
      },
      onError: (error) => {
        const message = showFailure(error, 'The note could not be saved.');
        if (message) notify.error(message);
      },
    });
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        Notes
      </Title>
      {lead.notes.length === 0 ? (
        <Text c="dimmed">No notes yet. Notes are for staff only.</Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} aria-label="Notes">
          {lead.notes.map((note) => (
            <Timeline.Item key={note.id} title={<Text fw={600} fz="sm">{note.author.name} · {formatDateTimeGB(note.created_at)}</Text>}>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{note.body}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      <form {...formProps(save)} aria-label="Add a note">
        <Stack gap="sm">
          <Textarea label="New note" rows={3} {...form.getInputProps('body')} />
          <Group>
            <SubmitButton busy={busy} label="Add Note" busyLabel="Adding..." />
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function RemoveSubscriber({ lead }: { lead: LeadDetail }) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useMutation(leadMutations.removeSubscriber());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(lead.id, {
      onSuccess: async () => {
        close();
        notify.success('Subscriber removed. It can be restored from the trash for 30 days.');
        void queryClient.invalidateQueries({ queryKey: leadQueries.all() });
        await navigate({ to: '/admin/leads' });
      },
      onError: (error) => notify.error(errorMessage(error, 'The subscriber could not be removed.')),
    });
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
        Remove Subscriber
      </Button>
      <Modal opened={opened} onClose={close} title="Remove this subscriber?" centered>
        <Stack gap="md">
          <Text>
            {lead.email} will get no more newsletters. You can restore them from the trash for 30 days.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
