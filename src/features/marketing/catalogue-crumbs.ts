import type { Crumb } from '@/components/breadcrumb';

/** The sections of /services that list the products and the sister concerns (ids of their headings). */
export const PRODUCTS_LIST_ID = 'products-list';
export const SISTER_CONCERNS_LIST_ID = 'sister-concerns-list';

/** A product's or sister concern's parent in its trail: the group, leading to where /services lists it. */
export const PRODUCTS_CRUMB: Crumb = { label: 'Products', link: { to: '/services', hash: PRODUCTS_LIST_ID } };
export const SISTER_CONCERNS_CRUMB: Crumb = { label: 'Sister Concerns', link: { to: '/services', hash: SISTER_CONCERNS_LIST_ID } };
