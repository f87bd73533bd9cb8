import {
  IconAd2,
  IconBolt,
  IconBrandGoogle,
  IconBrush,
  IconChartBar,
  IconCode,
  IconDevices,
  IconHeadset,
  IconLayout,
  IconLock,
  IconMail,
  IconPalette,
  IconPlugConnected,
  IconRocket,
  IconSearch,
  IconShoppingCart,
  IconTypography,
  IconVectorBezier2,
} from '@tabler/icons-react';
import type { Benefit } from '@/components/sections/benefits-list';
import type { Step } from '@/components/sections/process-steps';
import type { OfferingContent } from '@/features/marketing/offering-content';
import { type ServiceSlug, serviceEntry } from '@/lib/catalogue';

/** A service page's content; its name, summary and head are in the catalogue. */
export interface ServiceContent extends OfferingContent {
  process: readonly Step[];
  /** Tools and platforms, shown as tags. */
  stack: readonly string[];
}

const SHARED_BENEFITS: readonly Benefit[] = [
  { title: 'One team from idea to launch', description: 'Strategy, design, build and support under one roof, with one project lead.' },
  { title: 'Fixed scope, clear price', description: 'A written proposal with milestones before any work starts.' },
  { title: 'You own everything', description: 'Source code, designs and accounts are handed over to you.' },
  { title: 'Support after launch', description: 'Bug fixes, updates and small changes on a simple monthly plan.' },
];

