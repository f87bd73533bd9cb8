import type { LeadDetail } from '@contracts/admin/leads';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { leadMutations, leadQueries } from '@/api/admin-leads';
import { programmeQueries } from '@/api/admin-referrals';
import { errorMessage } from '@/api/client';
import { formatTaka } from '@/lib/format';
import { notify } from '@/lib/notify';

/**
 * Who referred the lead, and the won deal's value (issue 31): saving a value on a won lead
 * that came through an affiliate's link makes its commission (once per lead).
 */
export function DealValue({ lead }: { lead: LeadDetail }) {
  const [value, setValue] = useState<number | string>(lead.deal_value ?? '');
  const update = useMutation(leadMutations.update(lead));
  const queryClient = useQueryClient();
  const save = () =>
    update.mutate(
      { status: 'won', deal_value: value === '' ? null : Number(value) },
      {
        onSuccess: (reply) => {
          queryClient.setQueryData(leadQueries.detail(lead).queryKey, reply.data);
          void queryClient.invalidateQueries({ queryKey: leadQueries.lists() });
          void queryClient.invalidateQueries({ queryKey: programmeQueries.all() });
          notify.success(lead.referrer ? 'Marked won: the commission is made.' : 'Marked won.');
        },
        onError: (error) => notify.error(errorMessage(error, 'The deal value could not be saved.')),
      },
    );
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed">
        Referred by
      </Text>
      <Text fw={600}>{lead.referrer ? `${lead.referrer.name} (${lead.referrer.affiliateid})` : 'Nobody'}</Text>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <NumberInput label="Deal value (৳)" min={0} thousandSeparator="," value={value} onChange={setValue} style={{ flex: 1 }} />
        <Button onClick={save} loading={update.isPending} disabled={value === ''}>
          Mark Won
        </Button>
      </Group>
      {lead.status === 'won' && lead.deal_value !== null && (
        <Text fz="sm" c="dimmed">
          Won at {formatTaka(lead.deal_value)}.
        </Text>
      )}
    </Stack>
  );
}
