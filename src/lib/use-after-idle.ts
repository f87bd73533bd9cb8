import { startTransition, useEffect, useState } from 'react';

/** Components waiting for their idle moment, first come first served. */
const waiting = new Set<() => void>();
let granting = false;

function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

/** Grants one waiting component its moment per idle period, starting once the page has loaded. */
function grantInTurn() {
  if (granting) return;
  granting = true;
  const grantNext = () => {
    const [next] = waiting;
    if (!next) {
      granting = false;
      return;
    }
    waiting.delete(next);
    next();
    whenIdle(grantNext);
  };
  if (document.readyState === 'complete') whenIdle(grantNext);
  else window.addEventListener('load', () => whenIdle(grantNext), { once: true });
}

/**
 * False until the page has loaded and the browser has a quiet moment, then
 * true: heavy but non-essential work (the hero video, carousel code) waits
 * for it so it never competes with the first paint. Components get their
 * moments one idle period apart, so their work never piles up into one long
 * task either. `wait` false leaves (or never joins) the queue, for a component
 * that no longer needs its moment.
 */
export function useAfterIdle(wait = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Not waiting (any more): the component's place in the queue goes to the next one.
    if (!wait) return;
    // A transition, so what the moment reveals renders in short slices rather than one blocking task.
    const grant = () => startTransition(() => setIdle(true));
    waiting.add(grant);
    grantInTurn();
    return () => {
      waiting.delete(grant);
    };
  }, [wait]);
  return idle;
}
