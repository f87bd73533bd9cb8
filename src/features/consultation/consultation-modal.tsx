import { useEffect, useState } from 'react';
import { LazyPart } from '@/components/lazy-part';
import type { ConsultationDialog } from '@/features/consultation/consultation-dialog';
import { consultationMayShow, rememberConsultationClosed } from '@/features/consultation/consultation-storage';

/** SPEC §9: the modal opens 1.2 s after the watched section comes into view. */
export const OPEN_DELAY_MS = 1200;

/**
 * "Into view" means the section has risen above the bottom quarter of the
 * screen: a strip of it peeking under the hero at load (as on phones) does
 * not count, so the offer follows the visitor's scrolling, not the page load.
 */
const IN_VIEW_MARGIN = '0px 0px -25% 0px';

/**
 * The dialog, its form and validation load once the section comes into view, and the
 * component is kept in state, not behind React.lazy: a lazy component suspends on its
 * first render even when its code is in, and React reveals a resolved Suspense boundary
 * up to 300 ms later, so the offer opened at about 1.5 s instead of 1.2 s.
 */
const loadDialog = () => import('@/features/consultation/consultation-dialog').then((module) => module.ConsultationDialog);

/**
 * Offers a free consultation once per visit (SPEC §4): 1.2 s after the
 * element with `watchId` scrolls into view, unless the visitor closed it (or
 * sent a request) less than two hours ago.
 */
export function ConsultationModal({ watchId }: { watchId: string }) {
  const [opened, setOpened] = useState(false);
  const [shown, setShown] = useState(false);
  const [Dialog, setDialog] = useState<typeof ConsultationDialog | null>(null);

  useEffect(() => {
    const target = document.getElementById(watchId);
    if (!target || typeof IntersectionObserver === 'undefined' || !consultationMayShow()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // An offer the visitor did not ask for: if its code cannot load, it is simply not made.
        loadDialog().then(
          (component) => setDialog(() => component),
          () => {},
        );
        timer = setTimeout(() => {
          if (!consultationMayShow()) return;
          setShown(true);
          setOpened(true);
        }, OPEN_DELAY_MS);
      },
      { rootMargin: IN_VIEW_MARGIN },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [watchId]);

  const close = () => {
    rememberConsultationClosed();
    setOpened(false);
  };

  // Opens when the 1.2 s are up, or when its code lands if that is later.
  if (!shown || !Dialog) return null;
  return (
    <LazyPart label="the consultation offer" quiet>
      <Dialog opened={opened} onClose={close} />
    </LazyPart>
  );
}
