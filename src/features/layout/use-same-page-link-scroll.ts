import { useEffect } from 'react';

/** A plain left click on a link to the page already shown, in this tab, without a fragment. */
function isSamePageLinkClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  return !to.hash && to.origin === here.origin && to.pathname === here.pathname && to.search === here.search;
}

/**
 * SPEC §2: navigation scrolls to the top. The router scrolls only when the address
 * changes, so a link to the page already shown (the logo on the home page, the
 * footer's 'Blog' on /blog) did nothing; it scrolls to the top too. `scroll-behavior`
 * in global.css makes it smooth, and instant under reduced motion.
 */
export function useSamePageLinkScroll(): void {
  useEffect(() => {
    const scrollToTop = (event: MouseEvent) => {
      if (isSamePageLinkClick(event)) window.scrollTo({ top: 0 });
    };
    document.addEventListener('click', scrollToTop);
    return () => document.removeEventListener('click', scrollToTop);
  }, []);
}
