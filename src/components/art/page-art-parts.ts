import { deferred } from '@/components/deferred';

/*
 * The inner pages' hero drawings: markup that only decorates (left out on phones), taken over
 * after the first screen from one chunk of their own (src/components/deferred.tsx); the routes'
 * loaders preload it. A module of its own: loaders are in every page's entry, and what they
 * import is too.
 */
const art = <Name extends 'TeamArt' | 'BlogArt' | 'CareerArt' | 'CompanyArt'>(name: Name) =>
  deferred('the illustration', () => import('@/components/art/page-art').then((module) => ({ default: module[name] })), { quiet: true });

export const TeamArt = art('TeamArt');
export const BlogArt = art('BlogArt');
export const CareerArt = art('CareerArt');
export const CompanyArt = art('CompanyArt');
