import {
  IconBarcode,
  IconBell,
  IconBook2,
  IconBuildingWarehouse,
  IconCalendarTime,
  IconCash,
  IconChartPie,
  IconClipboardList,
  IconCloudUpload,
  IconDeviceMobile,
  IconFileInvoice,
  IconMapPin,
  IconNews,
  IconReceipt,
  IconRuler2,
  IconSearch,
  IconShoppingCart,
  IconTruckDelivery,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import type { OfferingContent } from '@/features/marketing/offering-content';
import type { ProductSlug } from '@/lib/catalogue';

interface FeaturedProject {
  title: string;
  kind: string;
  description: string;
}

/** A product page's content; its name, summary and head are in the catalogue. */
export interface ProductContent extends OfferingContent {
  mockupLabel: string;
  /** Short facts under the hero buttons. */
  highlights: readonly string[];
  featuresTitle: string;
  featuresSubtitle: string;
  benefitsTitle: string;
  /** Tailor management (SPEC §2): 'Schedule Demo' opens the consultation dialog instead of linking to /contact. */
  scheduleDemo?: boolean;
  /** Publication website: three featured projects. */
  projects?: readonly FeaturedProject[];
  ctaTitle: string;
  ctaText: string;
}

const HIGHLIGHTS = ['Free demo', 'Bangla and English', 'Setup and training included'];

export const PRODUCT_PAGES: Record<ProductSlug, ProductContent> = {
  'e-commerce-website': {
    headline: 'Sell online with a shop that is ready on day one',
    subtitle:
      'A fast, mobile-first online store with bKash, Nagad and card payments, courier booking and an order dashboard your team can run.',
    screen: 'shop',
    phone: 'shop',
    mockupLabel: 'An online shop with a product grid on a laptop and a phone',
    highlights: HIGHLIGHTS,
    featuresTitle: 'Everything a growing shop needs',
    featuresSubtitle: 'From the first product photo to the thousandth order.',
    features: [
      { icon: IconShoppingCart, title: 'Catalogue and checkout', description: 'Variants, bundles, coupons and a one-page checkout that works well on phones.' },
      { icon: IconCash, title: 'Local payments', description: 'bKash, Nagad, Rocket, cards and cash on delivery, reconciled automatically.' },
      { icon: IconTruckDelivery, title: 'Courier booking', description: 'Book Pathao, RedX or Steadfast pickups from the order screen and track parcels.' },
      { icon: IconBuildingWarehouse, title: 'Stock control', description: 'Live stock across warehouses and shops, with low-stock alerts.' },
      { icon: IconChartPie, title: 'Sales reports', description: 'Daily sales, best sellers and returning customers at a glance.' },
      { icon: IconBell, title: 'Marketing tools', description: 'Abandoned-cart reminders, SMS campaigns and Facebook catalogue sync.' },
    ],
    benefitsTitle: 'Why shops choose it',
    benefits: [
      { title: 'Launch in weeks, not months', description: 'A proven base customised to your brand.' },
      { title: 'Built for phones', description: 'Most of your customers shop on a phone; the store is designed for them first.' },
      { title: 'Fewer failed deliveries', description: 'Order confirmation and courier tracking reduce returns.' },
      { title: 'No commission on sales', description: 'You pay for the software, not a share of your revenue.' },
    ],
    ctaTitle: 'Ready to open your online shop?',
    ctaText: 'See a live demo store and get a quote for yours within one working day.',
  },
  'pharmacy-software': {
    headline: 'Pharmacy software that never lets a medicine expire on the shelf',
    subtitle:
      'Fast counter sales, batch and expiry tracking, supplier orders and reports for single pharmacies and chains, online or offline.',
    screen: 'pharmacy',
    phone: 'list',
    mockupLabel: 'A pharmacy stock table with expiry status on a desktop and a phone',
    highlights: HIGHLIGHTS,
    featuresTitle: 'Made for the pharmacy counter',
    featuresSubtitle: 'Every feature comes from working with pharmacists.',
    features: [
      { icon: IconBarcode, title: 'Quick counter sales', description: 'Search by brand or generic name, scan barcodes and print receipts in seconds.' },
      { icon: IconCalendarTime, title: 'Batch and expiry tracking', description: 'Alerts before stock expires, and first-expiry-first-out selling.' },
      { icon: IconClipboardList, title: 'Purchase and suppliers', description: 'Purchase orders, supplier dues and returns in one place.' },
      { icon: IconBuildingWarehouse, title: 'Multi-branch stock', description: 'Transfer stock between branches and see every shop’s levels.' },
      { icon: IconFileInvoice, title: 'Prescriptions and customers', description: 'Customer history, repeat prescriptions and credit sales.' },
      { icon: IconChartPie, title: 'Profit reports', description: 'Daily sales, margins and slow movers, exportable to Excel.' },
    ],
    benefitsTitle: 'What pharmacies gain',
    benefits: [
      { title: 'Less expired stock', description: 'Expiry alerts turn losses into sales or returns.' },
      { title: 'Faster queues', description: 'Generic-name search and barcode sales speed up the counter.' },
      { title: 'Works offline', description: 'Sales continue during outages and sync when the internet returns.' },
      { title: 'Clear accounts', description: 'Supplier dues and cash positions are always up to date.' },
    ],
    ctaTitle: 'See it at your counter',
    ctaText: 'Book a free demo with your own medicine list and we will set up a trial.',
  },
  'pos-management': {
    headline: 'A point of sale that keeps the queue moving',
    subtitle:
      'Touch-friendly billing for retail shops and restaurants, with stock, staff, discounts and daily cash reports that add up.',
    screen: 'pos',
    phone: 'chart',
    mockupLabel: 'A point of sale screen with product tiles and a receipt',
    highlights: HIGHLIGHTS,
    featuresTitle: 'Built for busy counters',
    featuresSubtitle: 'Sell quickly, close the day correctly.',
    features: [
      { icon: IconReceipt, title: 'Fast billing', description: 'Product tiles, barcode scanning, split payments and receipt printing.' },
      { icon: IconBuildingWarehouse, title: 'Inventory', description: 'Stock updates with every sale, purchase and return.' },
      { icon: IconUsers, title: 'Staff and shifts', description: 'Permissions per role and cash counts per shift.' },
      { icon: IconCash, title: 'Payments', description: 'Cash, cards and mobile wallets on one receipt.' },
      { icon: IconDeviceMobile, title: 'Owner app', description: 'See today’s sales from anywhere on your phone.' },
      { icon: IconChartPie, title: 'Reports', description: 'Z-reports, best sellers and hourly sales.' },
    ],
    benefitsTitle: 'Why owners switch',
    benefits: [
      { title: 'Shorter queues', description: 'Billing takes a few taps.' },
      { title: 'No missing cash', description: 'Shift reports show exactly what each cashier took.' },
      { title: 'Stock you can trust', description: 'Know what to reorder before it runs out.' },
      { title: 'Runs on your hardware', description: 'Works with common printers, scanners and cash drawers.' },
    ],
    ctaTitle: 'Try it on your counter',
    ctaText: 'We will load your products and run a free trial in your shop.',
  },
  'erp-software': {
    headline: 'One system for your whole business',
    subtitle:
      'Accounts, inventory, purchase, sales, HR and payroll connected in one ERP, shaped around how your company already works.',
    screen: 'erp',
    phone: 'chart',
    mockupLabel: 'An ERP dashboard with charts on a desktop and a phone',
    highlights: HIGHLIGHTS,
    featuresTitle: 'Modules that talk to each other',
    featuresSubtitle: 'Start with what you need, add modules as you grow.',
    features: [
      { icon: IconFileInvoice, title: 'Accounts', description: 'Ledgers, vouchers, VAT and financial statements, updated in real time.' },
      { icon: IconBuildingWarehouse, title: 'Inventory', description: 'Warehouses, batches and valuation across locations.' },
      { icon: IconShoppingCart, title: 'Sales and purchase', description: 'Quotations, orders, invoices and supplier bills with approvals.' },
      { icon: IconUsers, title: 'HR and payroll', description: 'Attendance, leave and salary sheets with bank files.' },
      { icon: IconClipboardList, title: 'Production', description: 'Bills of materials, work orders and costing for manufacturers.' },
      { icon: IconChartPie, title: 'Management dashboards', description: 'The numbers you need each morning, on one screen.' },
    ],
    benefitsTitle: 'What changes for your team',
    benefits: [
      { title: 'One source of truth', description: 'No more spreadsheets that disagree.' },
      { title: 'Faster month-end', description: 'Accounts close in days, not weeks.' },
      { title: 'Approvals with a trail', description: 'Every change is logged with who and when.' },
      { title: 'Local support', description: 'A team in Dhaka that knows your setup.' },
    ],
    ctaTitle: 'Map your processes with us',
    ctaText: 'A free workshop to see which modules fit your company and what they would cost.',
  },
  'courier-management': {
    headline: 'Run every parcel from pickup to payment',
    subtitle:
      'Merchant bookings, rider apps, hub transfers, live tracking and cash-on-delivery settlement in one courier management system.',
    screen: 'courier',
    phone: 'map',
    mockupLabel: 'A delivery map with a route and a parcel list, and a rider app on a phone',
    highlights: HIGHLIGHTS,
    featuresTitle: 'For merchants, riders and hubs',
    featuresSubtitle: 'Everyone sees the same parcel, in real time.',
    features: [
      { icon: IconWorld, title: 'Merchant portal', description: 'Bulk bookings, pickup requests, labels and payment statements.' },
      { icon: IconDeviceMobile, title: 'Rider app', description: 'Routes, proof of delivery, OTP and COD collection.' },
      { icon: IconMapPin, title: 'Live tracking', description: 'Customers and merchants follow every parcel by SMS and web.' },
      { icon: IconBuildingWarehouse, title: 'Hub operations', description: 'Sorting, bagging and transfers between hubs with scans.' },
      { icon: IconCash, title: 'COD settlement', description: 'Automatic merchant payouts with deductions and invoices.' },
      { icon: IconChartPie, title: 'Performance reports', description: 'Success rates by area, rider and merchant.' },
    ],
    benefitsTitle: 'Why couriers choose it',
    benefits: [
      { title: 'Fewer calls to support', description: 'Tracking links answer “where is my parcel?”.' },
      { title: 'Faster payouts', description: 'COD reconciled daily, merchants paid on time.' },
      { title: 'More deliveries per rider', description: 'Optimised routes and fewer failed attempts.' },
      { title: 'Grows with you', description: 'From one city to nationwide coverage.' },
    ],
    ctaTitle: 'See a live delivery flow',
    ctaText: 'We will walk you through a parcel from booking to settlement.',
  },
  'tailor-management': {
    scheduleDemo: true,
    headline: 'Tailor management software for modern tailoring shops',
    subtitle:
      'Keep every customer’s measurements, orders, fittings and deliveries in one place, and tell customers exactly when their clothes are ready.',
    screen: 'tailor',
    phone: 'list',
    mockupLabel: 'A measurement form beside a shirt with measurement lines, and an order list on a phone',
    highlights: ['Free demo', 'Measurements never lost', 'SMS delivery reminders'],
    featuresTitle: 'Everything a tailoring shop needs',
    featuresSubtitle: 'Three tools that replace the order book.',
    features: [
      {
        icon: IconRuler2,
        title: 'Measurement records',
        description: 'Save every customer’s measurements by garment, with notes and photos, and reuse them on the next order.',
      },
      {
        icon: IconClipboardList,
        title: 'Order and fitting tracking',
        description: 'Follow each order from cutting to stitching, fitting and finishing, with due dates for every step.',
      },
      {
        icon: IconBell,
        title: 'Delivery and payments',
        description: 'Automatic SMS when clothes are ready, advance and balance payments, and printed receipts.',
      },
    ],
    benefitsTitle: 'Key benefits',
    benefits: [
      { title: 'No lost measurements' },
      { title: 'On-time deliveries' },
      { title: 'Fewer customer calls' },
      { title: 'Clear work for every tailor' },
      { title: 'Advance and due payments tracked' },
      { title: 'Fabric and stock under control' },
      { title: 'Daily and monthly sales reports' },
      { title: 'Works on phone, tablet and computer' },
    ],
    ctaTitle: 'See it with your own orders',
    ctaText: 'Schedule a free demo and we will set up your shop’s garments and measurements.',
  },
  'publication-website': {
    headline: 'Publication websites that readers come back to',
    subtitle:
      'News portals, online magazines and publishers’ catalogues that load fast on any connection, rank in search and are easy for editors to run.',
    screen: 'publication',
    phone: 'list',
    mockupLabel: 'A news portal front page on a laptop and a phone',
    highlights: ['Bangla typography done right', 'Editor-friendly CMS', 'Fast on mobile data'],
    featuresTitle: 'Our publication services',
    featuresSubtitle: 'Six services for newsrooms, magazines and publishers.',
    features: [
      { icon: IconNews, title: 'News portals', description: 'Breaking-news layouts, categories, live updates and e-paper archives.' },
      { icon: IconBook2, title: 'Publisher catalogues', description: 'Book catalogues with authors, series, previews and online orders.' },
      { icon: IconClipboardList, title: 'Editorial workflow', description: 'Drafts, reviews, scheduling and roles for reporters and editors.' },
      { icon: IconSearch, title: 'SEO and news indexing', description: 'Structured data, sitemaps and Google News readiness.' },
      { icon: IconCloudUpload, title: 'Media and e-paper', description: 'Photo galleries, video embeds and PDF e-paper uploads.' },
      { icon: IconCash, title: 'Ads and subscriptions', description: 'Ad slots, sponsored posts and paid subscriptions.' },
    ],
    benefitsTitle: 'Why publishers work with us',
    benefits: [
      { title: 'Readable Bangla and English', description: 'Proper fonts and line spacing for long reads.' },
      { title: 'Handles traffic spikes', description: 'Caching and a CDN keep the site up on big news days.' },
      { title: 'Editors publish in minutes', description: 'A simple editor with previews and scheduling.' },
      { title: 'Revenue built in', description: 'Ad slots and subscriptions from launch.' },
    ],
    projects: [
      {
        title: 'National news portal',
        kind: 'News',
        description: 'A bilingual news site with live updates, an e-paper archive and section pages for every beat.',
      },
      {
        title: 'Literary magazine',
        kind: 'Magazine',
        description: 'A monthly magazine with issues, contributors and paid subscriptions.',
      },
      {
        title: 'Academic publisher',
        kind: 'Publisher',
        description: 'A catalogue of titles with author pages, previews and online ordering.',
      },
    ],
    ctaTitle: 'Planning a new publication site?',
    ctaText: 'Tell us about your readers and content, and we will propose a plan within a week.',
  },
};
