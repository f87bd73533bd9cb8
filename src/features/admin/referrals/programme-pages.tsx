import type { AdminAffiliate, AdminCommission, AdminPayout } from '@contracts/admin/referrals';
import { ReferralSettings } from '@contracts/admin/referrals';
import type { CommissionStatus, PayoutMethod, PayoutStatus } from '@contracts/referrals/referrals';
import { Anchor, Badge, Button, Group, NumberInput, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { programmeMutations, programmeQueries } from '@/api/admin-referrals';
import { errorMessage } from '@/api/client';
import { SubmitButton } from '@/components/submit-button';
import { notify } from '@/lib/notify';
import { useSiteForm } from '@/lib/use-site-form';
import { formatDateTimeGB as formatDateTime, formatTaka } from '@/lib/format';
import { PageHeader } from '@/features/admin/page-header';
import { DataTable, Pager, Section, TableSkeleton } from '@/features/admin/section';
import { capitalised } from '@/features/admin/words';
import { TextAction } from './text-action';

const COMMISSION_COLOURS: Record<CommissionStatus, string> = { pending: 'yellow', available: 'green', rejected: 'red' };
const PAYOUT_COLOURS: Record<PayoutStatus, string> = { requested: 'yellow', paid: 'green', rejected: 'red' };

function StatusFilter<T extends string>({ label, value, options, onChange }: { label: string; value: T | 'all'; options: readonly T[]; onChange: (value: T | 'all') => void }) {
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={(next) => onChange(next as T | 'all')}
      data={[{ value: 'all', label: 'All' }, ...options.map((option) => ({ value: option, label: capitalised(option) }))]}
    />
  );
}

// ---- Commissions -------------------------------------------------------------------------

/** Affiliates' commissions: pending ones can be approved before their hold ends; pending or available ones rejected with a reason. */
export function CommissionsPage() {
  const [status, setStatus] = useState<CommissionStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  return (
    <>
      <PageHeader
        title="Commissions"
        subtitle="Earned on won leads that came through an affiliate's link; pending until the hold ends."
        actions={<StatusFilter label="Commission status" value={status} options={['pending', 'available', 'rejected'] as const} onChange={(next) => (setStatus(next), setPage(1))} />}
      />
      <Section fallback={<TableSkeleton label="Loading commissions" />} errorMessage="Failed to load commissions.">
        <CommissionTable status={status === 'all' ? undefined : status} page={page} onPage={setPage} />
      </Section>
    </>
  );
}

function CommissionTable({ status, page, onPage }: { status: CommissionStatus | undefined; page: number; onPage: (page: number) => void }) {
  const { data: reply } = useSuspenseQuery(programmeQueries.commissions(status, page));
  if (reply.data.length === 0) return <Text c="dimmed">No commissions yet. They appear when a referred lead is marked won with its deal value.</Text>;
  return (
    <Stack gap="md">
      <DataTable label="Commissions" minWidth={820} columns={['Affiliate', 'Lead', { label: 'Deal', numeric: true }, { label: 'Commission', numeric: true }, 'Status']} actions>
        {reply.data.map((commission) => (
          <CommissionRow key={commission.id} commission={commission} />
        ))}
      </DataTable>
      <Pager total={reply.meta.last_page} value={reply.meta.current_page} onChange={onPage} />
    </Stack>
  );
}

function useProgrammeChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: programmeQueries.all() });
}

