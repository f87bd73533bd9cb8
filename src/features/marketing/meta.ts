/**
 * Document titles and descriptions of the marketing pages. Kept apart from the
 * page content, so a route's `head` does not pull its page into the main bundle.
 */
import { pageHead } from '@/lib/head';
import type { IndustrySlug } from '@/features/marketing/industries-data';
import type { ProductSlug } from '@/features/marketing/products-data';
import type { ServiceSlug } from '@/features/marketing/services-data';

interface Meta {
  title: string;
  description: string;
}

const SERVICE_META: Record<ServiceSlug, Meta> = {
  'web-design-development': {
    title: 'Web Design & Development',
    description:
      'Custom website design and web application development by ITBD: fast, accessible, search-friendly sites and web apps for businesses in Bangladesh and abroad.',
  },
  'digital-marketing': {
    title: 'Digital Marketing',
    description:
      'SEO, social media marketing, Google and Facebook ads, and email campaigns by ITBD, planned around leads and sales with clear monthly reporting.',
  },
  'app-development': {
    title: 'Mobile App Development',
    description:
      'Android and iOS app development by ITBD: cross-platform apps with Flutter and React Native, secure back ends, payments and store publishing.',
  },
  'graphic-design': {
    title: 'Graphic & UI/UX Design',
    description:
      'Graphic design and UI/UX design by ITBD: logos and brand identity, social and print designs, and user interfaces for websites and apps.',
  },
  'wordpress-website': {
    title: 'WordPress Website Development',
    description:
      'WordPress and WooCommerce website development by ITBD: custom themes, easy editing, speed and security hardening, migrations and care plans.',
  },
};

const PRODUCT_META: Record<ProductSlug, Meta> = {
  'e-commerce-website': {
    title: 'E-commerce Website',
    description:
      'ITBD e-commerce website: a mobile-first online shop with local payment gateways, courier integration, stock control and marketing tools.',
  },
  'pharmacy-software': {
    title: 'Pharmacy Software',
    description:
      'ITBD pharmacy management software: point of sale, batch and expiry tracking, supplier purchase orders, multi-branch stock and reports.',
  },
  'pos-management': {
    title: 'POS Management',
    description:
      'ITBD POS management software: touch billing for shops and restaurants, stock control, staff permissions, discounts and cash reports.',
  },
  'erp-software': {
    title: 'ERP Software',
    description:
      'ITBD ERP software: accounting, inventory, purchase, sales, HR and payroll in one connected system for manufacturers, distributors and service companies.',
  },
  'courier-management': {
    title: 'Courier Management',
    description:
      'ITBD courier management software: merchant portal, rider app, hub operations, live tracking and cash-on-delivery settlement.',
  },
  'tailor-management': {
    title: 'Tailor Management',
    description:
      'ITBD tailor management software: customer measurements, order tracking, fitting schedules, delivery reminders and payments for tailoring shops.',
  },
  'publication-website': {
    title: 'Publication Website',
    description:
      'ITBD publication website development: news portals, online magazines and book publishers’ sites with an editor-friendly CMS, speed and SEO.',
  },
};

const INDUSTRY_META: Record<IndustrySlug, Meta> = {
  'boi-ache': {
    title: 'Boi Ache — Books',
    description:
      'Boi Ache, a sister concern of ITBD: an online bookshop with 10K+ Bangla and English books and 50K+ readers, delivered across Bangladesh.',
  },
  'edu-poribar': {
    title: 'Edu Poribar — Learning',
    description:
      'Edu Poribar, a sister concern of ITBD: an e-learning platform with 100+ courses, 5K+ active students and 50,000+ learners reached.',
  },
  'bdcoda': {
    title: 'BDCoda — Fintech',
    description:
      'BDCoda, a sister concern of ITBD: fintech solutions for payments, wallets and lending, trusted by 100+ businesses with 500+ projects and 10+ years of experience.',
  },
  'laptop-ache': {
    title: 'Laptop Ache — Laptops',
    description:
      'Laptop Ache, a sister concern of ITBD: business, gaming and student laptops rated 4.9, 4.8 and 4.9 by customers, with warranty and after-sales service.',
  },
  'courier-ache': {
    title: 'Courier Ache — Courier',
    description:
      'Courier Ache, a sister concern of ITBD: same-day delivery in the city and 2-3 days nationwide, with live tracking and cash on delivery.',
  },
  'kaz-ache': {
    title: 'Kaz Ache — Freelance',
    description:
      'Kaz Ache, a sister concern of ITBD: a freelance marketplace with 1000+ freelancers, 98% client satisfaction and 10+ job categories.',
  },
};

export const serviceHead = (slug: ServiceSlug) => pageHead(SERVICE_META[slug].title, SERVICE_META[slug].description);
export const productHead = (slug: ProductSlug) => pageHead(PRODUCT_META[slug].title, PRODUCT_META[slug].description);
export const industryHead = (slug: IndustrySlug) => pageHead(INDUSTRY_META[slug].title, INDUSTRY_META[slug].description);
