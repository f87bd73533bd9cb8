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
import { type ProductSlug, productEntry } from '@/lib/catalogue';

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
    headline: 'Sell Online with a Shop That Is Ready on Day One',
    subtitle:
      'A fast, mobile-first online store with bKash, Nagad and card payments, courier booking and an order dashboard your team can run.',
    screen: 'shop',
    phone: 'shop',
    mockupLabel: 'An online shop with a product grid on a laptop and a phone',
    highlights: HIGHLIGHTS,
    featuresTitle: 'Everything a Growing Shop Needs',
    featuresSubtitle: 'From the first product photo to the thousandth order.',
    features: [
      { icon: IconShoppingCart, title: 'Catalogue and Checkout', description: 'Variants, bundles, coupons and a one-page checkout that works well on phones.' },
      { icon: IconCash, title: 'Local Payments', description: 'bKash, Nagad, Rocket, cards and cash on delivery, reconciled automatically.' },
      { icon: IconTruckDelivery, title: 'Courier Booking', description: 'Book Pathao, RedX or Steadfast pickups from the order screen and track parcels.' },
      { icon: IconBuildingWarehouse, title: 'Stock Control', description: 'Live stock across warehouses and shops, with low-stock alerts.' },
      { icon: IconChartPie, title: 'Sales Reports', description: 'Daily sales, best sellers and returning customers at a glance.' },
      { icon: IconBell, title: 'Marketing Tools', description: 'Abandoned-cart reminders, SMS campaigns and Facebook catalogue sync.' },
    ],
    benefitsTitle: 'Why Shops Choose It',
    benefits: [
      { title: 'Launch in weeks, not months', description: 'A proven base customised to your brand.' },
      { title: 'Built for phones', description: 'Most of your customers shop on a phone; the store is designed for them first.' },
      { title: 'Fewer failed deliveries', description: 'Order confirmation and courier tracking reduce returns.' },
      { title: 'No commission on sales', description: 'You pay for the software, not a share of your revenue.' },
    ],
    ctaTitle: 'Ready to Open Your Online Shop?',
    ctaText: 'See a live demo store and get a quote for yours within one working day.',
  },
  'pharmacy-software': {
    headline: `${productEntry('pharmacy-software').name} That Never Lets a Medicine Expire on the Shelf`,
    subtitle:
      'Fast counter sales, batch and expiry tracking, supplier orders and reports for single pharmacies and chains, online or offline.',
    screen: 'pharmacy',
    phone: 'list',
    mockupLabel: 'A pharmacy stock table with expiry status on a desktop and a phone',
    highlights: HIGHLIGHTS,
    featuresTitle: 'Made for the Pharmacy Counter',
    featuresSubtitle: 'Every feature comes from working with pharmacists.',
    features: [
      { icon: IconBarcode, title: 'Quick Counter Sales', description: 'Search by brand or generic name, scan barcodes and print receipts in seconds.' },
      { icon: IconCalendarTime, title: 'Batch and Expiry Tracking', description: 'Alerts before stock expires, and first-expiry-first-out selling.' },
      { icon: IconClipboardList, title: 'Purchase and Suppliers', description: 'Purchase orders, supplier dues and returns in one place.' },
      { icon: IconBuildingWarehouse, title: 'Multi-branch Stock', description: 'Transfer stock between branches and see every shop’s levels.' },
      { icon: IconFileInvoice, title: 'Prescriptions and Customers', description: 'Customer history, repeat prescriptions and credit sales.' },
      { icon: IconChartPie, title: 'Profit Reports', description: 'Daily sales, margins and slow movers, exportable to Excel.' },
    ],
    benefitsTitle: 'What Pharmacies Gain',
    benefits: [
      { title: 'Less expired stock', description: 'Expiry alerts turn losses into sales or returns.' },
      { title: 'Faster queues', description: 'Generic-name search and barcode sales speed up the counter.' },
      { title: 'Works offline', description: 'Sales continue during outages and sync when the internet returns.' },
      { title: 'Clear accounts', description: 'Supplier dues and cash positions are always up to date.' },
    ],
    ctaTitle: 'See It at Your Counter',
    ctaText: 'Book a free demo with your own medicine list and we will set up a trial.',
  },
  'pos-management': {
    headline: 'A Point of Sale That Keeps the Queue Moving',
    subtitle:
      'Touch-friendly billing for retail shops and restaurants, with stock, staff, discounts and daily cash reports that add up.',
    screen: 'pos',
    phone: 'chart',
    mockupLabel: 'A point of sale screen with product tiles and a receipt',
    highlights: HIGHLIGHTS,
    featuresTitle: 'Built for Busy Counters',
    featuresSubtitle: 'Sell quickly, close the day correctly.',
    features: [
      { icon: IconReceipt, title: 'Fast Billing', description: 'Product tiles, barcode scanning, split payments and receipt printing.' },
      { icon: IconBuildingWarehouse, title: 'Inventory', description: 'Stock updates with every sale, purchase and return.' },
      { icon: IconUsers, title: 'Staff and Shifts', description: 'Permissions per role and cash counts per shift.' },
      { icon: IconCash, title: 'Payments', description: 'Cash, cards and mobile wallets on one receipt.' },
      { icon: IconDeviceMobile, title: 'Owner App', description: 'See today’s sales from anywhere on your phone.' },
      { icon: IconChartPie, title: 'Reports', description: 'Z-reports, best sellers and hourly sales.' },
    ],
    benefitsTitle: 'Why Owners Switch',
    benefits: [
      { title: 'Shorter queues', description: 'Billing takes a few taps.' },
      { title: 'No missing cash', description: 'Shift reports show exactly what each cashier took.' },
      { title: 'Stock you can trust', description: 'Know what to reorder before it runs out.' },
      { title: 'Runs on your hardware', description: 'Works with common printers, scanners and cash drawers.' },
    ],
    ctaTitle: 'Try It on Your Counter',
    ctaText: 'We will load your products and run a free trial in your shop.',
  },
  'erp-software': {
    headline: 'One System for Your Whole Business',
    subtitle:
      'Accounts, inventory, purchase, sales, HR and payroll connected in one ERP, shaped around how your company already works.',
    screen: 'erp',
    phone: 'chart',
    mockupLabel: 'An ERP dashboard with charts on a desktop and a phone',
    highlights: HIGHLIGHTS,
    featuresTitle: 'Modules That Talk to Each Other',
    featuresSubtitle: 'Start with what you need, add modules as you grow.',
    features: [
      { icon: IconFileInvoice, title: 'Accounts', description: 'Ledgers, vouchers, VAT and financial statements, updated in real time.' },
      { icon: IconBuildingWarehouse, title: 'Inventory', description: 'Warehouses, batches and valuation across locations.' },
      { icon: IconShoppingCart, title: 'Sales and Purchase', description: 'Quotations, orders, invoices and supplier bills with approvals.' },
      { icon: IconUsers, title: 'HR and Payroll', description: 'Attendance, leave and salary sheets with bank files.' },
      { icon: IconClipboardList, title: 'Production', description: 'Bills of materials, work orders and costing for manufacturers.' },
      { icon: IconChartPie, title: 'Management Dashboards', description: 'The numbers you need each morning, on one screen.' },
    ],
    benefitsTitle: 'What Changes for Your Team',
    benefits: [
      { title: 'One source of truth', description: 'No more spreadsheets that disagree.' },
      { title: 'Faster month-end', description: 'Accounts close in days, not weeks.' },
      { title: 'Approvals with a trail', description: 'Every change is logged with who and when.' },
      { title: 'Local support', description: 'A team in Dhaka that knows your setup.' },
    ],
    ctaTitle: 'Map Your Processes with Us',
    ctaText: 'A free workshop to see which modules fit your company and what they would cost.',
  },
  'courier-management': {
    headline: 'Run Every Parcel From Pickup to Payment',
    subtitle:
      'Merchant bookings, rider apps, hub transfers, live tracking and cash-on-delivery settlement in one courier management system.',
    screen: 'courier',
    phone: 'map',
    mockupLabel: 'A delivery map with a route and a parcel list, and a rider app on a phone',
    highlights: HIGHLIGHTS,
    featuresTitle: 'For Merchants, Riders and Hubs',
    featuresSubtitle: 'Everyone sees the same parcel, in real time.',
    features: [
      { icon: IconWorld, title: 'Merchant Portal', description: 'Bulk bookings, pickup requests, labels and payment statements.' },
      { icon: IconDeviceMobile, title: 'Rider App', description: 'Routes, proof of delivery, OTP and COD collection.' },
      { icon: IconMapPin, title: 'Live Tracking', description: 'Customers and merchants follow every parcel by SMS and web.' },
      { icon: IconBuildingWarehouse, title: 'Hub Operations', description: 'Sorting, bagging and transfers between hubs with scans.' },
      { icon: IconCash, title: 'COD Settlement', description: 'Automatic merchant payouts with deductions and invoices.' },
      { icon: IconChartPie, title: 'Performance Reports', description: 'Success rates by area, rider and merchant.' },
    ],
    benefitsTitle: 'Why Couriers Choose It',
    benefits: [
      { title: 'Fewer calls to support', description: 'Tracking links answer “where is my parcel?”.' },
      { title: 'Faster payouts', description: 'COD reconciled daily, merchants paid on time.' },
      { title: 'More deliveries per rider', description: 'Optimised routes and fewer failed attempts.' },
      { title: 'Grows with you', description: 'From one city to nationwide coverage.' },
    ],
    ctaTitle: 'See a Live Delivery Flow',
    ctaText: 'We will walk you through a parcel from booking to settlement.',
  },
  'tailor-management': {
    scheduleDemo: true,
    headline: `${productEntry('tailor-management').name} Software for Modern Tailoring Shops`,
    subtitle:
      'Keep every customer’s measurements, orders, fittings and deliveries in one place, and tell customers exactly when their clothes are ready.',
    screen: 'tailor',
    phone: 'list',
    mockupLabel: 'A measurement form beside a shirt with measurement lines, and an order list on a phone',
    highlights: ['Free demo', 'Measurements never lost', 'SMS delivery reminders'],
    featuresTitle: 'Everything a Tailoring Shop Needs',
    featuresSubtitle: 'Three tools that replace the order book.',
    features: [
      {
        icon: IconRuler2,
        title: 'Measurement Records',
        description: 'Save every customer’s measurements by garment, with notes and photos, and reuse them on the next order.',
      },
      {
        icon: IconClipboardList,
        title: 'Order and Fitting Tracking',
        description: 'Follow each order from cutting to stitching, fitting and finishing, with due dates for every step.',
      },
      {
        icon: IconBell,
        title: 'Delivery and Payments',
        description: 'Automatic SMS when clothes are ready, advance and balance payments, and printed receipts.',
      },
    ],
    benefitsTitle: 'Key Benefits',
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
    ctaTitle: 'See It with Your Own Orders',
    ctaText: 'Schedule a free demo and we will set up your shop’s garments and measurements.',
  },
  'publication-website': {
    headline: 'Publication Websites That Readers Come Back To',
    subtitle:
      'News portals, online magazines and publishers’ catalogues that load fast on any connection, rank in search and are easy for editors to run.',
    screen: 'publication',
    phone: 'list',
    mockupLabel: 'A news portal front page on a laptop and a phone',
    highlights: ['Bangla typography done right', 'Editor-friendly CMS', 'Fast on mobile data'],
    featuresTitle: 'Our Publication Services',
    featuresSubtitle: 'Six services for newsrooms, magazines and publishers.',
    features: [
      { icon: IconNews, title: 'News Portals', description: 'Breaking-news layouts, categories, live updates and e-paper archives.' },
      { icon: IconBook2, title: 'Publisher Catalogues', description: 'Book catalogues with authors, series, previews and online orders.' },
      { icon: IconClipboardList, title: 'Editorial Workflow', description: 'Drafts, reviews, scheduling and roles for reporters and editors.' },
      { icon: IconSearch, title: 'SEO and News Indexing', description: 'Structured data, sitemaps and Google News readiness.' },
      { icon: IconCloudUpload, title: 'Media and E-paper', description: 'Photo galleries, video embeds and PDF e-paper uploads.' },
      { icon: IconCash, title: 'Ads and Subscriptions', description: 'Ad slots, sponsored posts and paid subscriptions.' },
    ],
    benefitsTitle: 'Why Publishers Work with Us',
    benefits: [
      { title: 'Readable Bangla and English', description: 'Proper fonts and line spacing for long reads.' },
      { title: 'Handles traffic spikes', description: 'Caching and a CDN keep the site up on big news days.' },
      { title: 'Editors publish in minutes', description: 'A simple editor with previews and scheduling.' },
      { title: 'Revenue built in', description: 'Ad slots and subscriptions from launch.' },
    ],
    projects: [
      {
        title: 'National News Portal',
        kind: 'News',
        description: 'A bilingual news site with live updates, an e-paper archive and section pages for every beat.',
      },
      {
        title: 'Literary Magazine',
        kind: 'Magazine',
        description: 'A monthly magazine with issues, contributors and paid subscriptions.',
      },
      {
        title: 'Academic Publisher',
        kind: 'Publisher',
        description: 'A catalogue of titles with author pages, previews and online ordering.',
      },
    ],
    ctaTitle: 'Planning a New Publication Site?',
    ctaText: 'Tell us about your readers and content, and we will propose a plan within a week.',
  },
};
