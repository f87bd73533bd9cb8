import { type ReactNode, useEffect, useState } from 'react';
import { LazyPart } from '@/components/lazy-part';

interface LazyOverlayProps {
  /** Whether the overlay should be open. */
  opened: boolean;
  /** Fetch the overlay's code now, before it is opened (e.g. on hover or focus of its trigger). */
  preload?: boolean;
  /** Fetches the overlay's code: the `preload` of the `retryableLazy` component that `children` renders. */
  load: () => Promise<void>;
  /** Renders the lazily loaded overlay, open or not. */
  children: (opened: boolean) => ReactNode;
  /** What the overlay is, for the message when its code cannot be loaded: "the menu". */
  label?: string;
}

/**
 * Whether the visitor has shown an interest in an overlay's trigger (the pointer over it or
 * pressing it, or focus on it), for `LazyOverlay`'s `preload`, so its code is in by the click;
 * `triggerProps` go on the trigger.
 */
export function useOverlayIntent() {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return { wanted, triggerProps: { onPointerEnter: want, onPointerDown: want, onFocus: want } };
}

/**
 * A dialog or drawer whose code loads only when it is first wanted. It is
 * mounted once its code is in, so it renders at once rather than through a
 * Suspense boundary that React reveals up to 300 ms late; and it is mounted
 * closed first and opened right after, so even the first opening plays its
 * transition and returns focus to its trigger on close, as Mantine's overlays
 * do when they are already mounted.
 */
export function LazyOverlay({ opened, preload = false, load, children, label = 'this dialog' }: LazyOverlayProps) {
  const [requested, setRequested] = useState(false);
  const [codeSettled, setCodeSettled] = useState(false);
  const [mounted, setMounted] = useState(false);
  if ((opened || preload) && !requested) setRequested(true);

  useEffect(() => {
    if (!requested) return;
    let live = true;
    // Mounted when the code is in, or when it failed: the lazy component then tries once more
    // behind LazyPart, which offers the retry.
    void load()
      .catch(() => {})
      .then(() => live && setCodeSettled(true));
    return () => {
      live = false;
    };
  }, [requested, load]);

  if (!codeSettled) return null;
  return (
    // Its own error boundary: if the code cannot be loaded, the page stays and a retry is offered.
    <LazyPart label={label}>
      {children(mounted && opened)}
      <MountSignal onMount={() => setMounted(true)} />
    </LazyPart>
  );
}

/** Commits together with its lazy sibling, so its effect tells when that sibling is on the page. */
function MountSignal({ onMount }: { onMount: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(onMount, []);
  return null;
}
