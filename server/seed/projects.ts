export const CATEGORIES = ['Web Development', 'Mobile App', 'E-commerce', 'Business Software'] as const;
type CategoryName = (typeof CATEGORIES)[number];

export interface ProjectSeed {
  slug: string;
  title: string;
  subtitle: string;
  category: CategoryName;
  technology: string[];
  /** Month the project went live, `YYYY-MM-DD`. */
  launched: string;
}

export const PROJECTS: readonly ProjectSeed[] = [
  {
    slug: 'shopnest-marketplace',
    title: 'ShopNest Marketplace',
    subtitle:
      'A multi-vendor marketplace with bKash and Nagad checkout, vendor payouts and same-day delivery tracking, serving 40,000 monthly buyers.',
    category: 'E-commerce',
    technology: ['Laravel', 'React', 'MySQL', 'Redis', 'Tailwind CSS', 'bKash API'],
    launched: '2025-03-12',
  },
  {
    slug: 'medicare-pharmacy-suite',
    title: 'MediCare Pharmacy Suite',
    subtitle:
      'Point of sale, batch and expiry tracking and supplier orders for a 12-branch pharmacy chain, working offline when the internet drops.',
    category: 'Business Software',
    technology: ['Vue.js', 'Laravel', 'PostgreSQL'],
    launched: '2025-01-20',
  },
  {
    slug: 'swiftpos-retail',
    title: 'SwiftPOS Retail',
    subtitle:
      'A fast point-of-sale for supermarkets with barcode scanning, thermal receipts, loyalty points and end-of-day reports for the owner.',
    category: 'Business Software',
    technology: ['React', 'Electron', 'Node.js', 'SQLite', 'ESC/POS'],
    launched: '2024-09-05',
  },
  {
    slug: 'karim-traders-erp',
    title: 'Karim Traders ERP',
    subtitle:
      'Purchasing, inventory, sales, accounts and payroll in one system for a wholesale distributor with 300 retail partners.',
    category: 'Business Software',
    technology: ['Laravel', 'Vue.js', 'MySQL', 'Redis', 'Docker', 'Metabase'],
    launched: '2024-06-18',
  },
  {
    slug: 'courier-ache-dispatch',
    title: 'Courier Ache Dispatch',
    subtitle:
      'Courier management for merchants and riders: pickup requests, route batching, cash-on-delivery settlement and live parcel status.',
    category: 'Mobile App',
    technology: ['Flutter', 'Laravel', 'MySQL', 'Firebase', 'Google Maps'],
    launched: '2025-05-02',
  },
  {
    slug: 'tailorbook',
    title: 'TailorBook',
    subtitle:
      'Tailor management that keeps customer measurements, orders, fittings and delivery dates, with SMS reminders when clothes are ready.',
    category: 'Business Software',
    technology: ['Flutter', 'Laravel', 'MySQL'],
    launched: '2024-12-10',
  },
  {
    slug: 'boi-ache-bookstore',
    title: 'Boi Ache Online Bookstore',
    subtitle:
      'A Bangla-first online bookstore with 40,000 titles, fast search in Bangla and English, and nationwide cash-on-delivery.',
    category: 'E-commerce',
    technology: ['Next.js', 'Laravel', 'MySQL', 'Meilisearch', 'bKash API'],
    launched: '2023-11-21',
  },
  {
    slug: 'edu-poribar-lms',
    title: 'Edu Poribar Learning Platform',
    subtitle:
      'Live classes, recorded courses, quizzes and certificates for 50,000 learners preparing for university admission tests.',
    category: 'Web Development',
    technology: ['React', 'NestJS', 'PostgreSQL', 'HLS Video', 'AWS'],
    launched: '2024-02-14',
  },
  {
    slug: 'bdcoda-wallet',
    title: 'BDCoda Pay',
    subtitle:
      'A mobile wallet for small merchants: QR payments, instant settlement to bank accounts and a daily sales summary.',
    category: 'Mobile App',
    technology: ['Kotlin', 'Swift', 'Go', 'PostgreSQL', 'Kafka'],
    launched: '2025-08-30',
  },
  {
    slug: 'dhaka-crafts-store',
    title: 'Dhaka Crafts Storefront',
    subtitle:
      'A WooCommerce shop for handmade jute and nakshi kantha products, shipping to customers in 14 countries.',
    category: 'E-commerce',
    technology: ['WordPress', 'WooCommerce', 'PHP'],
    launched: '2024-04-08',
  },
  {
    slug: 'northbound-travel',
    title: 'Northbound Travel',
    subtitle:
      'A fast marketing site and trip builder for a UK tour operator, edited by their own team through a headless CMS.',
    category: 'Web Development',
    technology: ['Next.js', 'Sanity', 'Vercel'],
    launched: '2025-06-25',
  },
  {
    slug: 'laptop-ache-companion',
    title: 'Laptop Ache Companion',
    subtitle:
      'A shopping and service app for laptop buyers: compare models, book repairs and track warranty claims.',
    category: 'Mobile App',
    technology: ['React Native', 'Expo', 'Firebase'],
    launched: '2025-10-03',
  },
  {
    slug: 'prokashona-publication',
    title: 'Prokashona Publication Website',
    subtitle:
      'A publication website for a Dhaka publisher with an author portal, e-book previews and pre-orders for the Ekushey Book Fair.',
    category: 'Web Development',
    technology: ['Laravel', 'Livewire', 'MySQL', 'Alpine.js', 'Cloudflare'],
    launched: '2025-01-28',
  },
  {
    slug: 'green-harvest-agro',
    title: 'Green Harvest Agro',
    subtitle: 'A bilingual corporate website for an agro-processing company, with a dealer locator and product catalogue.',
    category: 'Web Development',
    technology: ['WordPress', 'Elementor'],
    launched: '2023-08-16',
  },
];

export const projectThumbnail = (slug: string) => `projects/${slug}.svg`;
export const projectLink = (slug: string) => `https://${slug}.example.com`;
