import { NativeSelect } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconLogout, IconPencil } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ButtonLink } from '@/components/button-link';
import { affiliateQueries } from '@/api/affiliate';
import { InitialsAvatar } from '@/components/initials-avatar';
import { PlainButton } from '@/components/plain-button';
import { QueryBoundary } from '@/components/query-boundary';
import { SkeletonBlock } from '@/components/skeleton-block';
import { StatusMessage } from '@/components/status-message';
import { formatDateGB, formatTaka } from '@/lib/format';
import { providerUrl } from '@/lib/urls';
import markup from '@/styles/markup.module.css';
import classes from './affiliate-dashboard.module.css';
import portal from './portal.module.css';
import { ReferralPanel } from './referral-panel';
import { useAuth } from './auth';
import {
  PAGE_SIZE,
  PERIODS,
  type Period,
  pageOf,
  periodLabel,
  showingLabel,
  transactionsInPeriod,
} from './transactions';

const dashboardRoute = getRouteApi('/_affiliate/affiliate-dashboard/');

const DASHBOARD_MESSAGES = {
  profileFailed: 'Failed to load your profile.',
  transactionsFailed: 'Failed to load transactions.',
  empty: 'No Transactions Found',
} as const;

/** SPEC §2, affiliate dashboard: who is signed in, what they have earned, and every transaction. */
export function AffiliateDashboard() {
  return (
    <div className={portal.page}>
      <div className={portal.container}>
        <div className={portal.stack}>
          <ProfileHeader />
          <DashboardReferrals />
          <Transactions />
        </div>
      </div>
    </div>
  );
}

function ProfileHeader() {
  const auth = useAuth();

  return (
    <div className={classes.headerGrid}>
      <div className={`${portal.card} ${portal.pad}`}>
        <div className={classes.profile}>
          <QueryBoundary
            fallback={<ProfileSkeleton />}
            errorMessage={DASHBOARD_MESSAGES.profileFailed}
            messageFrame={(message) => (
              <div className={`${markup.stack} ${classes.profileError}`}>
                <h1 className={`${markup.h1} ${classes.errorTitle}`}>Affiliate Dashboard</h1>
                {message}
              </div>
            )}
          >
            <ProfileSummary />
          </QueryBoundary>
          <div className={`${markup.group} ${classes.actions}`}>
            <ButtonLink
              to="/affiliate-dashboard/edit-profile"
              variant="light"
              leftSection={<IconPencil size={18} aria-hidden />}
            >
              Edit Profile
            </ButtonLink>
            <PlainButton
              variant="default"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={() => void auth.signOut()}
            >
              Logout
            </PlainButton>
          </div>
        </div>
      </div>
      <section className={`${portal.card} ${portal.pad} ${classes.balance}`} aria-labelledby="affiliate-balance-label">
        <p id="affiliate-balance-label" className={`${markup.text} ${markup.fzSm} ${markup.semibold} ${classes.onBalance}`}>
          Available balance
        </p>
        {/* The profile beside it says when it failed to load. */}
        <QueryBoundary fallback={<BalanceSkeleton />} errorFallback={<BalanceSkeleton />}>
          <Balance />
        </QueryBoundary>
        <p className={`${markup.text} ${markup.fzSm} ${classes.onBalance}`}>Paid out monthly to bKash or your bank account.</p>
      </section>
    </div>
  );
}

function Balance() {
  const { data: profile } = useSuspenseQuery(affiliateQueries.dashboard());
  return (
    <p className={classes.balanceAmount}>{formatTaka(profile.balance ?? 0)}</p>
  );
}

const BalanceSkeleton = () => <SkeletonBlock h={44} w="70%" className={classes.balanceSkeleton} />;

function ProfileSummary() {
  const { data: profile } = useSuspenseQuery(affiliateQueries.dashboard());
  return (
    <div className={`${markup.group} ${classes.summary}`}>
      <InitialsAvatar name={profile.name} src={providerUrl(profile.profile_image)} size={80} radius="50%" />
      <div className={`${markup.stack} ${classes.details}`}>
        <h1 className={`${portal.heading} ${portal.h1} ${classes.name}`}>{profile.name}</h1>
        <p className={`${markup.text} ${markup.dimmed} ${classes.email}`}>{profile.email}</p>
        <p className={`${markup.text} ${markup.fzSm} ${markup.dimmed}`}>Member since {formatDateGB(profile.created_at)}</p>
        {profile.affiliateid && (
          <p className={`${markup.text} ${markup.fzSm} ${markup.dimmed}`}>
            Affiliate ID <code className={classes.code}>{profile.affiliateid}</code>
          </p>
        )}
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className={`${markup.group} ${classes.summary}`} aria-busy="true">
      <span className="visually-hidden">Loading your profile…</span>
      <SkeletonBlock circle h={80} />
      <div className={`${markup.stack} ${classes.skeletonLines}`}>
        <SkeletonBlock h={26} w="60%" />
        <SkeletonBlock h={16} w="75%" />
        <SkeletonBlock h={14} w="45%" />
      </div>
    </div>
  );
}

function DashboardReferrals() {
  return <ReferralPanel period={dashboardRoute.useSearch().period} />;
}

