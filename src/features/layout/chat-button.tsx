import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { settingsQueries } from '@/api/settings';
import { HoverHint } from '@/components/hover-hint';
import { QueryBoundary } from '@/components/query-boundary';
import classes from '@/features/layout/chat-button.module.css';
import { whatsappLink } from '@/lib/site';

export const CHAT_TOOLTIP = 'Chat with us on WhatsApp';

/**
 * The floating chat button (SPEC §2): a WhatsApp chat with the settings'
 * number and the prefilled greeting, in a new tab, with its tooltip on hover
 * and focus. Without a number there is nothing to open, so nothing is shown.
 */
export function ChatButton() {
  // Without the settings there is no number either: nothing to show while they load, or if they fail.
  return (
    <QueryBoundary fallback={null} errorFallback={null}>
      <ChatLink />
    </QueryBoundary>
  );
}

function ChatLink() {
  const { data: settings } = useSuspenseQuery(settingsQueries.website());
  const href = whatsappLink(settings.whatsapp_number);
  if (!href) return null;
  // A landmark of its own, so the fixed button is not content outside every landmark (axe `region`).
  return (
    <aside aria-label="Chat" className={classes.dock}>
      <HoverHint label={CHAT_TOOLTIP} side="left">
        <a className={classes.chat} href={href} target="_blank" rel="noopener" aria-label={`${CHAT_TOOLTIP} (opens in a new tab)`}>
          <IconBrandWhatsapp size={30} stroke={1.75} aria-hidden />
        </a>
      </HoverHint>
    </aside>
  );
}
