import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { ButtonLookProps } from '@/components/button-look';
import { PlainButton } from '@/components/plain-button';
import { ConsultationDialog } from '@/features/consultation/consultation-dialog';

/** Opens the consultation form in a dialog, titled with `product` and its message already asking for a demo of it. */
export function ScheduleDemoButton({ product, children = 'Schedule Demo', ...props }: { product: string; children?: ReactNode } & ButtonLookProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <PlainButton onClick={open} {...props}>
        {children}
      </PlainButton>
      <ConsultationDialog
        opened={opened}
        onClose={close}
        title={`Book a Demo of ${product}`}
        initialMessage={`I would like a demo of ${product}.`}
      />
    </>
  );
}
