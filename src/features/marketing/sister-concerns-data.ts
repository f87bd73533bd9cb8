import {
  IconBook,
  IconBooks,
  IconBriefcase,
  IconCamera,
  IconCertificate,
  IconClock,
  IconCode,
  IconCreditCard,
  IconDeviceGamepad2,
  IconHeadset,
  IconMapPin,
  IconPalette,
  IconPencil,
  IconSchool,
  IconShieldCheck,
  IconTruckDelivery,
  IconUsers,
  IconVideo,
  IconWallet,
} from '@tabler/icons-react';
import type { Feature } from '@/components/sections/feature-grid';
import type { Stat } from '@/components/sections/stats-band';
import { PROJECTS_DELIVERED } from '@/lib/company-figures';
import type { SisterConcernSlug } from '@/lib/catalogue';

interface SisterConcernAction {
  label: string;
  href: string;
}

/** A sister concern's page content; its name, sector, site and head are in the catalogue. */
export interface SisterConcernContent {
  headline: string;
  subtitle: string;
  statsTitle: string;
  stats: readonly Stat[];
  featuresTitle: string;
  featuresSubtitle: string;
  features: readonly Feature[];
  /** Extra buttons in the hero, e.g. the freelance marketplace's two audiences. */
  actions?: readonly SisterConcernAction[];
  ctaTitle: string;
  ctaText: string;
}

