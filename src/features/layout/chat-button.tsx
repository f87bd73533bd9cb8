import { Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { settingsQueries } from '@/api/settings';
import classes from '@/features/layout/chat-button.module.css';
import { whatsappLink } from '@/lib/site';

export const CHAT_TOOLTIP = 'Chat with us on WhatsApp';

/**
 * The floating chat button (SPEC §2): a WhatsApp chat with the settings'
 * number and the prefilled greeting, in a new tab. Without a number there is
 * nothing to open, so nothing is shown.
 */
export function ChatButton() {
  const { data: settings } = useQuery(settingsQueries.website());
  const href = whatsappLink(settings?.whatsapp_number);
  if (!href) return null;
  return (
    // The button is fixed to the viewport, so it is never scrolled away from its tooltip.
    <Tooltip label={CHAT_TOOLTIP} position="left" events={{ hover: true, focus: true, touch: false }} withArrow hideDetached={false}>
      <a className={classes.chat} href={href} target="_blank" rel="noopener" aria-label={`${CHAT_TOOLTIP} (opens in a new tab)`}>
        <IconBrandWhatsapp size={30} stroke={1.75} aria-hidden />
      </a>
    </Tooltip>
  );
}