export const SERVICE_PAGES: Record<ServiceSlug, ServiceContent> = {
  'web-design-development': {
    headline: 'Websites That Load Fast, Read Well and Sell',
    subtitle:
      'From a company site to a full web application, we design, build and host websites that rank, convert and stay easy to update.',
    screen: 'landing',
    phone: 'list',
    features: [
      {
        icon: IconLayout,
        title: 'Custom Website Design',
        description: 'A design made for your brand and your customers, tested on phones first.',
        points: ['Wireframes and clickable prototype', 'Responsive on every screen', 'Accessible (WCAG 2.1 AA)'],
      },
      {
        icon: IconCode,
        title: 'Web Application Development',
        description: 'Portals, dashboards and booking systems built on modern, maintainable code.',
        points: ['React, Laravel and Node.js', 'Secure sign-in and roles', 'APIs and integrations'],
      },
      {
        icon: IconShoppingCart,
        title: 'E-commerce',
        description: 'Online shops with local payment gateways, delivery partners and stock control.',
        points: ['bKash, Nagad and card payments', 'Courier integration', 'Order and stock dashboard'],
      },
      {
        icon: IconBolt,
        title: 'Speed and Search',
        description: 'Pages that load in a second and are built for Google from the first line.',
        points: ['Core Web Vitals in the green', 'Technical SEO and schema', 'Image and font optimisation'],
      },
      {
        icon: IconLock,
        title: 'Hosting and Security',
        description: 'Managed hosting, SSL, backups and monitoring so your site simply stays up.',
        points: ['Daily backups', 'Uptime monitoring', 'Security updates'],
      },
      {
        icon: IconHeadset,
        title: 'Care and Maintenance',
        description: 'Content changes, new pages and improvements whenever you need them.',
        points: ['Monthly care plans', 'Response within one working day', 'Quarterly reports'],
      },
    ],
    process: [
      { title: 'Discover', description: 'We learn your goals, customers and competitors, and agree the scope and budget.' },
      { title: 'Design', description: 'Wireframes, then a visual design and a clickable prototype you can try on your phone.' },
      { title: 'Build', description: 'We develop in short sprints and share a staging link so you see progress every week.' },
      { title: 'Launch and Grow', description: 'Testing, launch, analytics set-up and ongoing care once the site is live.' },
    ],
    benefits: SHARED_BENEFITS,
    stack: ['React', 'TypeScript', 'Laravel', 'Node.js', 'Next.js', 'Tailwind CSS', 'MySQL', 'PostgreSQL'],
  },
  'digital-marketing': {
    headline: `${serviceEntry('digital-marketing').name} That Brings Customers, Not Just Clicks`,
    subtitle:
      'SEO, social media and paid advertising planned around your sales goals, with honest monthly reports that show what each taka returned.',
    screen: 'growth',
    phone: 'chart',
    features: [
      {
        icon: IconSearch,
        title: 'Search Engine Optimisation',
        description: 'Be found by people already searching for what you sell.',
        points: ['Keyword and competitor research', 'On-page and technical SEO', 'Local SEO and Google Business Profile'],
      },
      {
        icon: IconBrandGoogle,
        title: 'Pay-per-click Advertising',
        description: 'Google and Meta campaigns with tight targeting and daily budget control.',
        points: ['Search, display and shopping ads', 'Conversion tracking', 'Weekly bid and budget tuning'],
      },
      {
        icon: IconAd2,
        title: 'Social Media Marketing',
        description: 'A content calendar, designs and community management for Facebook, Instagram and LinkedIn.',
        points: ['Monthly content plan', 'Post and reel design', 'Comment and inbox handling'],
      },
      {
        icon: IconMail,
        title: 'Email Marketing',
        description: 'Newsletters and automated journeys that bring customers back.',
        points: ['Welcome and win-back flows', 'Segmented campaigns', 'Open and click reporting'],
      },
      {
        icon: IconTypography,
        title: 'Content Marketing',
        description: 'Articles, landing pages and guides that answer your customers’ questions.',
        points: ['Blog and landing page copy', 'Bangla and English writing', 'SEO-ready structure'],
      },
      {
        icon: IconChartBar,
        title: 'Analytics and Reporting',
        description: 'Know which channel brings which sale, in one clear monthly report.',
        points: ['GA4 and tag set-up', 'Dashboards you can open any time', 'Monthly review call'],
      },
    ],
    process: [
      { title: 'Audit', description: 'We review your website, ads and social channels and find the quickest wins.' },
      { title: 'Strategy', description: 'A plan of channels, audiences, content and budget tied to measurable goals.' },
      { title: 'Launch', description: 'Campaigns, content and tracking go live, with creatives approved by you.' },
      { title: 'Measure and Improve', description: 'Weekly tuning and a monthly report on leads, sales and cost per result.' },
    ],
    benefits: SHARED_BENEFITS,
    stack: ['Google Ads', 'Meta Ads', 'Google Analytics 4', 'Search Console', 'Mailchimp', 'Semrush', 'Looker Studio'],
  },
  'app-development': {
    headline: 'Mobile Apps People Enjoy Using Every Day',
    subtitle:
      'Native-quality Android and iOS apps from one codebase, with the back office, payments and notifications your business needs.',
    screen: 'app',
    phone: 'chart',
    features: [
      {
        icon: IconDevices,
        title: 'Android and iOS Apps',
        description: 'One codebase for both stores, with native speed and feel.',
        points: ['Flutter or React Native', 'Offline-first where it matters', 'Tablet layouts'],
      },
      {
        icon: IconPlugConnected,
        title: 'Back End and APIs',
        description: 'The server, admin panel and integrations behind your app.',
        points: ['Admin dashboard', 'Payment gateways', 'Push notifications'],
      },
      {
        icon: IconBrush,
        title: 'App UI/UX Design',
        description: 'Flows and screens designed around how your customers really use their phones.',
        points: ['User research', 'Interactive prototypes', 'Design system'],
      },
      {
        icon: IconShoppingCart,
        title: 'Commerce and Booking Apps',
        description: 'Ordering, delivery, appointments and loyalty in your customer’s pocket.',
        points: ['Cart and checkout', 'Live order tracking', 'Rewards and coupons'],
      },
      {
        icon: IconRocket,
        title: 'Store Publishing',
        description: 'We prepare listings, screenshots and releases for Google Play and the App Store.',
        points: ['Store listing and assets', 'Review guidelines checked', 'Staged roll-outs'],
      },
      {
        icon: IconHeadset,
        title: 'Support and Updates',
        description: 'New OS versions, crash monitoring and feature updates after launch.',
        points: ['Crash and performance monitoring', 'OS compatibility updates', 'Feature releases'],
      },
    ],
    process: [
      { title: 'Plan', description: 'We map the features, users and integrations and agree a release plan.' },
      { title: 'Design', description: 'User flows and a clickable prototype tested with real users.' },
      { title: 'Develop', description: 'Two-week sprints with a test build on your phone after each one.' },
      { title: 'Publish and Support', description: 'Store release, analytics and monitoring, then regular updates.' },
    ],
    benefits: SHARED_BENEFITS,
    stack: ['Flutter', 'React Native', 'Kotlin', 'Swift', 'Firebase', 'Laravel', 'Node.js'],
  },
  'graphic-design': {
    headline: 'Design That Makes Your Brand Easy to Recognise and Trust',
    subtitle:
      'Logos, brand identities, marketing materials and app and website interfaces, designed as one system so everything you publish looks like you.',
    screen: 'design',
    features: [
      {
        icon: IconVectorBezier2,
        title: 'Logo and Brand Identity',
        description: 'A logo, colours, type and a brand guide your whole team can use.',
        points: ['Logo concepts and refinement', 'Colour and type system', 'Brand guidelines'],
      },
      {
        icon: IconLayout,
        title: 'UI/UX Design',
        description: 'Website and app interfaces that are clear, accessible and tested with users.',
        points: ['User flows and wireframes', 'High-fidelity screens', 'Design system in Figma'],
      },
      {
        icon: IconAd2,
        title: 'Social Media Designs',
        description: 'Post, story and ad templates that keep your feed consistent.',
        points: ['Monthly post packs', 'Ad creatives in every size', 'Editable templates'],
      },
      {
        icon: IconBrush,
        title: 'Print and Packaging',
        description: 'Brochures, business cards, banners and packaging ready for the printer.',
        points: ['Print-ready files', 'Packaging dielines', 'Event and signage designs'],
      },
      {
        icon: IconTypography,
        title: 'Presentations',
        description: 'Pitch decks and company profiles that tell your story clearly.',
        points: ['Company profile', 'Pitch and sales decks', 'Editable master slides'],
      },
      {
        icon: IconPalette,
        title: 'Illustration and Icons',
        description: 'Custom illustrations and icon sets that no competitor has.',
        points: ['Spot and hero illustrations', 'Icon families', 'SVG for the web'],
      },
    ],
    process: [
      { title: 'Brief', description: 'We learn your audience, goals and taste, and gather references together.' },
      { title: 'Concepts', description: 'Two or three directions to choose from, each with a short rationale.' },
      { title: 'Refine', description: 'We develop the chosen direction with two rounds of feedback included.' },
      { title: 'Deliver', description: 'Final files in every format you need, plus guidelines for using them.' },
    ],
    benefits: SHARED_BENEFITS,
    stack: ['Figma', 'Adobe Illustrator', 'Adobe Photoshop', 'Adobe InDesign', 'After Effects', 'Blender'],
  },
  'wordpress-website': {
    headline: 'WordPress Websites You Can Run Yourself',
    subtitle:
      'A custom-designed WordPress or WooCommerce site, fast and secure, with an editor your team can use without calling a developer.',
    screen: 'cms',
    phone: 'list',
    features: [
      {
        icon: IconLayout,
        title: 'Custom WordPress Themes',
        description: 'A theme designed for your brand, not a template everyone else uses.',
        points: ['Block editor patterns', 'Lightweight code', 'Responsive and accessible'],
      },
      {
        icon: IconShoppingCart,
        title: 'WooCommerce Shops',
        description: 'Sell online with local payments, shipping zones and stock control.',
        points: ['bKash, Nagad and card payments', 'Shipping and tax rules', 'Order emails'],
      },
      {
        icon: IconBrush,
        title: 'Easy Editing',
        description: 'Edit pages, posts and products yourself, with training for your team.',
        points: ['Reusable blocks', 'Training session', 'Video guides'],
      },
      {
        icon: IconBolt,
        title: 'Speed Optimisation',
        description: 'Caching, image optimisation and clean plugins for a fast site.',
        points: ['Page caching and CDN', 'Image compression', 'Plugin audit'],
      },
      {
        icon: IconLock,
        title: 'Security Hardening',
        description: 'Firewall, backups and updates so your site stays safe.',
        points: ['Malware scanning', 'Daily backups', 'Core and plugin updates'],
      },
      {
        icon: IconPlugConnected,
        title: 'Migration and Integrations',
        description: 'Move from another platform and connect your CRM, forms and mailing tools.',
        points: ['Content migration', 'Redirects kept', 'CRM and email integration'],
      },
    ],
    process: [
      { title: 'Plan', description: 'Pages, content and features are listed and the site structure agreed.' },
      { title: 'Design', description: 'A custom design for the key pages, approved before we build.' },
      { title: 'Build and Fill', description: 'Theme development, content entry and plugin set-up on a staging site.' },
      { title: 'Train and Launch', description: 'Team training, launch, and a care plan to keep everything updated.' },
    ],
    benefits: SHARED_BENEFITS,
    stack: ['WordPress', 'WooCommerce', 'Gutenberg', 'Advanced Custom Fields', 'Elementor', 'Cloudflare'],
  },
};
