import {
  IconBrandWordpress,
  IconCode,
  IconDeviceMobile,
  IconPalette,
  IconSpeakerphone,
  type Icon,
} from '@tabler/icons-react';

/** SPEC §3 'Service card (static)': icon, name, details, features, background colour, route. */
export interface ServiceCard {
  icon: Icon;
  serviceName: string;
  serviceDetails: string;
  features: string[];
  /** A Mantine colour: the card's tint and its icon. */
  color: 'brand' | 'accent' | 'teal' | 'grape' | 'navy';
  route: string;
}

export const SERVICES: ServiceCard[] = [
  {
    icon: IconCode,
    serviceName: 'Web Design & Development',
    serviceDetails: 'Fast, accessible websites and web apps that are easy to update and rank well.',
    features: ['Responsive, accessible design', 'Laravel, React and Next.js', 'SEO-ready from day one'],
    color: 'brand',
    route: '/services/web-design-development',
  },
  {
    icon: IconSpeakerphone,
    serviceName: 'Digital Marketing',
    serviceDetails: 'Search, social and paid campaigns that bring customers, with honest monthly reports.',
    features: ['SEO and content', 'Facebook and Google Ads', 'Analytics you can read'],
    color: 'accent',
    route: '/services/digital-marketing',
  },
  {
    icon: IconDeviceMobile,
    serviceName: 'App Development',
    serviceDetails: 'Android and iOS apps from one codebase, with the back office to run them.',
    features: ['Flutter and React Native', 'Payments: bKash, Nagad, cards', 'Store launch and updates'],
    color: 'teal',
    route: '/services/app-development',
  },
  {
    icon: IconPalette,
    serviceName: 'Graphic Design',
    serviceDetails: 'Logos, brand kits and social graphics that make a small business look established.',
    features: ['Logo and brand identity', 'Print and packaging', 'Social media kits'],
    color: 'grape',
    route: '/services/graphic-design',
  },
  {
    icon: IconBrandWordpress,
    serviceName: 'WordPress Website',
    serviceDetails: 'WordPress and WooCommerce sites your team can edit, kept fast and secure.',
    features: ['Custom themes, no bloat', 'WooCommerce shops', 'Care plans and backups'],
    color: 'navy',
    route: '/services/wordpress-website',
  },
];
