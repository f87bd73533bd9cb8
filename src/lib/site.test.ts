import { describe, expect, it } from 'vitest';
import { CHAT_PREFILL, SOCIAL_LINKS, activeSocialLinks, whatsappLink } from '@/lib/site';

describe('whatsappLink', () => {
  it('keeps only the digits of the number and prefills the text', () => {
    expect(whatsappLink('+880 1712-345678')).toBe(`https://wa.me/8801712345678?text=${encodeURIComponent(CHAT_PREFILL)}`);
  });

  it('gives null without a number', () => {
    expect(whatsappLink(null)).toBeNull();
    expect(whatsappLink('')).toBeNull();
  });
});

describe('activeSocialLinks', () => {
  it('leaves out links without a target', () => {
    expect(activeSocialLinks().every((link) => link.href.startsWith('https://'))).toBe(true);
    expect(activeSocialLinks().length).toBe(SOCIAL_LINKS.filter((link) => link.href).length);
  });
});
