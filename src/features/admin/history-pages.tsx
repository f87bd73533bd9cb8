import { Badge, Button, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { auditQueries, outboxQueries, trashMutations, trashQueries } from '@/api/admin-site';
import { adminKey } from '@/api/admin-staff';
import { errorMessage } from '@/api/client';
import { formatDateTimeGB } from '@/lib/format';
import { notify } from '@/lib/notify';
import { PageHeader } from './page-header';
import { DataTable, Pager, Section, TableSkeleton } from './section';

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** Every change made in the back office, newest first: who, what, when, and the fields before and after. */
export function AuditLogPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  return (
    <>
      <PageHeader title="Audit Log" subtitle="Every change made in the back office, newest first." />
      <Section fallback={<TableSkeleton label="Loading the audit log" rows={10} />} errorMessage="Failed to load the audit log.">
        <AuditTable page={page} onPage={onPage} />
      </Section>
    </>
  );
}

function AuditTable({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { data: reply } = useSuspenseQuery(auditQueries.page(page));
  if (reply.data.length === 0) return <Text role="status" c="dimmed" ta="center" py="xl">No changes recorded yet.</Text>;
  return (
    <Stack gap="md">
      <DataTable label="Audit log" minWidth={720} columns={['When', 'Who', 'What', 'Changes']}>
        {reply.data.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text fz="sm">{formatDateTimeGB(entry.created_at)}</Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{entry.staff?.name ?? 'Command line'}</Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm" fw={600}>
                {entry.summary}
              </Text>
              <Text fz="xs" c="dimmed">
                {entry.action} · {entry.entity}
                {entry.entity_id ? ` #${entry.entity_id}` : ''}
              </Text>
            </Table.Td>
            <Table.Td>
              <Stack gap={2}>
                {Object.entries(entry.changes).map(([field, change]) => (
                  <Text key={field} fz="xs" style={{ overflowWrap: 'anywhere' }}>
                    <Code>{field}</Code> {shown(change.before)} → {shown(change.after)}
                  </Text>
                ))}
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Pager total={reply.meta.last_page} value={reply.meta.current_page} onChange={onPage} />
    </Stack>
  );
}

/** Deleted things, restorable for 30 days. */
export function TrashPage() {
  return (
    <>
      <PageHeader title="Trash" subtitle="Deleted posts, jobs, projects, people and subscribers stay here for 30 days." />
      <Section fallback={<TableSkeleton label="Loading the trash" rows={4} />} errorMessage="Failed to load the trash.">
        <TrashTable />
      </Section>
    </>
  );
}

function TrashTable() {
  const { data: items } = useSuspenseQuery(trashQueries.list());
  const restore = useMutation(trashMutations.restore());
  const queryClient = useQueryClient();
  if (items.length === 0) return <Text role="status" c="dimmed" ta="center" py="xl">The trash is empty.</Text>;
  return (
    <DataTable label="Trash" minWidth={640} columns={['Item', 'Deleted', 'Gone For Good']} actions>
      {items.map((item) => (
        <Table.Tr key={item.id}>
          <Table.Td>
            <Text fz="sm" fw={600}>
              {item.label}
            </Text>
            <Badge size="sm" variant="light" color="gray">
              {item.entity}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">
              {formatDateTimeGB(item.deleted_at)}
              {item.deleted_by ? ` by ${item.deleted_by.name}` : ''}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{formatDateTimeGB(item.expires_at)}</Text>
          </Table.Td>
          <Table.Td ta="right">
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Restore ${item.label}`}
              disabled={restore.isPending}
              onClick={() =>
                restore.mutate(item.id, {
                  onSuccess: (reply) => {
                    notify.success(reply.message || 'Restored.');
                    // What came back may show in any list.
                    void queryClient.invalidateQueries({ queryKey: adminKey });
                  },
                  onError: (error) => notify.error(errorMessage(error, 'It could not be restored.')),
                })
              }
            >
              Restore
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** The notification mails for new leads: sent, failed, or waiting when no SMTP server is set. */
export function OutboxPage() {
  return (
    <>
      <PageHeader title="Outbox" subtitle="The mail each new lead sends to the office address." />
      <Section fallback={<TableSkeleton label="Loading the outbox" rows={4} />} errorMessage="Failed to load the outbox.">
        <OutboxList />
      </Section>
    </>
  );
}

const OUTBOX_COLOURS = { waiting: 'yellow', sent: 'green', failed: 'red' } as const;

function OutboxList() {
  const { data: reply } = useSuspenseQuery(outboxQueries.list());
  return (
    <Stack gap="md">
      {!reply.smtp && (
        <Paper withBorder p="md" radius="md" role="note">
          <Text fz="sm">No SMTP server is set (SMTP_URL), so mails wait here: nothing is lost, and each shows what would have been sent.</Text>
        </Paper>
      )}
      {reply.data.length === 0 ? (
        <Text role="status" c="dimmed" ta="center" py="xl">No mails yet. Each new lead sends one.</Text>
      ) : (
        reply.data.map((mail) => (
          <Paper key={mail.id} withBorder p="md" radius="md" component="article">
            <Group justify="space-between" gap="xs" mb={4}>
              <Text fw={600} fz="sm">
                {mail.subject}
              </Text>
              <Badge variant="light" color={OUTBOX_COLOURS[mail.status]}>
                {mail.status}
              </Badge>
            </Group>
            <Text fz="xs" c="dimmed" mb="xs">
              To {mail.to ?? 'no address (settings email1 is empty)'} · {formatDateTimeGB(mail.created_at)}
              {mail.error ? ` · ${mail.error}` : ''}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
              {mail.body}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
