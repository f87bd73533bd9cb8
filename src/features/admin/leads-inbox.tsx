import { LEAD_STATUSES, APPLICATION_STATUSES, LEAD_TYPES, type LeadStatus, type LeadType } from '@contracts/admin/leads';
import { Badge, Button, Checkbox, Chip, Group, Select, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type LeadListFilters, leadMutations, leadQueries } from '@/api/admin-leads';
import { errorMessage } from '@/api/client';
import { formatDateTimeGB } from '@/lib/format';
import { notify } from '@/lib/notify';
import { LEAD_TYPE_LABELS, STATUS_COLOURS, STATUS_LABELS, saveBlob } from './lead-labels';
import { PageHeader } from './page-header';
import { DataTable, Pager, Section, TableSkeleton } from './section';

const ALL_STATUSES = [...new Set<LeadStatus>([...LEAD_STATUSES, ...APPLICATION_STATUSES])];

interface InboxProps {
  filters: LeadListFilters;
  /** Changes the filters in the address (a new filter starts at page 1). */
  onFilters: (next: LeadListFilters) => void;
}

/** Every lead in one list, newest first: type, status and search filters, unread in bold, paged. */
export function LeadsInbox({ filters, onFilters }: InboxProps) {
  const exportCsv = useMutation(leadMutations.exportCsv());
  const [search, setSearch] = useState(filters.q ?? '');
  const applySearch = useDebouncedCallback((q: string) => onFilters({ ...filters, q: q.trim() || undefined, page: undefined }), 350);
  const { page: _page, ...exportFilters } = filters;

  const download = () =>
    exportCsv.mutate(exportFilters, {
      onSuccess: ({ blob, fileName }) => {
        saveBlob(blob, fileName ?? 'leads.csv');
        notify.success('Export downloaded.');
      },
      onError: (error) => notify.error(errorMessage(error, 'Export failed. Please try again.')),
    });

  return (
    <>
      <PageHeader
        title="Inbox"
        subtitle="Contact messages, consultation requests, applications and subscribers, newest first."
        actions={
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download} loading={exportCsv.isPending}>
            Export CSV
          </Button>
        }
      />
      <Stack gap="md" mb="md">
        <Chip.Group multiple={false} value={filters.type ?? 'all'} onChange={(value) => onFilters({ ...filters, type: value === 'all' ? undefined : (value as LeadType), page: undefined })}>
          <Group gap="xs" role="radiogroup" aria-label="Type">
            <Chip value="all">All</Chip>
            {LEAD_TYPES.map((type) => (
              <Chip key={type} value={type}>
                {LEAD_TYPE_LABELS[type]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name, email, phone or message"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              applySearch(event.currentTarget.value);
            }}
            miw={220}
          />
          <Select
            label="Status"
            size="md"
            data={[{ value: 'all', label: 'All statuses' }, ...ALL_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))]}
            value={filters.status ?? 'all'}
            onChange={(value) => onFilters({ ...filters, status: !value || value === 'all' ? undefined : (value as LeadStatus), page: undefined })}
            allowDeselect={false}
            miw={180}
          />
        </Group>
        <Checkbox
          label="Unread only"
          checked={filters.unread === true}
          onChange={(event) => onFilters({ ...filters, unread: event.currentTarget.checked ? true : undefined, page: undefined })}
        />
      </Stack>
      <Section fallback={<TableSkeleton label="Loading leads" rows={8} />} errorMessage="Failed to load leads.">
        <LeadTable filters={filters} onPage={(page) => onFilters({ ...filters, page })} />
      </Section>
    </>
  );
}

function LeadTable({ filters, onPage }: { filters: LeadListFilters; onPage: (page: number) => void }) {
  const { data: reply } = useSuspenseQuery(leadQueries.list(filters));
  const { data: leads, meta } = reply;
  if (leads.length === 0) {
    return (
      <Text role="status" ta="center" py="xl" c="dimmed">
        {filters.q || filters.type || filters.status || filters.unread ? 'No leads match these filters.' : 'No leads yet. Messages from the site’s forms arrive here.'}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <DataTable label="Leads" minWidth={680} columns={['Name', 'Type', 'Subject or Message', 'Status', 'Received']} highlightOnHover>
        {leads.map((lead) => (
          <Table.Tr key={`${lead.type}-${lead.id}`} className={lead.read ? undefined : 'admin-unread'}>
            <Table.Td>
              <Link to="/admin/leads/$type/$id" params={{ type: lead.type, id: String(lead.id) }} className="admin-row-link">
                {lead.name || lead.email || 'Unnamed'}
              </Link>
              {!lead.read && <VisuallyHidden> (unread)</VisuallyHidden>}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Badge variant="light" color="gray" miw="max-content">
                {LEAD_TYPE_LABELS[lead.type]}
              </Badge>
            </Table.Td>
            <Table.Td maw={360}>
              <Text fz="sm" lineClamp={2} fw="inherit">
                {lead.title ? `${lead.title} — ${lead.excerpt}` : lead.excerpt || lead.email}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Badge variant="light" color={STATUS_COLOURS[lead.status]} miw="max-content">
                {STATUS_LABELS[lead.status]}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text fz="sm" fw="inherit" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTimeGB(lead.created_at)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          {meta.total} {meta.total === 1 ? 'lead' : 'leads'}
        </Text>
        <Pager total={meta.last_page} value={meta.current_page} onChange={onPage} />
      </Group>
    </Stack>
  );
}
