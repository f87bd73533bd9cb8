/**
 * The site's standalone pages: every page of the route tree that is not one of the
 * catalogue's offerings, a post or a job, each once, with what its head, its hero,
 * its breadcrumb and the links to it (menus, footer, not-found page) call it.
 */
import { CLIENT_SATISFACTION, PROJECTS_DELIVERED, YEARS_IN_BUSINESS, inWords } from '@/lib/company-figures';
import { type PageHeadOptions, SITE_TITLE, pageHead } from '@/lib/head';
import type { PlainPath } from '@/lib/site-link';

export interface SitePage {
  /** A page of the route tree with no parameter: a renamed or removed page breaks the build here. */
  path: PlainPath;
  /** What the menus, the footer and the links to the page call it. */
  name: string;
  /** The document title and the breadcrumb's name, when longer than the name ('Contact Us'). */
  title?: string;
  /** The meta description. */
  description: string;
  /** The words of the page's PageHero, where it has one. */
  hero?: {
    /** The small line above the headline; the page's name when left out. */
    eyebrow?: string;
    /** The page's h1; its title when left out. */
    title?: string;
    subtitle: string;
  };
}

const PAGES = {
  home: {
    path: '/',
    name: 'Home',
    title: SITE_TITLE,
    description: `Websites, apps, digital marketing and business software from an agency with ${inWords(YEARS_IN_BUSINESS)} and ${inWords(PROJECTS_DELIVERED)}.`,
  },
  companyOverview: {
    path: '/about/company-overview',
    name: 'Company Overview',
    description: `Who ITBD is: ${YEARS_IN_BUSINESS.value} years, ${PROJECTS_DELIVERED.value} projects and ${CLIENT_SATISFACTION.value} client satisfaction. Our story, what we do, our values, vision and mission.`,
    hero: {
      eyebrow: 'About ITBD',
      title: 'We Build the Software That Helps Businesses Grow',
      subtitle: `For ${YEARS_IN_BUSINESS.value} years ITBD has designed, built and marketed websites, apps and business software for companies in Bangladesh and abroad.`,
    },
  },
  ourTeam: {
    path: '/about/our-team',
    name: 'Our Team',
    description: 'Meet the ITBD team: the engineers, designers, marketers and project leads behind our clients’ projects.',
    hero: {
      title: 'The People Behind Your Project',
      subtitle: 'Engineers, designers, marketers and project leads who care about doing the work well and explaining it clearly.',
    },
  },
  services: {
    path: '/services',
    name: 'Services',
    description:
      'Web design and development, app development, digital marketing, graphic and UI/UX design, WordPress websites and ready-made business software from ITBD.',
    hero: {
      title: 'Everything You Need to Build and Grow Online',
      subtitle: `Websites, apps, marketing, design and ready-made business software from one team with ${YEARS_IN_BUSINESS.value} years of experience.`,
    },
  },
  portfolio: {
    path: '/portfolio',
    name: 'Portfolio',
    description: 'Websites, apps, e-commerce and business software ITBD has built for clients in Bangladesh and abroad.',
    hero: {
      title: 'Work We Are Proud Of',
      subtitle: 'Websites, apps and business software built for companies in Bangladesh and abroad.',
    },
  },
  blog: {
    path: '/blog',
    name: 'Blog',
    description: 'Articles from the ITBD team on web and app development, digital marketing, design and business software.',
    hero: {
      title: 'Insights From the ITBD Team',
      subtitle: `Lessons from ${PROJECTS_DELIVERED.value} projects on building, launching and growing software, websites and brands.`,
    },
  },
  career: {
    path: '/career',
    name: 'Career',
    description: 'Open positions at ITBD in Banani, Dhaka: engineering, design, marketing and sales. See the benefits and apply online.',
    hero: {
      title: 'Build Your Career with ITBD',
      subtitle: `Join designers, developers and marketers who have shipped ${PROJECTS_DELIVERED.value} projects for businesses in Bangladesh and abroad.`,
    },
  },
  contact: {
    path: '/contact',
    name: 'Contact',
    title: 'Contact Us',
    description: 'Call, email or message ITBD about your website, app, marketing or software project, or visit our office in Banani, Dhaka.',
    hero: {
      subtitle: 'Have a project in mind or a question about our services? Send a message, call or visit us in Banani.',
    },
  },
  affiliate: {
    path: '/affiliate',
    name: 'Affiliate Programme',
    description: 'Join the ITBD affiliate programme: earn up to 50% commission on the clients you refer, paid monthly to bKash or bank.',
  },
  privacy: {
    path: '/privacy',
    name: 'Privacy Policy',
    description:
      'What personal data ITBD collects through its contact, consultation, newsletter, job application and affiliate forms, how long it is kept and your rights.',
    hero: {
      eyebrow: 'Legal',
      subtitle: 'What personal data ITBD collects through this website and the affiliate programme, and how we look after it.',
    },
  },
  terms: {
    path: '/terms',
    name: 'Terms of Service',
    description: 'The terms for using the ITBD website and the ITBD affiliate programme: commission, payouts, affiliate conduct and liability.',
    hero: {
      eyebrow: 'Legal',
      subtitle: 'The rules for using the ITBD website and for taking part in the ITBD affiliate programme.',
    },
  },
  forgotPassword: {
    path: '/forgot-password',
    name: 'Forgot Password',
    description: 'Reset the password of your ITBD affiliate account with help from our support team by email or WhatsApp.',
  },
  affiliateLogin: {
    path: '/affiliate-login',
    name: 'Affiliate Login',
    description: 'Log in to your ITBD affiliate account to see your balance and transactions.',
  },
  affiliateSignup: {
    path: '/affiliate-signup',
    name: 'Become an Affiliate',
    description: 'Create your free ITBD affiliate account and earn up to 50% commission on the clients you refer.',
  },
  affiliateDashboard: {
    path: '/affiliate-dashboard',
    name: 'Affiliate Dashboard',
    description: 'Your ITBD affiliate balance, commissions and payouts.',
  },
  editProfile: {
    path: '/affiliate-dashboard/edit-profile',
    name: 'Edit Profile',
    title: 'Edit Profile — ITBD Affiliate',
    description: 'Change your ITBD affiliate photo, name and address.',
  },
} satisfies Record<string, SitePage>;

export type SitePageKey = keyof typeof PAGES;

export const SITE_PAGES: Readonly<Record<SitePageKey, SitePage>> = PAGES;

/** The document title and the breadcrumb's name: 'Contact Us' for the page the menu calls 'Contact'. */
export const pageTitle = (page: SitePage) => page.title ?? page.name;

/** A standalone page's head tags, from its entry. */
export const sitePageHead = (key: SitePageKey, options?: PageHeadOptions) =>
  pageHead(pageTitle(SITE_PAGES[key]), SITE_PAGES[key].description, options);

export type HeroPageKey = { [Key in SitePageKey]: (typeof PAGES)[Key] extends { hero: object } ? Key : never }[SitePageKey];

/** A page's hero, its name and title standing in for the words it leaves out. */
export function heroWords(key: HeroPageKey) {
  const page: SitePage = PAGES[key];
  const hero: NonNullable<SitePage['hero']> = PAGES[key].hero;
  return { eyebrow: hero.eyebrow ?? page.name, title: hero.title ?? pageTitle(page), subtitle: hero.subtitle };
}
