import type { ReactNode } from 'react';
import { deferred } from '@/components/deferred';
import { ChatButton } from '@/features/layout/chat-button';
import { SiteHeader } from '@/features/layout/site-header';
import classes from '@/features/layout/site-header.module.css';
import { useReferralLink } from '@/features/layout/use-referral-link';
import { useSamePageLinkScroll } from '@/features/layout/use-same-page-link-scroll';

/**
 * Below every page: taken over after the first screen, from a chunk of its own
 * (src/components/deferred.tsx); the root route's loader preloads it.
 */
export const SiteFooter = deferred('the footer', () => import('@/features/layout/site-footer').then((module) => ({ default: module.SiteFooter })));

/** The shell of every page (SPEC §2): skip link, sticky header, page, footer and the floating chat button. */
export function SiteLayout({ children }: { children: ReactNode }) {
  useSamePageLinkScroll();
  useReferralLink();
  return (
    <>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
      <ChatButton />
    </>
  );
}
