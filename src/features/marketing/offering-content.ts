import type { Benefit } from '@/components/sections/benefits-list';
import type { Feature } from '@/components/sections/feature-grid';
import type { MobileScreen, MockupScreen } from '@/features/marketing/device-mockup';

/** What a service page and a product page both have: a hero with its device mockup, features and benefits. */
export interface OfferingContent {
  /** The hero's h1. */
  headline: string;
  subtitle: string;
  screen: MockupScreen;
  phone?: MobileScreen;
  features: readonly Feature[];
  benefits: readonly Benefit[];
}
