import {
  Badge,
  Button,
  Code,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconLogout, IconPencil } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ButtonLink } from '@/components/button-link';
import { affiliateQueries } from '@/api/affiliate';
import { InitialsAvatar } from '@/components/initials-avatar';
import { QueryBoundary } from '@/components/query-boundary';
import { StatusMessage } from '@/components/status-message';
import { formatDateGB, formatTaka } from '@/lib/format';
import { providerUrl } from '@/lib/urls';
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
              <Stack gap={0} className={classes.profileError}>
                <Title order={1} fz="h3">
                  Affiliate Dashboard
                </Title>
                {message}
              </Stack>
            )}
          >
            <ProfileSummary />
          </QueryBoundary>
          <Group gap="sm" className={classes.actions}>
            <ButtonLink
              to="/affiliate-dashboard/edit-profile"
              variant="light"
              leftSection={<IconPencil size={18} aria-hidden />}
            >
              Edit Profile
            </ButtonLink>
            <Button variant="default" leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void auth.signOut()}>
              Logout
            </Button>
          </Group>
        </div>
      </div>
      <section className={`${portal.card} ${portal.pad} ${classes.balance}`} aria-labelledby="affiliate-balance-label">
        <Text id="affiliate-balance-label" fz="sm" fw={600} c="gray.3">
          Available balance
        </Text>
        {/* The profile beside it says when it failed to load. */}
        <QueryBoundary fallback={<BalanceSkeleton />} errorFallback={<BalanceSkeleton />}>
          <Balance />
        </QueryBoundary>
        <Text fz="sm" c="gray.3">
          Paid out monthly to bKash or your bank account.
        </Text>
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

const BalanceSkeleton = () => <Skeleton height={44} width="70%" my={2} className={classes.balanceSkeleton} />;

function ProfileSummary() {
  const { data: profile } = useSuspenseQuery(affiliateQueries.dashboard());
  return (
    <Group gap="md" wrap="nowrap" align="center" className={classes.summary}>
      <InitialsAvatar name={profile.name} src={providerUrl(profile.profile_image)} size={80} radius="50%" />
      <Stack gap={2} miw={0}>
        <h1 className={`${portal.heading} ${portal.h1} ${classes.name}`}>{profile.name}</h1>
        <Text c="dimmed" className={classes.email}>
          {profile.email}
        </Text>
        <Text fz="sm" c="dimmed">
          Member since {formatDateGB(profile.created_at)}
        </Text>
        {profile.affiliateid && (
          <Text fz="sm" c="dimmed">
            Affiliate ID <Code fz="sm">{profile.affiliateid}</Code>
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function ProfileSkeleton() {
  return (
    <Group gap="md" wrap="nowrap" className={classes.summary} aria-busy="true">
      <span className="visually-hidden">Loading your profile…</span>
      <Skeleton circle height={80} />
      <Stack gap={8} style={{ flex: 1 }}>
        <Skeleton height={26} width="60%" />
        <Skeleton height={16} width="75%" />
        <Skeleton height={14} width="45%" />
      </Stack>
    </Group>
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
      <Group justify="space-between" align="flex-end" gap="md" mb="md">
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
      </Group>
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
            <Button variant="light" onClick={onShowAll}>
              Show All Time
            </Button>
          ) : (
            <Text c="dimmed" maw={440}>
              Share your affiliate ID with businesses that need a website, an app or software. Your commissions and payouts
              will appear here.
            </Text>
          )
        }
      />
    );
  }

  return (
    <>
      <Table.ScrollContainer minWidth={0} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="sm" striped highlightOnHover className={classes.table}>
          <Table.Caption className="visually-hidden">
            {`Transactions, ${periodLabel(period)}, page ${page} of ${pageCount}`}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Description</Table.Th>
              <Table.Th scope="col" className={classes.amountCell}>
                Amount
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((transaction) => (
              <Table.Tr key={transaction.id}>
                <Table.Td className={classes.dateCell}>{formatDateGB(transaction.date)}</Table.Td>
                <Table.Td>
                  {transaction.description}
                  {transaction.status && <TransactionStatus status={transaction.status} reason={transaction.reason ?? null} />}
                </Table.Td>
                <Table.Td
                  className={`${classes.amountCell} ${transaction.type === 'credit' ? classes.credit : classes.debit}`}
                >
                  {transaction.type === 'credit' ? '+' : '−'}
                  {formatTaka(transaction.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm" mt="md" className={classes.footer}>
        <Text fz="sm" c="dimmed" aria-live="polite">
          {showingLabel(rows.length)}
        </Text>
        {pageCount > 1 && (
          <Group gap="xs" wrap="nowrap" component="nav" aria-label="Transaction pages" className={classes.pager}>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconChevronLeft size={16} aria-hidden />}
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              Previous
            </Button>
            <Text fz="sm" fw={600} px="xs" className={classes.pageIndicator}>
              Page {page} of {pageCount}
            </Text>
            <Button
              variant="default"
              size="sm"
              rightSection={<IconChevronRight size={16} aria-hidden />}
              disabled={page >= pageCount}
              onClick={() => onPage(page + 1)}
            >
              Next
            </Button>
          </Group>
        )}
      </Group>
    </>
  );
}

const STATUS_COLOURS: Record<string, string> = { pending: 'yellow', requested: 'yellow', available: 'teal', paid: 'teal', rejected: 'red' };

/** A commission's or payout's status after its description, with a rejection's reason. */
function TransactionStatus({ status, reason }: { status: string; reason: string | null }) {
  return (
    <>
      {' '}
      <Badge variant="light" color={STATUS_COLOURS[status] ?? 'gray'} size="sm" className={classes.status}>
        {status}
      </Badge>
      {reason && (
        <Text component="span" display="block" fz="sm" c="dimmed">
          {reason}
        </Text>
      )}
    </>
  );
}

function TableSkeleton() {
  return (
    <Stack gap={0} aria-busy="true">
      <span className="visually-hidden">Loading transactions…</span>
      <Skeleton height={20} width="40%" mb="md" />
      {Array.from({ length: Math.min(PAGE_SIZE, 6) }, (_, index) => (
        <Group key={index} justify="space-between" wrap="nowrap" py={14} className={classes.skeletonRow}>
          <Skeleton height={14} width="18%" />
          <Skeleton height={14} width="45%" />
          <Skeleton height={14} width="14%" />
        </Group>
      ))}
    </Stack>
  );
}
