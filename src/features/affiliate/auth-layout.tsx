import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AGENCY_AGE_YEARS } from '@/lib/company-figures';
import { ReferralIllustration } from './referral-illustration';
import classes from './auth-layout.module.css';
import { IconBadge } from '@/components/icon-badge';
import markup from '@/styles/markup.module.css';

const PROMISES = [
  'Up to 50% commission on every client you refer',
  'Monthly payments to bKash or your bank',
  'Every commission and payout in your dashboard',
  '24/7 partner support',
] as const;

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** Login and signup: the form in a card, and beside it on wide screens what the programme offers. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className={classes.page}>
      <div className={classes.container}>
        <div className={classes.grid}>
          <div className={classes.card}>
            <div className={classes.head}>
              <p className={`${markup.eyebrow} ${classes.eyebrow}`}>ITBD Affiliate</p>
              <h1 className={classes.title}>{title}</h1>
              <p className={classes.subtitle}>{subtitle}</p>
            </div>
            {children}
          </div>
          <div className={classes.aside}>
            <div className={classes.asideStack}>
              <p className={`${markup.eyebrow} ${classes.asideEyebrow}`}>Why partners choose ITBD</p>
              <h2 className={classes.asideTitle}>Recommend a {AGENCY_AGE_YEARS}-Year-Old Agency. Get Paid Every Month.</h2>
              <ul className={classes.promises}>
                {PROMISES.map((promise) => (
                  <li key={promise}>
                    <span>
                      <IconBadge size={24} radius="xl" color="accent" iconColor="var(--mantine-color-navy-9)">
                        <IconCheck size={16} stroke={2.5} />
                      </IconBadge>
                    </span>
                    <span>{promise}</span>
                  </li>
                ))}
              </ul>
              <ReferralIllustration className={classes.art} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
