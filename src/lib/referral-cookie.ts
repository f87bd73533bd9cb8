import { REF_CODE_PATTERN, REF_COOKIE, REF_WINDOW_SECONDS } from '@contracts/referrals/ref-code';

/**
 * The referral link a visitor last followed, kept in a first-party cookie for 60 days
 * (`itbd_ref=<code>.<unix seconds>`): the last link followed wins. Read and written only in
 * the browser (effects and event handlers), never during render: pages are rendered on the
 * server and cached per address, and a static export has no server at all.
 */
export function keepReferral(code: string, now = Date.now()): boolean {
  if (!REF_CODE_PATTERN.test(code) || typeof document === 'undefined') return false;
  document.cookie = `${REF_COOKIE}=${code}.${Math.floor(now / 1000)}; Max-Age=${REF_WINDOW_SECONDS}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  return true;
}

/** What a lead form sends about the kept referral: the code and when its link was followed; nothing without one. */
export function keptReferral(): { ref?: string; ref_at?: string } {
  if (typeof document === 'undefined') return {};
  const match = new RegExp(`(?:^|; )${REF_COOKIE}=([A-Za-z0-9-]{1,50})\\.(\\d{1,12})(?:;|$)`).exec(document.cookie);
  if (!match?.[1] || !match[2]) return {};
  return { ref: match[1], ref_at: new Date(Number(match[2]) * 1000).toISOString() };
}
