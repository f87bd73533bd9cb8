import { useIntersection } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { LazyPart } from '@/components/lazy-part';
import { consultationMayShow, rememberConsultationClosed } from '@/features/consultation/consultation-storage';
import { LazyConsultationDialog } from '@/features/consultation/lazy-consultation-dialog';

/** SPEC §9: the modal opens 1.2 s after the watched section comes into view. */
export const OPEN_DELAY_MS = 1200;

/**
 * "Into view" means the section has risen above the bottom quarter of the
 * screen: a strip of it peeking under the hero at load (as on phones) does
 * not count, so the offer follows the visitor's scrolling, not the page load.
 */
const IN_VIEW_MARGIN = '0px 0px -25% 0px';

/**
 * Offers a free consultation once per visit (SPEC §4): 1.2 s after the
 * element with `watchId` scrolls into view, unless the visitor closed it (or
 * sent a request) less than two hours ago.
 */
export function ConsultationModal({ watchId }: { watchId: string }) {
  const [opened, setOpened] = useState(false);
  const [shown, setShown] = useState(false);
  const { ref: watch, entry } = useIntersection<HTMLElement>({ rootMargin: IN_VIEW_MARGIN });
  // Once the section has come into view the offer is due, whatever the scrolling does next.
  const [due, setDue] = useState(false);
  if (entry?.isIntersecting && !due) setDue(true);

  // The watched section is the page's, not this component's: it is found by its id.
  useEffect(() => {
    if (due || !consultationMayShow()) return;
    watch(document.getElementById(watchId));
    return () => {
      watch(null);
    };
  }, [watch, watchId, due]);

  useEffect(() => {
    if (!due) return;
    // Fetched once the section is in view, so the offer renders at once (see retryableLazy); a failure
    // here meets the dialog again when it renders, behind its boundary.
    LazyConsultationDialog.preload().catch(() => {});
    const timer = setTimeout(() => {
      if (!consultationMayShow()) return;
      setShown(true);
      setOpened(true);
    }, OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [due]);

  const close = () => {
    rememberConsultationClosed();
    setOpened(false);
  };

  if (!shown) return null;
  return (
    // An offer the visitor did not ask for: if its code cannot load, it is simply not made.
    <LazyPart label="the consultation offer" quiet>
      <LazyConsultationDialog opened={opened} onClose={close} />
    </LazyPart>
  );
}