function CommissionRow({ commission }: { commission: AdminCommission }) {
  const approve = useMutation(programmeMutations.approveCommission());
  const reject = useMutation(programmeMutations.rejectCommission());
  const changed = useProgrammeChanged();
  const who = `commission #${commission.id} of ${commission.affiliate.name}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} fz="sm">
          {commission.affiliate.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {commission.affiliate.affiliateid}
        </Text>
      </Table.Td>
      <Table.Td>
        <Anchor fz="sm" renderRoot={(props) => <Link {...props} to="/admin/leads/$type/$id" params={{ type: commission.lead.type, id: String(commission.lead.id) }} />}>
          {commission.lead.name}
        </Anchor>
        <Text fz="xs" c="dimmed">
          Won {formatDateTime(commission.created_at)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text fz="sm">{formatTaka(commission.deal_value)}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text fz="sm" fw={600}>
          {formatTaka(commission.amount)}
        </Text>
        <Text fz="xs" c="dimmed">
          {commission.rate_percent}%
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={COMMISSION_COLOURS[commission.status]}>
          {capitalised(commission.status)}
        </Badge>
        <Text fz="xs" c="dimmed">
          {commission.status === 'pending' ? `Available ${formatDateTime(commission.available_at)}` : commission.reason}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {commission.status === 'pending' && (
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Approve ${who}`}
              loading={approve.isPending}
              onClick={() =>
                approve.mutate(commission.id, {
                  onSuccess: () => (notify.success('Commission approved: it is available now.'), changed()),
                  onError: (error) => notify.error(errorMessage(error, 'The commission could not be approved.')),
                })
              }
            >
              Approve
            </Button>
          )}
          {commission.status !== 'rejected' && (
            <TextAction
              label="Reject"
              ariaLabel={`Reject ${who}`}
              color="red"
              title={`Reject ${who}`}
              field="Reason"
              description="The affiliate sees it beside the commission."
              onSubmit={(reason) => reject.mutateAsync({ id: commission.id, reason }).then(changed)}
              success="Commission rejected."
              failure="The commission could not be rejected."
            />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

// ---- Payouts -----------------------------------------------------------------------------

const methodText = (method: PayoutMethod) =>
  method.type === 'bkash' ? `bKash ${method.bkash_number}` : `${method.bank_name}, ${method.branch}: ${method.account_name}, ${method.account_number}`;

/** Payout requests: staff pay them outside (bKash, bank) and mark them paid with the reference, or reject them. */
export function PayoutsPage() {
  const [status, setStatus] = useState<PayoutStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  return (
    <>
      <PageHeader
        title="Payouts"
        subtitle="Affiliates' requests for their available balance."
        actions={<StatusFilter label="Payout status" value={status} options={['requested', 'paid', 'rejected'] as const} onChange={(next) => (setStatus(next), setPage(1))} />}
      />
      <Section fallback={<TableSkeleton label="Loading payouts" />} errorMessage="Failed to load payouts.">
        <PayoutTable status={status === 'all' ? undefined : status} page={page} onPage={setPage} />
      </Section>
    </>
  );
}

function PayoutTable({ status, page, onPage }: { status: PayoutStatus | undefined; page: number; onPage: (page: number) => void }) {
  const { data: reply } = useSuspenseQuery(programmeQueries.payouts(status, page));
  if (reply.data.length === 0) return <Text c="dimmed">No payout requests yet.</Text>;
  return (
    <Stack gap="md">
      <DataTable label="Payouts" minWidth={820} columns={['Affiliate', 'Pay To', { label: 'Amount', numeric: true }, 'Status']} actions>
        {reply.data.map((payout) => (
          <PayoutRow key={payout.id} payout={payout} />
        ))}
      </DataTable>
      <Pager total={reply.meta.last_page} value={reply.meta.current_page} onChange={onPage} />
    </Stack>
  );
}

function PayoutRow({ payout }: { payout: AdminPayout }) {
  const pay = useMutation(programmeMutations.payPayout());
  const reject = useMutation(programmeMutations.rejectPayout());
  const changed = useProgrammeChanged();
  const who = `payout #${payout.id} of ${payout.affiliate.name}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} fz="sm">
          {payout.affiliate.name}
        </Text>
        <Text fz="xs" c="dimmed">
          Requested {formatDateTime(payout.created_at)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {methodText(payout.method)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text fz="sm" fw={600}>
          {formatTaka(payout.amount)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={PAYOUT_COLOURS[payout.status]}>
          {capitalised(payout.status)}
        </Badge>
        <Text fz="xs" c="dimmed">
          {payout.status === 'paid' ? `Ref. ${payout.reference ?? ''}` : payout.reason}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        {payout.status === 'requested' && (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <TextAction
              label="Mark Paid"
              ariaLabel={`Mark Paid: ${who}`}
              variant="light"
              title={`Mark ${who} paid`}
              field="Reference"
              description="The bKash transaction ID or the bank's reference."
              onSubmit={(reference) => pay.mutateAsync({ id: payout.id, reference }).then(changed)}
              success="Payout marked paid."
              failure="The payout could not be marked paid."
            />
            <TextAction
              label="Reject"
              ariaLabel={`Reject ${who}`}
              color="red"
              title={`Reject ${who}`}
              field="Reason"
              description="The amount returns to the affiliate's available balance."
              onSubmit={(reason) => reject.mutateAsync({ id: payout.id, reason }).then(changed)}
              success="Payout rejected."
              failure="The payout could not be rejected."
            />
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

// ---- The programme's terms and per-affiliate rates ---------------------------------------

/** The programme's rate, hold and minimum payout, and each affiliate's own rate (admins). */
export function ProgrammePage() {
  return (
    <>
      <PageHeader title="Affiliate Programme" subtitle="The terms new commissions are made on, and each affiliate's own rate." />
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="programme-terms">
          <Title order={2} fz="lg" id="programme-terms" mb="md">
            Terms
          </Title>
          <Section fallback={<TableSkeleton label="Loading the terms" rows={2} />} errorMessage="Failed to load the programme's terms.">
            <TermsForm />
          </Section>
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="programme-affiliates">
          <Title order={2} fz="lg" id="programme-affiliates" mb="md">
            Affiliates
          </Title>
          <Section fallback={<TableSkeleton label="Loading affiliates" />} errorMessage="Failed to load affiliates.">
            <AffiliateTable />
          </Section>
        </Paper>
      </Stack>
    </>
  );
}

type TermsValues = { rate_percent: number; hold_days: number; minimum_payout: number };

function TermsForm() {
  const { data: settings } = useSuspenseQuery(programmeQueries.settings());
  const save = useMutation(programmeMutations.saveSettings());
  const queryClient = useQueryClient();
  const { form, formProps, busy, showFailure } = useSiteForm<TermsValues>({ schema: ReferralSettings, initialValues: settings, busy: save.isPending });
  const submit = (values: TermsValues) =>
    save.mutate(values, {
      onSuccess: (reply) => {
        queryClient.setQueryData(programmeQueries.settings().queryKey, reply.data);
        void queryClient.invalidateQueries({ queryKey: programmeQueries.all() });
        notify.success(reply.message);
      },
      onError: (error) => {
        const message = showFailure(error, 'The terms could not be saved.');
        if (message) notify.error(message);
      },
    });
  return (
    <form {...formProps(submit)} aria-label="Programme terms">
      <Stack gap="md" maw={420}>
        <NumberInput label="Commission rate (%)" description="Of a won deal's value; up to 50." min={0} max={50} decimalScale={2} {...form.getInputProps('rate_percent')} />
        <NumberInput label="Hold (days)" description="How long a commission is pending before it is available." min={0} max={365} allowDecimal={false} {...form.getInputProps('hold_days')} />
        <NumberInput label="Minimum payout (৳)" min={0} thousandSeparator="," {...form.getInputProps('minimum_payout')} />
        <SubmitButton busy={busy} label="Save Terms" busyLabel="Saving..." />
      </Stack>
    </form>
  );
}

function AffiliateTable() {
  const [page, setPage] = useState(1);
  const { data: reply } = useSuspenseQuery(programmeQueries.affiliates(page));
  if (reply.data.length === 0) return <Text c="dimmed">No affiliates have signed up yet.</Text>;
  return (
    <Stack gap="md">
      <DataTable label="Affiliates" minWidth={860} columns={['Affiliate', { label: 'Pending', numeric: true }, { label: 'Available', numeric: true }, { label: 'Requested', numeric: true }, { label: 'Paid', numeric: true }, 'Own Rate (%)']}>
        {reply.data.map((affiliate) => (
          <AffiliateRow key={affiliate.id} affiliate={affiliate} />
        ))}
      </DataTable>
      <Pager total={reply.meta.last_page} value={reply.meta.current_page} onChange={setPage} />
    </Stack>
  );
}

function AffiliateRow({ affiliate }: { affiliate: AdminAffiliate }) {
  const [rate, setRate] = useState<number | string>(affiliate.rate_percent ?? '');
  const save = useMutation(programmeMutations.setRate());
  const changed = useProgrammeChanged();
  const value = rate === '' ? null : Number(rate);
  const submit = () =>
    save.mutate(
      { id: affiliate.id, rate_percent: value },
      {
        onSuccess: () => (notify.success(value === null ? `${affiliate.name} is on the programme's rate.` : `${affiliate.name} earns ${value}%.`), changed()),
        onError: (error) => notify.error(errorMessage(error, 'The rate could not be saved.')),
      },
    );
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} fz="sm">
          {affiliate.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {affiliate.affiliateid} · {affiliate.email}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{formatTaka(affiliate.balance.pending)}</Table.Td>
      <Table.Td ta="right">{formatTaka(affiliate.balance.available)}</Table.Td>
      <Table.Td ta="right">{formatTaka(affiliate.balance.reserved)}</Table.Td>
      <Table.Td ta="right">{formatTaka(affiliate.balance.paid)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <NumberInput
            aria-label={`Own rate of ${affiliate.name} (%)`}
            placeholder={`${affiliate.effective_rate_percent}`}
            min={0}
            max={50}
            decimalScale={2}
            w={100}
            value={rate}
            onChange={setRate}
          />
          <Button size="compact-sm" variant="light" onClick={submit} loading={save.isPending} aria-label={`Save the rate of ${affiliate.name}`}>
            Save
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
