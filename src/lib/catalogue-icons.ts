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
import type { CatalogueSlug } from '@/lib/catalogue';

/**
 * Each catalogue entry's icon, apart from the catalogue: the menus, loaders and head tags
 * that read the catalogue are in every page's first load, and only the cards and the
 * footer, which load later, draw the icons.
 */
export const CATALOGUE_ICONS = {
  'web-design-development': IconWorld,
  'digital-marketing': IconSpeakerphone,
  'app-development': IconDeviceMobile,
  'graphic-design': IconPalette,
  'wordpress-website': IconBrandWordpress,
  'e-commerce-website': IconShoppingCart,
  'pharmacy-software': IconPill,
  'pos-management': IconReceipt,
  'erp-software': IconChartPie,
  'courier-management': IconTruckDelivery,
  'tailor-management': IconScissors,
  'publication-website': IconNews,
  'boi-ache': IconBooks,
  'edu-poribar': IconSchool,
  'bdcoda': IconBuildingBank,
  'laptop-ache': IconDeviceLaptop,
  'courier-ache': IconTruckDelivery,
  'kaz-ache': IconBriefcase,
} as const satisfies Record<CatalogueSlug, Icon>;
