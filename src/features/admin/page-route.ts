/**
 * What every back-office route declares, written once: its route records are in the site's
 * entry (every public page's first load), its pages are one chunk of their own.
 */
import { lazyRouteComponent } from '@tanstack/react-router';
import type * as BackOfficePages from './back-office-pages';

/** A back-office page's component, from the one chunk all its pages share (back-office-pages.tsx). */
export function backOfficePage(name: keyof typeof BackOfficePages) {
  return lazyRouteComponent(() => import('./back-office-pages'), name);
}

/** A back-office page's head: its title, then the back office's. */
export function backOfficeHead(title: string) {
  return () => ({ meta: [{ title: `${title} — ITBD Back Office` }] });
}
