import { recordVisit } from '@contracts/referrals/record-visit';
import { request } from '@/api/client';

/**
 * Counts a visit through a referral link; fire and forget, a failure changes nothing for the
 * visitor. A module of its own: every page's first load carries it, and nothing else of the programme.
 */
export const countReferralVisit = (ref: string) => request(recordVisit, { body: { ref } }).catch(() => undefined);
