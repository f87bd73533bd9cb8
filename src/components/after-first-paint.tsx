import { Children, type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';

/**
 * Runs `callback` in a task after the browser's next paint (a frame callback
 * runs before that frame's paint; a task queued from it runs after).
 * Returns a function that cancels it.
 */
function afterNextPaint(callback: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}

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
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

interface MountInTurnProps {
  /** The parts of a long page, top to bottom. */
  children: ReactNode;
  /** Stands below the parts mounted so far until the last one is. */
  placeholder?: ReactNode;
}

/**
 * Mounts its children one at a time, each after the browser has painted the
 * one before. React slices a render into short tasks, but not the commit
 * that inserts it nor the style and layout work that follows: mounting a long
 * page's sections in turn keeps each of those tasks to one section's size.
 */
export function MountInTurn({ children, placeholder = null }: MountInTurnProps) {
  const parts = Children.toArray(children);
  const [mounted, setMounted] = useState(1);
  const done = mounted >= parts.length;
  useEffect(() => {
    if (done) return;
    return afterNextPaint(() => startTransition(() => setMounted((count) => count + 1)));
  }, [done, mounted]);
  return (
    <>
      {parts.slice(0, mounted)}
      {!done && placeholder}
    </>
  );
}

/** Keeps one screen's room for content still to come, so what follows it does not jump up and back. */
export function ScreenPlaceholder() {
  return <div style={{ minHeight: '100vh' }} />;
}
