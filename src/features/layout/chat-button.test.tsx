import { getWebsiteSettings } from '@contracts/settings/get-website-settings';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHAT_TOOLTIP, ChatButton } from '@/features/layout/chat-button';
import { fixture } from '@/test/fixtures';
import { replyWith } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const number = fixture(getWebsiteSettings).data.whatsapp_number as string;

describe('ChatButton', () => {
  it('opens a WhatsApp chat with the settings number and the prefilled text in a new tab', async () => {
    renderWithProviders(<ChatButton />);
    const link = await screen.findByRole('link', { name: `${CHAT_TOOLTIP} (opens in a new tab)` });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${number.replace(/\D/g, '')}`);
    expect(url.searchParams.get('text')).toBe('Hello, I need assistance.');
    expect(link.getAttribute('href')).toContain('text=Hello%2C%20I%20need%20assistance.');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('sits in a landmark of its own, so no content is outside every landmark', async () => {
    renderWithProviders(<ChatButton />);
    const link = await screen.findByRole('link', { name: /WhatsApp/ });
    expect(screen.getByRole('complementary', { name: 'Chat' })).toContainElement(link);
  });

  it('shows its tooltip on hover', async () => {
    const { user } = renderWithProviders(<ChatButton />);
    await user.hover(await screen.findByRole('link', { name: /WhatsApp/ }));
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(CHAT_TOOLTIP);
  });

  it('shows its tooltip on keyboard focus', async () => {
    const { user } = renderWithProviders(<ChatButton />);
    await screen.findByRole('link', { name: /WhatsApp/ });
    await user.tab();
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(CHAT_TOOLTIP);
  });

  it('is not shown without a number to chat with', async () => {
    replyWith(getWebsiteSettings, 200, { data: { ...fixture(getWebsiteSettings).data, whatsapp_number: null } });
    const { queryClient } = renderWithProviders(<ChatButton />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
