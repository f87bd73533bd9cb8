import { Tooltip } from '@mantine/core';
import { CHAT_TOOLTIP, ChatLink } from '@/features/layout/chat-button';

/** The chat button with its tooltip, on hover and keyboard focus. */
export function ChatTooltip({ href }: { href: string }) {
  return (
    // The button is fixed to the viewport, so it is never scrolled away from its tooltip.
    <Tooltip label={CHAT_TOOLTIP} position="left" events={{ hover: true, focus: true, touch: false }} withArrow hideDetached={false}>
      <ChatLink href={href} />
    </Tooltip>
  );
}
