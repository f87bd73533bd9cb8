import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import { ButtonContent, type ButtonLookProps, useButtonLook } from '@/components/button-look';

type ButtonAnchorProps = ButtonLookProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonLookProps>;

/**
 * A plain `<a>` drawn as Mantine's Button (button.module.css). As it is, it takes an `href`
 * that is not one of the site's routes (a hash on the page, another site, mailto:);
 * ButtonLink is the same element with the router's href and navigation.
 */
export function ButtonAnchor({ variant, color, c, size, radius, fullWidth, mt, leftSection, rightSection, className, style, children, ...anchor }: ButtonAnchorProps) {
  const look = useButtonLook({ variant, color, c, size, radius, fullWidth, mt, leftSection, rightSection }, className);
  return (
    <a {...anchor} {...look} style={{ ...look.style, ...style }}>
      <ButtonContent leftSection={leftSection} rightSection={rightSection}>
        {children}
      </ButtonContent>
    </a>
  );
}

/**
 * A link that looks like a Mantine Button: it takes Link's typed `to`, `params`,
 * `search` and `hash`, and preloads its page as Link does, with Button's `variant`,
 * `color`, `size`, sections and `fullWidth`.
 */
export const ButtonLink = createLink(ButtonAnchor);
