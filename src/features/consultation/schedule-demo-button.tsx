import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConsultationDialog } from '@/features/consultation/consultation-dialog';

/** Opens the consultation form in a dialog, the message already asking for a demo of `product`. */
export function ScheduleDemoButton({ product, children = 'Schedule Demo', ...props }: { product: string } & ButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open} {...props}>
        {children}{' '}
        <span className="visually-hidden">of {product}</span>
      </Button>
      <ConsultationDialog
        opened={opened}
        onClose={close}
        title={`Book a Demo of ${product}`}
        initialMessage={`I would like a demo of ${product}.`}
      />
    </>
  );
}