function Transactions() {
  const search = dashboardRoute.useSearch();
  const navigate = dashboardRoute.useNavigate();

  const choosePeriod = (period: Period) =>
    void navigate({ search: (previous) => ({ ...previous, period, page: 1 }), resetScroll: false });
  const goToPage = (page: number) => void navigate({ search: (previous) => ({ ...previous, page }), resetScroll: false });

  return (
    <section className={`${portal.card} ${portal.pad}`} aria-labelledby="affiliate-transactions-title">
      <div className={`${markup.group} ${classes.tableHead}`}>
        <h2 id="affiliate-transactions-title" className={`${portal.heading} ${portal.h2} ${portal.sectionTitle}`}>
          Transactions
        </h2>
        <NativeSelect
          label="Period"
          value={search.period}
          onChange={(event) => choosePeriod(event.currentTarget.value as Period)}
          data={PERIODS.map(({ value, label }) => ({ value, label }))}
          className={classes.period}
        />
      </div>
      <QueryBoundary fallback={<TableSkeleton />} errorMessage={DASHBOARD_MESSAGES.transactionsFailed}>
        <TransactionList period={search.period} requestedPage={search.page} onPage={goToPage} onShowAll={() => choosePeriod('all')} />
      </QueryBoundary>
    </section>
  );
}

interface TransactionListProps {
  period: Period;
  requestedPage: number;
  onPage: (page: number) => void;
  onShowAll: () => void;
}

function TransactionList({ period, requestedPage, onPage, onShowAll }: TransactionListProps) {
  const { data: all } = useSuspenseQuery(affiliateQueries.transactions());
  const inPeriod = transactionsInPeriod(all, period);
  const { rows, page, pageCount } = pageOf(inPeriod, requestedPage);

  if (inPeriod.length === 0) {
    return (
      <StatusMessage
        kind="empty"
        message={DASHBOARD_MESSAGES.empty}
        action={
          all.length > 0 ? (
            <PlainButton variant="light" onClick={onShowAll}>
              Show All Time
            </PlainButton>
          ) : (
            <p className={`${markup.text} ${markup.dimmed} ${classes.emptyHint}`}>
              Share your affiliate ID with businesses that need a website, an app or software. Your commissions and payouts
              will appear here.
            </p>
          )
        }
      />
    );
  }

  return (
    <>
      <div className={classes.scroll}>
        <table className={classes.table}>
          <caption className="visually-hidden">
            {`Transactions, ${periodLabel(period)}, page ${page} of ${pageCount}`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col" className={classes.amountCell}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((transaction) => (
              <tr key={transaction.id}>
                <td className={classes.dateCell}>{formatDateGB(transaction.date)}</td>
                <td>
                  {transaction.description}
                  {transaction.status && <TransactionStatus status={transaction.status} reason={transaction.reason ?? null} />}
                </td>
                <td
                  className={`${classes.amountCell} ${transaction.type === 'credit' ? classes.credit : classes.debit}`}
                >
                  {transaction.type === 'credit' ? '+' : '−'}
                  {formatTaka(transaction.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={`${markup.group} ${classes.footer}`}>
        <p className={`${markup.text} ${markup.fzSm} ${markup.dimmed}`} aria-live="polite">
          {showingLabel(rows.length)}
        </p>
        {pageCount > 1 && (
          <nav aria-label="Transaction pages" className={`${markup.group} ${classes.pager}`}>
            <PlainButton
              variant="default"
              size="sm"
              leftSection={<IconChevronLeft size={16} aria-hidden />}
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              Previous
            </PlainButton>
            <p className={`${markup.text} ${markup.fzSm} ${markup.semibold} ${classes.pageIndicator}`}>
              Page {page} of {pageCount}
            </p>
            <PlainButton
              variant="default"
              size="sm"
              rightSection={<IconChevronRight size={16} aria-hidden />}
              disabled={page >= pageCount}
              onClick={() => onPage(page + 1)}
            >
              Next
            </PlainButton>
          </nav>
        )}
      </div>
    </>
  );
}

/** Each status's light badge colour (Badge variant="light"); any other is grey. */
const STATUS_TINTS: Record<string, string | undefined> = {
  pending: classes.tintYellow,
  requested: classes.tintYellow,
  available: classes.tintTeal,
  paid: classes.tintTeal,
  rejected: classes.tintRed,
};

/** A commission's or payout's status after its description, with a rejection's reason. */
function TransactionStatus({ status, reason }: { status: string; reason: string | null }) {
  return (
    <>
      {' '}
      <span className={`${markup.badge} ${markup.badgeSm} ${STATUS_TINTS[status] ?? markup.badgeLightGray} ${classes.status}`}>{status}</span>
      {reason && <span className={`${markup.text} ${markup.fzSm} ${markup.dimmed} ${classes.reason}`}>{reason}</span>}
    </>
  );
}

function TableSkeleton() {
  return (
    <div className={`${markup.stack} ${classes.tableSkeleton}`} aria-busy="true">
      <span className="visually-hidden">Loading transactions…</span>
      <SkeletonBlock h={20} w="40%" className={classes.skeletonCaption} />
      {Array.from({ length: Math.min(PAGE_SIZE, 6) }, (_, index) => (
        <div key={index} className={`${markup.group} ${classes.skeletonRow}`}>
          <SkeletonBlock h={14} w="18%" />
          <SkeletonBlock h={14} w="45%" />
          <SkeletonBlock h={14} w="14%" />
        </div>
      ))}
    </div>
  );
}
