import { NAV_ENTRIES, type NavGroup, type Navigation } from '@/features/layout/nav-links';

/** A group of the header's and the drawer's menus ('about', 'services'), as the site draws it. */
export function navGroup(id: NavGroup['id'], entries: Navigation['entries'] = NAV_ENTRIES): NavGroup {
  const group = entries.flatMap((entry) => (entry.kind === 'group' && entry.group.id === id ? [entry.group] : []))[0];
  if (!group) throw new Error(`The menus have no '${id}' group`);
  return group;
}
