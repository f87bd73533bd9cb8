import { deferred } from '@/components/deferred';

/*
 * The newsletter band, taken over after the page's first screen from a chunk of its own
 * (src/components/deferred.tsx): its field and button are Mantine's, which no other part of
 * a page with the band needs first. What is typed before then is kept
 * (src/lib/use-typed-before-hydration.ts). A module of its own: loaders are in every page's
 * entry, and what they import is too.
 */
export const NewsletterBand = deferred('the newsletter', () =>
  import('@/features/newsletter/newsletter-band').then((module) => ({ default: module.NewsletterBand })),
);
