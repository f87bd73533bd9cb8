import { deferred } from '@/components/deferred';

/*
 * The consultation form on a service or product page, taken over after the page's first
 * screen from a chunk of its own (src/components/deferred.tsx), with the form library and
 * Mantine's fields it alone needs there. What is typed before then is kept
 * (src/lib/use-typed-before-hydration.ts). A module of its own: loaders are in every
 * page's entry, and what they import is too.
 */
export const InlineConsultation = deferred('the consultation form', () =>
  import('@/features/consultation/inline-consultation').then((module) => ({ default: module.InlineConsultation })),
);
