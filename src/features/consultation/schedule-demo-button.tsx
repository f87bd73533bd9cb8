import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { ButtonLookProps } from '@/components/button-look';
import { LazyOverlay, useOverlayIntent } from '@/components/lazy-overlay';
import { PlainButton } from '@/components/plain-button';
import { LazyConsultationDialog } from '@/features/consultation/lazy-consultation-dialog';

/** Opens the consultation form in a dialog, titled with `product` and its message already asking for a demo of it. */
export function ScheduleDemoButton({ product, children = 'Schedule Demo', ...props }: { product: string; children?: ReactNode } & ButtonLookProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const intent = useOverlayIntent();
  return (
    <>
      <PlainButton onClick={open} {...intent.triggerProps} {...props}>
        {children}
      </PlainButton>
      <LazyOverlay opened={opened} preload={intent.wanted} load={LazyConsultationDialog.preload} label="the demo form">
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
