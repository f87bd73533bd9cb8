import { useEffect } from 'react';
import { countReferralVisit } from '@/api/referral-visit';
import { keepReferral } from '@/lib/referral-cookie';

/**
 * A page opened through an affiliate's link (`?ref=<code>`, issue 31): keep the code for the
 * lead forms and count the visit. In the browser, once per page load, so a page cached by the
 * server or a CDN, or a static export, still counts it.
 */
export function useReferralLink(): void {
  useEffect(() => {
    const code = new URLSearchParams(location.search).get('ref');
    if (code && keepReferral(code)) void countReferralVisit(code);
  }, []);
}
