import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';

interface AfterFirstPaintProps {
  /** Typically lazy components, so their code is fetched only now. */
  children: ReactNode;
  /** Holds their place meanwhile, so nothing after them jumps when they arrive. */
  fallback?: ReactNode;
}

/**
 * Renders its children only once the browser has painted what comes before
 * them, in a transition React can slice into short tasks: the first screen
 * is drawn from the least code and work, and the rest follows without
 * blocking input.
 */
export function AfterFirstPaint({ children, fallback = null }: AfterFirstPaintProps) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const show = () => startTransition(() => setPainted(true));
    // The frame callback runs before that frame's paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(show, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, []);
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
