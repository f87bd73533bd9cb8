/**
 * The offerings catalogue: every service, product and sister concern once, with
 * what the navigation, the home carousel, the index pages, the head tags, the
 * sitemap and the old addresses' redirects need. Each page's long content
 * (features, process, figures) lives beside its page in features/marketing,
 * keyed by these slugs, so the header does not carry every page in its bundle.
 * The icons stay with the entries: every page's footer draws the sister concerns'.
 */
import {
  IconBooks,
  IconBrandWordpress,
  IconBriefcase,
  IconBuildingBank,
  IconChartPie,
  IconDeviceLaptop,
  IconDeviceMobile,
  IconNews,
  IconPalette,
  IconPill,
  IconReceipt,
  IconSchool,
  IconScissors,
  IconShoppingCart,
  IconSpeakerphone,
  IconTruckDelivery,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { PROJECTS_DELIVERED, YEARS_IN_BUSINESS } from '@/lib/company-figures';
import type { SiteLink } from '@/lib/site-link';

interface Offering {
  slug: string;
  /** The menu, card and breadcrumb name. */
  name: string;
  icon: Icon;
  /** One sentence for index pages and cards. */
  summary: string;
  /** The document title, when it is not the name. */
  title?: string;
  /** The meta description. */
  description: string;
}

export interface ServiceEntry extends Offering {
  /** The home carousel's card: its Mantine colour and three selling points. */
  card: { color: 'brand' | 'accent' | 'teal' | 'grape' | 'navy'; points: readonly string[] };
  /** The old footer's short addresses (/services/<slug>), redirected here. */
  oldAddresses?: readonly { slug: string; label: string }[];
}

export type ProductEntry = Offering;

export interface SisterConcernEntry extends Offering {
  /** The sector in one word, e.g. 'Books'. */
  sector: string;
  /** The sister concern's own site, opened in a new tab. */
  site: string;
  /** The tile behind its mark in the footer; the white mark passes 3:1 on it. */
  colour: string;
}

export interface Catalogue {
  services: readonly ServiceEntry[];
  products: readonly ProductEntry[];
  sisterConcerns: readonly SisterConcernEntry[];
}

const SERVICES = [
  {
    slug: 'web-design-development',
    name: 'Web Design & Development',
    icon: IconWorld,
    summary: 'Fast, accessible websites and web apps that turn visitors into customers.',
    description:
      'Custom website design and web application development by ITBD: fast, accessible, search-friendly sites and web apps for businesses in Bangladesh and abroad.',
    card: { color: 'brand', points: ['Responsive, accessible design', 'Laravel, React and Next.js', 'SEO-ready from day one'] },
    oldAddresses: [{ slug: 'web-development', label: 'Web Development' }],
  },
  {
    slug: 'digital-marketing',
    name: 'Digital Marketing',
    icon: IconSpeakerphone,
    summary: 'Search, social and paid campaigns measured by leads and sales, not likes.',
    description:
      'SEO, social media marketing, Google and Facebook ads, and email campaigns by ITBD, planned around leads and sales with clear monthly reporting.',
    card: { color: 'accent', points: ['SEO and content', 'Facebook and Google Ads', 'Analytics you can read'] },
  },
  {
    slug: 'app-development',
    name: 'App Development',
    title: 'Mobile App Development',
    icon: IconDeviceMobile,
    summary: 'Android and iOS apps your customers keep on their home screen.',
    description:
      'Android and iOS app development by ITBD: cross-platform apps with Flutter and React Native, secure back ends, payments and store publishing.',
    card: { color: 'teal', points: ['Flutter and React Native', 'Payments: bKash, Nagad, cards', 'Store launch and updates'] },
    oldAddresses: [{ slug: 'mobile-apps', label: 'Mobile Apps' }],
  },
  {
    slug: 'graphic-design',
    name: 'Graphic & UI/UX Design',
    icon: IconPalette,
    summary: 'Brand identities, marketing designs and product interfaces with one consistent look.',
    description:
      'Graphic design and UI/UX design by ITBD: logos and brand identity, social and print designs, and user interfaces for websites and apps.',
    card: { color: 'grape', points: ['Logo and brand identity', 'Print and packaging', 'Social media kits'] },
    oldAddresses: [{ slug: 'ui-ux-design', label: 'UI/UX Design' }],
  },
  {
    slug: 'wordpress-website',
    name: 'WordPress Website',
    title: 'WordPress Website Development',
    icon: IconBrandWordpress,
    summary: 'WordPress and WooCommerce sites you can update yourself, built properly.',
    description:
      'WordPress and WooCommerce website development by ITBD: custom themes, easy editing, speed and security hardening, migrations and care plans.',
    card: { color: 'navy', points: ['Custom themes, no bloat', 'WooCommerce shops', 'Care plans and backups'] },
  },
] as const satisfies readonly ServiceEntry[];

const PRODUCTS = [
  {
    slug: 'e-commerce-website',
    name: 'E-commerce Website',
    icon: IconShoppingCart,
    summary: 'A complete online shop with local payments, delivery and stock in one dashboard.',
    description:
      'ITBD e-commerce website: a mobile-first online shop with local payment gateways, courier integration, stock control and marketing tools.',
  },
  {
    slug: 'pharmacy-software',
    name: 'Pharmacy Software',
    icon: IconPill,
    summary: 'Sales, stock, expiry and suppliers for pharmacies and chains.',
    description:
      'ITBD pharmacy management software: point of sale, batch and expiry tracking, supplier purchase orders, multi-branch stock and reports.',
  },
  {
    slug: 'pos-management',
    name: 'POS Management',
    icon: IconReceipt,
    summary: 'A point of sale for shops and restaurants, with stock and staff built in.',
    description:
      'ITBD POS management software: touch billing for shops and restaurants, stock control, staff permissions, discounts and cash reports.',
  },
  {
    slug: 'erp-software',
    name: 'ERP Software',
    icon: IconChartPie,
    summary: 'Accounts, inventory, HR and sales in one system for growing companies.',
    description:
      'ITBD ERP software: accounting, inventory, purchase, sales, HR and payroll in one connected system for manufacturers, distributors and service companies.',
  },
  {
    slug: 'courier-management',
    name: 'Courier Management',
    icon: IconTruckDelivery,
    summary: 'Bookings, pickups, riders, tracking and COD settlement for courier companies.',
    description:
      'ITBD courier management software: merchant portal, rider app, hub operations, live tracking and cash-on-delivery settlement.',
  },
  {
    slug: 'tailor-management',
    name: 'Tailor Management',
    icon: IconScissors,
    summary: 'Orders, measurements, fittings and deliveries for tailoring shops.',
    description:
      'ITBD tailor management software: customer measurements, order tracking, fitting schedules, delivery reminders and payments for tailoring shops.',
  },
  {
    slug: 'publication-website',
    name: 'Publication Website',
    icon: IconNews,
    summary: 'News portals, magazines and publishers’ sites built for speed and reach.',
    description:
      'ITBD publication website development: news portals, online magazines and book publishers’ sites with an editor-friendly CMS, speed and SEO.',
  },
] as const satisfies readonly ProductEntry[];

const SISTER_CONCERNS = [
  {
    slug: 'boi-ache',
    name: 'Boi Ache',
    sector: 'Books',
    icon: IconBooks,
    site: 'https://boiache.com',
    colour: 'var(--mantine-color-accent-7)',
    summary: 'An online bookshop with Bangla and English titles delivered across the country.',
    description:
      'Boi Ache, a sister concern of ITBD: an online bookshop with 10K+ Bangla and English books and 50K+ readers, delivered across Bangladesh.',
  },
  {
    slug: 'edu-poribar',
    name: 'Edu Poribar',
    sector: 'Learning',
    icon: IconSchool,
    site: 'https://eduporibar.com',
    colour: 'var(--art-teal-650)',
    summary: 'Online courses and exam preparation taught by experienced teachers.',
    description:
      'Edu Poribar, a sister concern of ITBD: an e-learning platform with 100+ courses, 5K+ active students and 50,000+ learners reached.',
  },
  {
    slug: 'bdcoda',
    name: 'BDCoda',
    sector: 'Fintech',
    icon: IconBuildingBank,
    site: 'https://bdcoda.com',
    colour: 'var(--art-violet-700)',
    summary: 'Payment and financial software for businesses and institutions.',
    description: `BDCoda, a sister concern of ITBD: fintech solutions for payments, wallets and lending, trusted by 100+ businesses, backed by ITBD’s ${PROJECTS_DELIVERED.value} projects and ${YEARS_IN_BUSINESS.value} years of experience.`,
  },
  {
    slug: 'laptop-ache',
    name: 'Laptop Ache',
    sector: 'Laptops',
    icon: IconDeviceLaptop,
    site: 'https://laptopache.com',
    colour: 'var(--mantine-color-brand-6)',
    summary: 'New and certified laptops with warranty, advice and after-sales service.',
    description:
      'Laptop Ache, a sister concern of ITBD: business, gaming and student laptops rated 4.9, 4.8 and 4.9 by customers, with warranty and after-sales service.',
  },
  {
    slug: 'courier-ache',
    name: 'Courier Ache',
    sector: 'Courier',
    icon: IconTruckDelivery,
    site: 'https://courierache.com',
    colour: 'var(--art-rose-700)',
    summary: 'Parcel delivery for merchants and people, in the city and nationwide.',
    description:
      'Courier Ache, a sister concern of ITBD: same-day delivery in the city and 2-3 days nationwide, with live tracking and cash on delivery.',
  },
  {
    slug: 'kaz-ache',
    name: 'Kaz Ache',
    sector: 'Freelance',
    icon: IconBriefcase,
    site: 'https://kazache.com',
    colour: 'var(--art-teal-700)',
    summary: 'A freelance marketplace connecting businesses with skilled professionals.',
    description:
      'Kaz Ache, a sister concern of ITBD: a freelance marketplace with 1000+ freelancers, 98% client satisfaction and 10+ job categories.',
  },
] as const satisfies readonly SisterConcernEntry[];

export type ServiceSlug = (typeof SERVICES)[number]['slug'];
export type ProductSlug = (typeof PRODUCTS)[number]['slug'];
export type SisterConcernSlug = (typeof SISTER_CONCERNS)[number]['slug'];

export const CATALOGUE = { services: SERVICES, products: PRODUCTS, sisterConcerns: SISTER_CONCERNS } satisfies Catalogue;

/** Each group's page, one route with the slug as its parameter. */
export const serviceLink = (entry: Pick<Offering, 'slug'>) => ({ to: '/services/$slug', params: { slug: entry.slug } }) as const satisfies SiteLink;
export const productLink = (entry: Pick<Offering, 'slug'>) => ({ to: '/project/$slug', params: { slug: entry.slug } }) as const satisfies SiteLink;
export const sisterConcernLink = (entry: Pick<Offering, 'slug'>) => ({ to: '/industries/$slug', params: { slug: entry.slug } }) as const satisfies SiteLink;

/** The address of a link to one of the groups' pages, e.g. '/services/digital-marketing'. */
export const pathOf = (link: SiteLink) => (link.params ? link.to.replace('$slug', link.params.slug) : link.to);

/** Sister concerns are named with their sector in menus and titles: 'Boi Ache — Books'. */
export const sisterConcernTitle = (entry: Pick<SisterConcernEntry, 'name' | 'sector'>) => `${entry.name} — ${entry.sector}`;

const GROUP_LINKS: { [Group in keyof Catalogue]: (entry: Pick<Offering, 'slug'>) => SiteLink } = {
  services: serviceLink,
  products: productLink,
  sisterConcerns: sisterConcernLink,
};

/** The page of an entry of `group`, when the group is known only at run time. */
export const linkOf = (group: keyof Catalogue, entry: Pick<Offering, 'slug'>): SiteLink => GROUP_LINKS[group](entry);

/** The addresses of every page in the catalogue, group by group, for the sitemap. */
export const cataloguePaths = (catalogue: Catalogue = CATALOGUE) =>
  (Object.keys(GROUP_LINKS) as (keyof Catalogue)[]).flatMap((group) => catalogue[group].map((entry) => pathOf(linkOf(group, entry))));

const bySlug = <Entry extends Offering>(entries: readonly Entry[], slug: string) => entries.find((entry) => entry.slug === slug);

/** The entry at an address's slug, if there is one. */
export const findService = (slug: string): (ServiceEntry & { slug: ServiceSlug }) | undefined => bySlug(SERVICES, slug);
export const findProduct = (slug: string): (ProductEntry & { slug: ProductSlug }) | undefined => bySlug(PRODUCTS, slug);
export const findSisterConcern = (slug: string): (SisterConcernEntry & { slug: SisterConcernSlug }) | undefined => bySlug(SISTER_CONCERNS, slug);

const entryOf = <Entry extends Offering>(entries: readonly Entry[], slug: string): Entry => {
  const entry = bySlug(entries, slug);
  // Unreachable: the slug's type lists exactly the catalogue's slugs.
  if (!entry) throw new Error(`No catalogue entry '${slug}'`);
  return entry;
};

/** The entry of a slug the types already vouch for. */
export const serviceEntry = (slug: ServiceSlug): ServiceEntry => entryOf(SERVICES, slug);
export const productEntry = (slug: ProductSlug): ProductEntry => entryOf(PRODUCTS, slug);
export const sisterConcernEntry = (slug: SisterConcernSlug): SisterConcernEntry => entryOf(SISTER_CONCERNS, slug);

/** The service an old short address (/services/web-development) now lives at. */
export const serviceAtOldAddress = (slug: string) =>
  (SERVICES as readonly ServiceEntry[]).find((entry) => entry.oldAddresses?.some((old) => old.slug === slug));
