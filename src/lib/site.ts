/**
 * Facts about the agency that are not served by the provider. Social links
 * live here and only here: a link without a target is simply left out, so the
 * site never links to '#'.
 */
export interface SocialLink {
  network: 'facebook' | 'linkedin' | 'youtube' | 'x' | 'instagram';
  label: string;
  href: string | null;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', label: 'ITBD on Facebook', href: 'https://www.facebook.com/itbd.net' },
  { network: 'linkedin', label: 'ITBD on LinkedIn', href: 'https://www.linkedin.com/company/itbd-net' },
  { network: 'youtube', label: 'ITBD on YouTube', href: null },
  { network: 'x', label: 'ITBD on X', href: null },
];

export const activeSocialLinks = () =>
  SOCIAL_LINKS.filter((link): link is SocialLink & { href: string } => Boolean(link.href));

/** SPEC §2: the chat button's prefilled text. */
export const CHAT_PREFILL = 'Hello, I need assistance.';

/** A WhatsApp chat link for a number as the settings store it ('+880 1712-345678' works too). */
export function whatsappLink(number: string | null | undefined, text = CHAT_PREFILL): string | null {
  const digits = number?.replace(/\D/g, '');
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
