import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentPropsWithRef } from 'react';
import { settingsQueries } from '@/api/settings';
import { LazyPart, retryableLazy } from '@/components/lazy-part';
import classes from '@/features/layout/chat-button.module.css';
import { whatsappLink } from '@/lib/site';
import { useHydrated } from '@/lib/use-client-value';

export const CHAT_TOOLTIP = 'Chat with us on WhatsApp';

// The tooltip (and its positioning code) joins once the page is hydrated; the link works without it.
const ChatTooltip = retryableLazy(() => import('@/features/layout/chat-tooltip').then((module) => ({ default: module.ChatTooltip })));

/** The button itself: a plain link, in the server's HTML and whenever the tooltip's code is missing. */
export function ChatLink({ href, ...props }: { href: string } & ComponentPropsWithRef<'a'>) {
  return (
    <a className={classes.chat} href={href} target="_blank" rel="noopener" aria-label={`${CHAT_TOOLTIP} (opens in a new tab)`} {...props}>
      <IconBrandWhatsapp size={30} stroke={1.75} aria-hidden />
    </a>
  );
}

/**
 * The floating chat button (SPEC §2): a WhatsApp chat with the settings'
 * number and the prefilled greeting, in a new tab. Without a number there is
 * nothing to open, so nothing is shown.
 */
export function ChatButton() {
  const { data: settings } = useQuery(settingsQueries.website());
  const hydrated = useHydrated();
  const href = whatsappLink(settings?.whatsapp_number);
  if (!href) return null;
  const link = <ChatLink href={href} />;
  // A landmark of its own, so the fixed button is not content outside every landmark (axe `region`).
  return (
    <aside aria-label="Chat">
      {hydrated ? (
        <LazyPart label="the chat button" fallback={link} failure={link} className={classes.failed}>
          <ChatTooltip href={href} />
        </LazyPart>
      ) : (
        link
      )}
    </aside>
  );
}