/** Each page's content, given the sister concern's name from the catalogue. */
export const SISTER_CONCERN_PAGES: Record<SisterConcernSlug, (name: string) => SisterConcernContent> = {
  'boi-ache': (name) => ({
    headline: `${name}: Every Book You Are Looking for, Delivered`,
    subtitle:
      'Our online bookshop brings Bangla and English titles, textbooks and children’s books to readers everywhere, with easy ordering and cash on delivery.',
    statsTitle: 'A Growing Community of Readers',
    stats: [
      { value: '10K+', label: 'Books in the catalogue' },
      { value: '50K+', label: 'Happy readers' },
    ],
    featuresTitle: `Why Readers Choose ${name}`,
    featuresSubtitle: 'A bookshop that fits in your pocket.',
    features: [
      { icon: IconBooks, title: 'Huge Selection', description: 'Fiction, non-fiction, academic and children’s books from leading publishers.' },
      { icon: IconTruckDelivery, title: 'Delivery Everywhere', description: 'Cash on delivery to your door, anywhere in the country.' },
      { icon: IconBook, title: 'Pre-orders', description: 'Reserve new releases and book-fair titles before they sell out.' },
    ],
    ctaTitle: 'Find Your Next Book',
    ctaText: `Browse the full catalogue on the ${name} website.`,
  }),
  'edu-poribar': (name) => ({
    headline: `${name}: Learn Skills That Move Your Career Forward`,
    subtitle:
      'Live and recorded courses in technology, languages and exam preparation, with mentors, practice tests and certificates. Join 50,000+ learners.',
    statsTitle: 'Learning That Works',
    stats: [
      { value: '5K+', label: 'Active students' },
      { value: '100+', label: 'Courses' },
      { value: '98%', label: 'Learner satisfaction' },
      { value: '50,000+', label: 'Learners reached' },
    ],
    featuresTitle: `How ${name} Teaches`,
    featuresSubtitle: 'Courses built for busy learners.',
    features: [
      { icon: IconVideo, title: 'Live and Recorded Classes', description: 'Join live or watch later, on any device.' },
      { icon: IconUsers, title: 'Mentor Support', description: 'Ask questions and get feedback from experienced teachers.' },
      { icon: IconCertificate, title: 'Certificates', description: 'Earn a certificate you can share with employers.' },
    ],
    ctaTitle: 'Start Learning Today',
    ctaText: `Explore courses and free lessons on the ${name} website.`,
  }),
  bdcoda: (name) => ({
    headline: `${name}: Financial Technology for Growing Businesses`,
    subtitle:
      'Payment collection, digital wallets and lending software that help businesses and financial institutions serve customers faster and more securely.',
    statsTitle: 'Trusted with Money That Matters',
    stats: [
      { value: '100+', label: 'Businesses served' },
      PROJECTS_DELIVERED,
      // SPEC §9's fintech figures are 100+, 500+ and 10+.
      { value: '10+', label: 'Banking and payment partners' },
    ],
    featuresTitle: `What ${name} Builds`,
    featuresSubtitle: 'Secure, compliant and ready to scale.',
    features: [
      { icon: IconCreditCard, title: 'Payment Gateways', description: 'Collect cards and mobile wallets online and in store.' },
      { icon: IconWallet, title: 'Digital Wallets', description: 'White-label wallets with KYC, transfers and bill payments.' },
      { icon: IconShieldCheck, title: 'Lending and Compliance', description: 'Loan management with credit scoring and audit trails.' },
    ],
    ctaTitle: `Talk to ${name}`,
    ctaText: `See products and case studies on the ${name} website.`,
  }),
  'laptop-ache': (name) => ({
    headline: `${name}: The Right Laptop, with Honest Advice`,
    subtitle:
      'Business, gaming and student laptops from trusted brands, tested and covered by warranty, with experts who help you choose.',
    statsTitle: 'Rated by Our Customers',
    stats: [
      { value: '4.9', label: 'Business laptops, average rating' },
      { value: '4.8', label: 'Gaming laptops, average rating' },
      { value: '4.9', label: 'Student laptops, average rating' },
    ],
    featuresTitle: 'Find the Laptop That Fits',
    featuresSubtitle: 'Three ranges, each chosen and tested by our team.',
    features: [
      { icon: IconBriefcase, title: 'Business Laptops', description: 'Light, secure and long-lasting machines for work on the move.', meta: 'Rated 4.9 out of 5' },
      { icon: IconDeviceGamepad2, title: 'Gaming Laptops', description: 'Powerful graphics and cooling for gaming and creative work.', meta: 'Rated 4.8 out of 5' },
      { icon: IconSchool, title: 'Student Laptops', description: 'Reliable, affordable laptops for classes and assignments.', meta: 'Rated 4.9 out of 5' },
    ],
    ctaTitle: 'Shop Laptops',
    ctaText: `Compare models and prices on the ${name} website.`,
  }),
  'courier-ache': (name) => ({
    headline: `${name}: Parcels Delivered When You Need Them`,
    subtitle:
      'Same-day delivery in the city and 2-3 days nationwide, with live tracking, cash on delivery and quick payouts for merchants.',
    statsTitle: 'Delivery Times You Can Plan Around',
    stats: [
      { value: 'Same-day', label: 'Delivery in the city' },
      { value: '2-3 days', label: 'Delivery nationwide' },
    ],
    featuresTitle: `Why Merchants Ship with ${name}`,
    featuresSubtitle: 'Reliable delivery, clear payouts.',
    features: [
      { icon: IconClock, title: 'Same-day in the City', description: 'Book before noon and we deliver the same day inside the city.' },
      { icon: IconMapPin, title: 'Live Tracking', description: 'You and your customer follow every parcel by SMS and web.' },
      { icon: IconWallet, title: 'Cash on Delivery', description: 'We collect from your customers and settle with you quickly.' },
    ],
    ctaTitle: 'Send Your First Parcel',
    ctaText: `Open a merchant account on the ${name} website.`,
  }),
  'kaz-ache': (name) => ({
    headline: `${name}: Hire Skilled Freelancers or Find Your Next Job`,
    subtitle:
      'A marketplace where businesses find vetted developers, designers, writers and photographers, and freelancers find steady, well-paid work.',
    statsTitle: 'A Marketplace That Works for Both Sides',
    stats: [
      { value: '1000+', label: 'Skilled freelancers' },
      { value: '98%', label: 'Client satisfaction' },
      { value: '10+', label: 'Job categories' },
    ],
    featuresTitle: 'Popular Categories',
    featuresSubtitle: 'Open jobs waiting for the right freelancer.',
    features: [
      { icon: IconCode, title: 'Development', description: 'Websites, apps and software projects.', meta: '1.2k+ jobs' },
      { icon: IconPalette, title: 'Design', description: 'Logos, interfaces, social media and print.', meta: '800+ jobs' },
      { icon: IconPencil, title: 'Writing', description: 'Articles, copywriting and translation.', meta: '500+ jobs' },
      { icon: IconCamera, title: 'Photography', description: 'Product, event and portrait photography.', meta: '300+ jobs' },
    ],
    actions: [
      { label: 'Start Hiring', href: 'https://kazache.com' },
      { label: 'Become a Freelancer', href: 'https://kazache.com' },
    ],
    ctaTitle: `Join ${name}`,
    ctaText: `Post a job or create your freelancer profile on the ${name} website.`,
  }),
};

/** Shown on every sister-concern page: what ITBD brings to each. */
export const SISTER_CONCERN_SUPPORT: readonly Feature[] = [
  { icon: IconCode, title: 'Built by ITBD', description: 'Each platform is designed, built and run by our own engineering team.' },
  { icon: IconHeadset, title: 'Local Support', description: 'Customer care from Dhaka, in Bangla and English.' },
  { icon: IconShieldCheck, title: 'Secure by Default', description: 'Encrypted connections, regular backups and careful handling of your data.' },
];
