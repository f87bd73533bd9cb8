import type { LeadSummary } from '@contracts/admin/leads';
import { Stack, Text } from '@mantine/core';

/**
 * The affiliate whose link brought the lead (issue 31). Marking the lead won with its deal
 * value (the status control's 'Deal value') makes their commission, once per lead.
 */
export function LeadReferrer({ referrer }: { referrer: NonNullable<LeadSummary['referrer']> }) {
  return (
    <Stack gap={4}>
      <Text fz="sm" c="dimmed">
        Referred by
      </Text>
      <Text fw={600}>{`${referrer.name} (${referrer.affiliateid})`}</Text>
      <Text fz="sm" c="dimmed">
        Won with a deal value, the lead earns them a commission.
      </Text>
    </Stack>
  );
}
