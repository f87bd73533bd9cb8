import { Box } from '@mantine/core';
import { type ReactNode, Suspense, lazy } from 'react';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { SiteHeader } from '@/features/layout/site-header';
import classes from '@/features/layout/site-header.module.css';
import { useAfterIdle } from '@/lib/use-after-idle';

// Neither is needed for the first paint: the footer follows right after it,
// the chat button (fixed, over the page) once the page is idle.
const SiteFooter = lazy(() => import('@/features/layout/site-footer').then((module) => ({ default: module.SiteFooter })));
const ChatButton = lazy(() => import('@/features/layout/chat-button').then((module) => ({ default: module.ChatButton })));

/** The shell of every page (SPEC §2): skip link, sticky header, page, footer and the floating chat button. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const idle = useAfterIdle();
  return (
    <>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} mih="60vh" style={{ outline: 'none' }}>
        {children}
      </Box>
      <AfterFirstPaint>
        <SiteFooter />
      </AfterFirstPaint>
      {idle && (
        <Suspense fallback={null}>
          <ChatButton />
        </Suspense>
      )}
    </>
  );
}
