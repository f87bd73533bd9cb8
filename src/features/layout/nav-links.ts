import type { FileRoutesByTo } from '@/routeTree.gen';

/** The drawer's id, for the menu button's aria-controls. */
export const MOBILE_NAV_ID = 'mobile-navigation';

/** A path of the site's own route tree, so a renamed page breaks the build, not the menu. */
export type SitePath = keyof FileRoutesByTo;

export interface NavLink {
  to: SitePath;
  label: string;
}

export interface NavGroup {
  id: 'about' | 'services' | 'projects' | 'industries';
  label: string;
  /** Every path under this prefix marks the group as the current section. */
  prefix: string;
  links: readonly NavLink[];
  /** A page listing the whole group, after the links. */
  overview?: NavLink;
}

export const ABOUT_GROUP: NavGroup = {
  id: 'about',
  label: 'About',
  prefix: '/about',
  links: [
    { to: '/about/company-overview', label: 'Company Overview' },
    { to: '/about/our-team', label: 'Our Team' },
  ],
};

export const SERVICES_GROUP: NavGroup = {
  id: 'services',
  label: 'Services',
  prefix: '/services',
  links: [
    { to: '/services/web-design-development', label: 'Web Design & Development' },
    { to: '/services/digital-marketing', label: 'Digital Marketing' },
    { to: '/services/app-development', label: 'App Development' },
    { to: '/services/graphic-design', label: 'Graphic & UI/UX Design' },
    { to: '/services/wordpress-website', label: 'WordPress Website' },
  ],
  overview: { to: '/services', label: 'All services' },
};

export const PROJECTS_GROUP: NavGroup = {
  id: 'projects',
  label: 'Products',
  prefix: '/project',
  links: [
    { to: '/project/e-commerce-website', label: 'E-commerce Website' },
    { to: '/project/pharmacy-software', label: 'Pharmacy Software' },
    { to: '/project/pos-management', label: 'POS Management' },
    { to: '/project/erp-software', label: 'ERP Software' },
    { to: '/project/courier-management', label: 'Courier Management' },
    { to: '/project/tailor-management', label: 'Tailor Management' },
    { to: '/project/publication-website', label: 'Publication Website' },
  ],
};

export const INDUSTRIES_GROUP: NavGroup = {
  id: 'industries',
  label: 'Sister Concerns',
  prefix: '/industries',
  links: [
    { to: '/industries/boi-ache', label: 'Boi Ache — Books' },
    { to: '/industries/edu-poribar', label: 'Edu Poribar — Learning' },
    { to: '/industries/bdcoda', label: 'BDCoda — Fintech' },
    { to: '/industries/laptop-ache', label: 'Laptop Ache — Laptops' },
    { to: '/industries/courier-ache', label: 'Courier Ache — Courier' },
    { to: '/industries/kaz-ache', label: 'Kaz Ache — Freelance' },
  ],
};

/** The header's order (SPEC §2): Home, About, Portfolio, Services, Career, Blog, Contact. */
export type HeaderEntry = { kind: 'link'; link: NavLink } | { kind: 'group'; group: NavGroup };

export const HEADER_ENTRIES: readonly HeaderEntry[] = [
  { kind: 'link', link: { to: '/', label: 'Home' } },
  { kind: 'group', group: ABOUT_GROUP },
  { kind: 'link', link: { to: '/portfolio', label: 'Portfolio' } },
  { kind: 'group', group: SERVICES_GROUP },
  { kind: 'link', link: { to: '/career', label: 'Career' } },
  { kind: 'link', link: { to: '/blog', label: 'Blog' } },
  { kind: 'link', link: { to: '/contact', label: 'Contact' } },
];

/** The drawer adds the product and sister-concern groups after Services. */
export const DRAWER_ENTRIES: readonly HeaderEntry[] = [
  ...HEADER_ENTRIES.slice(0, 4),
  { kind: 'group', group: PROJECTS_GROUP },
  { kind: 'group', group: INDUSTRIES_GROUP },
  ...HEADER_ENTRIES.slice(4),
];

export const QUICK_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
  { to: '/affiliate', label: 'Affiliate Join' },
];

/** The old footer's service links; the three short paths redirect to their service. */
export const FOOTER_SERVICE_LINKS: readonly NavLink[] = [
  { to: '/services/web-development', label: 'Web Development' },
  { to: '/services/mobile-apps', label: 'Mobile Apps' },
  { to: '/services/ui-ux-design', label: 'UI/UX Design' },
  { to: '/services/digital-marketing', label: 'Digital Marketing' },
  { to: '/services/wordpress-website', label: 'WordPress Website' },
];

export const isInSection = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
