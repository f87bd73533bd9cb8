import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type ButtonAnchorProps = ButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps>;

/** Mantine's Button drawn as an `<a>`, for the router to give its href and navigation. */
function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

/**
 * A Mantine Button that is a router link: it takes Link's typed `to`, `params`,
 * `search` and `hash`, and preloads its page as Link does.
 */
export const ButtonLink = createLink(ButtonAnchor);
