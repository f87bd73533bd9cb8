import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConsultationDialog } from '@/features/consultation/consultation-dialog';

/** Opens the consultation form in a dialog, titled with `product` and its message already asking for a demo of it. */
export function ScheduleDemoButton({ product, children = 'Schedule Demo', ...props }: { product: string } & ButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open} {...props}>
        {children}
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
