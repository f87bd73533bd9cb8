import { deferred } from '@/components/deferred';

/*
 * The home page's sections under the hero, and the hero's drawings: each taken over by the
 * browser after the first screen, from a chunk of its own (src/components/deferred.tsx). The
 * route composes the sections, with the newsletter band (src/features/newsletter/newsletter-part.ts).
 */

export const ServicesSection = deferred('the services', () =>
  import('@/features/home/services-section').then((module) => ({ default: module.ServicesSection })),
);
export const WhySection = deferred('why ITBD', () => import('@/features/home/why-section').then((module) => ({ default: module.WhySection })));
export const ProjectsSection = deferred('the projects', () =>
  import('@/features/projects/projects-section').then((module) => ({ default: module.ProjectsSection })),
);
export const TechStrip = deferred('the technologies', () => import('@/features/home/tech-strip').then((module) => ({ default: module.TechStrip })));
export const TestimonialsSection = deferred('the testimonials', () =>
  import('@/features/home/testimonials-section').then((module) => ({ default: module.TestimonialsSection })),
);
export const ContactBanner = deferred('the contact banner', () =>
  import('@/features/home/contact-banner').then((module) => ({ default: module.ContactBanner })),
);
export const LatestPostsSection = deferred('the latest articles', () =>
  import('@/features/home/latest-posts-section').then((module) => ({ default: module.LatestPostsSection })),
);

/** The hero slides' drawings: markup that only decorates, from one chunk of their own. */
const heroArt = <Name extends 'BrowserArt' | 'DevicesArt' | 'GrowthArt'>(name: Name) =>
  deferred('the illustration', () => import('@/features/home/hero-art').then((module) => ({ default: module[name] })), { quiet: true });
export const BrowserArt = heroArt('BrowserArt');
export const DevicesArt = heroArt('DevicesArt');
export const GrowthArt = heroArt('GrowthArt');

export const HOME_PARTS = [
  BrowserArt,
  DevicesArt,
  GrowthArt,
  ServicesSection,
  WhySection,
  ProjectsSection,
  TechStrip,
  TestimonialsSection,
  ContactBanner,
  LatestPostsSection,
] as const;
