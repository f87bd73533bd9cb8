import {
  IconCalendarDollar,
  IconChartBar,
  IconCash,
  IconHeadset,
  IconPercentage,
  IconShare,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Feature } from '@/components/sections/feature-grid';
import type { Step } from '@/components/sections/process-steps';
import classes from './affiliate-landing.module.css';

/** The programme in numbers, on the band under the hero. */
export const AFFILIATE_STATS = [
  { value: '৳50K+', label: 'average monthly earnings' },
  { value: '1000+', label: 'active partners' },
  { value: '24/7', label: 'support' },
] as const;

/** Why join: the four cards under 'A Partnership That Pays, Every Month'. */
export const AFFILIATE_BENEFITS: readonly Feature[] = [
  {
    icon: IconPercentage,
    title: 'Up to 50% Commission',
    description: 'Earn a share of every project your referrals sign: websites, apps, marketing and business software.',
  },
  {
    icon: IconCalendarDollar,
    title: 'Monthly Payments',
    description: 'Your balance is paid out every month to bKash or your bank account, without you having to ask.',
  },
  {
    icon: IconChartBar,
    title: 'Your Own Dashboard',
    description: 'See your balance and every commission and payout as it happens, filtered by period.',
  },
  {
    icon: IconHeadset,
    title: 'Partner Support, Day and Night',
    description: 'Questions about a client or a payment? Our team answers day and night.',
  },
];

/** How it works, from sign-up to payout. */
export const AFFILIATE_STEPS: readonly Step[] = [
  { icon: IconUserPlus, title: 'Sign Up Free', description: 'Create your account in a minute and choose your affiliate ID.' },
  { icon: IconShare, title: 'Share Your Affiliate ID', description: 'Introduce ITBD to businesses that need a website, an app or software.' },
  { icon: IconUsersGroup, title: 'Your Client Starts a Project', description: 'They mention your affiliate ID and we take it from there.' },
  { icon: IconCash, title: 'Get Paid Monthly', description: 'Your commission shows in your dashboard and is paid out every month.' },
];

/** What affiliates ask before joining; an answer may link onwards. */
export const AFFILIATE_FAQ = [
  {
    question: 'Who Can Join the Affiliate Programme?',
    answer:
      'Anyone who can introduce businesses to ITBD: freelancers, consultants, bloggers, agencies, students and our own clients. You only need an email address, a phone number and a bKash or bank account for your payouts.',
  },
  {
    question: 'How Is My Commission Calculated?',
    answer:
      'You earn a share of the value of every project a client you referred signs with us: up to 50%, depending on the service and the size of the project. Each commission appears in your dashboard as a credit once the client has paid.',
  },
  {
    question: 'When and How Do I Get Paid?',
    answer:
      'Payouts are made monthly, to your bKash account or to your bank account. Every payout shows in your dashboard as a debit from your available balance, so you always know what has been paid and what is still due.',
  },
  {
    question: 'How Are My Referrals Tracked?',
    answer:
      'When you sign up you choose your affiliate ID, a short public code such as rahim-tech. Your clients mention it when they contact us, and every project they start is credited to your account.',
  },
  {
    question: 'Does It Cost Anything to Join?',
    answer: 'No. Joining is free, there are no fees of any kind, and you can stop whenever you like.',
  },
  {
    question: 'How Do I Get Help?',
    answer: (
      <>
        Our partner support answers day and night. Write to us through the <Link to="/contact" className={classes.answerLink}>
          contact page
        </Link> or the
        chat button, and we will help with referrals, commissions and payouts.
      </>
    ),
  },
] satisfies { question: string; answer: ReactNode }[];
