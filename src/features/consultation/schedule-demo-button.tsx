import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import type { ButtonLookProps } from '@/components/button-look';
import { LazyOverlay } from '@/components/lazy-overlay';
import { PlainButton } from '@/components/plain-button';
import { LazyConsultationDialog } from '@/features/consultation/lazy-consultation-dialog';

/** Opens the consultation form in a dialog, titled with `product` and its message already asking for a demo of it. */
export function ScheduleDemoButton({ product, children = 'Schedule Demo', ...props }: { product: string; children?: ReactNode } & ButtonLookProps) {
  const [opened, { open, close }] = useDisclosure(false);
  // The dialog's code is fetched when the visitor shows an interest, so it is in by the click.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <>
      <PlainButton onClick={open} onPointerEnter={want} onFocus={want} {...props}>
        {children}
      </PlainButton>
      <LazyOverlay opened={opened} preload={wanted} load={LazyConsultationDialog.preload} label="the demo form">
        {(shown) => (
          <LazyConsultationDialog
            opened={shown}
            onClose={close}
            title={`Book a Demo of ${product}`}
            initialMessage={`I would like a demo of ${product}.`}
          />
        )}
      </LazyOverlay>
    </>
  );
}
