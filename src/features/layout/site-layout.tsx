import type { ReactNode } from 'react';
import { ChatButton } from '@/features/layout/chat-button';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
import classes from '@/features/layout/site-header.module.css';
import { useReferralLink } from '@/features/layout/use-referral-link';
import { useSamePageLinkScroll } from '@/features/layout/use-same-page-link-scroll';

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
