import type { ComponentPropsWithRef } from 'react';
import { ButtonContent, type ButtonLookProps, useButtonLook } from '@/components/button-look';

type PlainButtonProps = ButtonLookProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonLookProps>;

/**
 * A `<button>` drawn as Mantine's Button, for actions with no state of their own to show
 * (retry, reload): the element and a class, without the component's work in rendering
 * and hydration. A form's submit button, which shows its request under way, is SubmitButton.
 */
export function PlainButton({ variant, color, c, size, radius, fullWidth, mt, leftSection, rightSection, className, style, children, type = 'button', ...button }: PlainButtonProps) {
  const look = useButtonLook({ variant, color, c, size, radius, fullWidth, mt, leftSection, rightSection }, className);
  return (
    <button type={type} {...button} {...look} style={{ ...look.style, ...style }}>
      <ButtonContent leftSection={leftSection} rightSection={rightSection}>
        {children}
      </ButtonContent>
    </button>
  );
}
