import { sitePageHead } from '@/lib/site-pages';

/** The home page's head: what ITBD is (its Organization data is in the page: organization-data.tsx). */
export function homeHead() {
  // Feed readers find the blog's feed from the site's address.
  return sitePageHead('home', { feed: true });
}
