import type { Icon } from '@tabler/icons-react';
import type { Benefit } from '@/components/sections/benefits-list';
import type { MobileScreen, MockupScreen } from '@/components/sections/device-mockup';
import type { Feature } from '@/components/sections/feature-grid';
import type { SitePath } from '@/features/marketing/site-path';

/** What a service page and a product page both have: a hero with its device mockup, features and benefits. */
export interface OfferingContent<Slug extends string> {
  path: SitePath;
  slug: Slug;
  /** The menu and card name. */
  name: string;
  icon: Icon;
  /** One sentence for index pages and cards. */
  summary: string;
  /** The hero's h1. */
  headline: string;
  subtitle: string;
  screen: MockupScreen;
  phone?: MobileScreen;
  features: readonly Feature[];
  benefits: readonly Benefit[];
}
