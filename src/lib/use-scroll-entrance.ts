import { useMounted, useReducedMotion } from '@mantine/hooks';

/**
 * Whether content may animate in as it scrolls into view: only once mounted (the
 * server's HTML, and the render that hydrates it, show everything in place, so it
 * stays readable without scripts and hydrates without a mismatch), never under
 * reduced motion, and only where IntersectionObserver can tell when.
 */
export function useScrollEntrance(): boolean {
  const mounted = useMounted();
  const reducedMotion = useReducedMotion();
  return mounted && !reducedMotion && typeof IntersectionObserver !== 'undefined';
}
