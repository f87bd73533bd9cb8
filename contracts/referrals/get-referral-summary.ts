import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { ReferralSummary, SummaryPeriod } from './referrals.ts';

/** The affiliate's funnel for a period (visits, leads, won deals, commission by status) and balance now. */
export const getReferralSummary = defineEndpoint({
  name: 'getReferralSummary',
  description: "The signed-in affiliate's visits, leads, won deals and commission by status for a period.",
  method: 'GET',
  path: '/api/affiliate/referrals/summary',
  auth: true,
  query: v.object({ period: SummaryPeriod }),
  response: v.object({ data: ReferralSummary }),
});
