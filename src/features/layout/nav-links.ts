import { CATALOGUE, type Catalogue, sisterConcernLink, sisterConcernTitle, pathOf, productLink, serviceLink } from '@/lib/catalogue';
import type { SiteLink } from '@/lib/site-link';
import { SITE_PAGES, type SitePageKey } from '@/lib/site-pages';

/** The drawer's id, for the menu button's aria-controls. */
export const MOBILE_NAV_ID = 'mobile-navigation';

/**
 * A link of the menus and the footer. `to` is the page's address
 * ('/services/digital-marketing'), made by navLink() from a link the router's
 * types check; the router takes it as it is.
 */
export interface NavLink {
  to: string;
  label: string;
}

const navLink = (link: SiteLink, label: string): NavLink => ({ to: pathOf(link), label });

/** A link to one of the standalone pages, by the name it has everywhere unless this link words it otherwise. */
const pageLink = (key: SitePageKey, label = SITE_PAGES[key].name): NavLink => ({ to: SITE_PAGES[key].path, label });

export interface NavGroup {
  id: 'about' | 'services' | 'products' | 'sister-concerns';
  label: string;
  /** Every path under this prefix marks the group as the current section. */
  prefix: string;
  links: readonly NavLink[];
}

type HeaderEntry = { kind: 'link'; link: NavLink } | { kind: 'group'; group: NavGroup };

export interface Navigation {
  /** The footer's Products column. */
  products: NavGroup;
  /** The header's and the drawer's entries: the spec's, with Products and Sister Concerns after Services. */
  entries: readonly HeaderEntry[];
  /** The footer's service column: the old footer's short addresses where a service has one. */
  footerServices: readonly NavLink[];
}

/** Every menu of the site, from the offerings catalogue. */
export function buildNavigation(catalogue: Catalogue = CATALOGUE): Navigation {
  const about: NavGroup = {
    id: 'about',
    label: 'About',
    prefix: '/about',
    links: [pageLink('companyOverview'), pageLink('ourTeam')],
  };
  const services: NavGroup = {
    id: 'services',
    label: 'Services',
    prefix: '/services',
    // SPEC §2: the five service pages; /services itself is in the footer's Quick Links.
    links: catalogue.services.map((entry) => navLink(serviceLink(entry), entry.name)),
  };
  const products: NavGroup = {
    id: 'products',
    label: 'Products',
    prefix: '/project',
    links: catalogue.products.map((entry) => navLink(productLink(entry), entry.name)),
  };
  const sisterConcerns: NavGroup = {
    id: 'sister-concerns',
    label: 'Sister Concerns',
    prefix: '/industries',
    links: catalogue.sisterConcerns.map((entry) => navLink(sisterConcernLink(entry), sisterConcernTitle(entry))),
  };
  const entries: readonly HeaderEntry[] = [
    { kind: 'link', link: pageLink('home') },
    { kind: 'group', group: about },
    { kind: 'link', link: pageLink('portfolio') },
    { kind: 'group', group: services },
    { kind: 'group', group: products },
    { kind: 'group', group: sisterConcerns },
    { kind: 'link', link: pageLink('career') },
    { kind: 'link', link: pageLink('blog') },
    { kind: 'link', link: pageLink('contact') },
  ];
  const footerServices = catalogue.services.flatMap((entry) =>
    entry.oldAddresses?.length
      ? entry.oldAddresses.map((old) => navLink({ to: '/services/$slug', params: { slug: old.slug } }, old.label))
      : [navLink(serviceLink(entry), entry.name)],
  );
  return { products, entries, footerServices };
}

const NAVIGATION = buildNavigation();

export const PRODUCTS_GROUP = NAVIGATION.products;
export const NAV_ENTRIES = NAVIGATION.entries;
/** The old footer's service links; the three short paths redirect to their service. */
export const FOOTER_SERVICE_LINKS = NAVIGATION.footerServices;

export const QUICK_LINKS: readonly NavLink[] = [
  pageLink('home'),
  pageLink('services'),
  pageLink('blog'),
  pageLink('contact'),
  // SPEC §2's words for the footer's link to the programme.
  pageLink('affiliate', 'Affiliate Join'),
];

export const isInSection = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
