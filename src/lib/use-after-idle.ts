import { useEffect, useState } from 'react';

/**
 * False until the page has loaded and the browser has a quiet moment, then
 * true: heavy but non-essential work (the hero video, carousel code) waits
 * for it so it never competes with the first paint.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const schedule = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setIdle(true), 200);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') {
      schedule();
    } else {
      window.addEventListener('load', schedule, { once: true });
      cancel = () => window.removeEventListener('load', schedule);
    }
    return () => cancel();
  }, []);
  return idle;
}
