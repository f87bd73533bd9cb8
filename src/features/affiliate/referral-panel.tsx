import type { ReferralSummary } from '@contracts/referrals/referrals';
import { Button, CopyButton, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { affiliateQueries } from '@/api/affiliate';
import { errorMessage } from '@/api/client';
import { referralMutations, referralQueries } from '@/api/referrals';
import { PlainButton } from '@/components/plain-button';
import { QueryBoundary } from '@/components/query-boundary';
import { SkeletonBlock } from '@/components/skeleton-block';
import { formatTaka } from '@/lib/format';
import { notify } from '@/lib/notify';
import markup from '@/styles/markup.module.css';
import classes from './referral-panel.module.css';
import portal from './portal.module.css';
import { type Period, periodLabel, summaryPeriod } from './transactions';

const ReferralQr = lazy(() => import('./referral-qr'));

/** The affiliate's referral link (copy, QR), the period's funnel and commissions, and the payout request (issue 31). */
export function ReferralPanel({ period }: { period: Period }) {
  return (
    <section className={`${portal.card} ${portal.pad}`} aria-labelledby="affiliate-referrals-title">
      <h2 id="affiliate-referrals-title" className={`${portal.heading} ${portal.h2} ${portal.sectionTitle} ${classes.title}`}>
        Referrals
      </h2>
      <QueryBoundary fallback={<PanelSkeleton />} errorMessage="Failed to load your referrals.">
        <Referrals period={period} />
      </QueryBoundary>
    </section>
  );
}

function Referrals({ period }: { period: Period }) {
  const { data: summary } = useSuspenseQuery(referralQueries.summary(summaryPeriod(period)));
  return (
    <div className={classes.grid}>
      <ReferralLink code={summary.code} />
      <div className={markup.stack}>
        <Funnel summary={summary} period={period} />
        <PayoutRequest summary={summary} />
      </div>
    </div>
  );
}

function ReferralLink({ code }: { code: string }) {
  // The portal renders only in the browser (ssr: false), so the page's own origin is known here.
  const link = `${window.location.origin}/?ref=${encodeURIComponent(code)}`;
  return (
    <div className={`${markup.stack} ${classes.column}`}>
      <TextInput label="Your referral link" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
      <CopyButton value={link}>
        {({ copied, copy }) => (
          <PlainButton
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            onClick={copy}
            className={classes.copy}
          >
            {copied ? 'Link Copied' : 'Copy Link'}
          </PlainButton>
        )}
      </CopyButton>
      <p className={`${markup.text} ${markup.fzSm} ${markup.dimmed}`}>
        Anyone who opens it is remembered for 60 days: a consultation or message they send is credited to you.
      </p>
      <Suspense fallback={<SkeletonBlock w={160} h={160} />}>
        <ReferralQr link={link} />
      </Suspense>
    </div>
  );
}

function Funnel({ summary, period }: { summary: ReferralSummary; period: Period }) {
  const figures = [
    ['Visits', summary.visits.toLocaleString('en-GB')],
    ['Leads', summary.leads.toLocaleString('en-GB')],
    ['Won deals', summary.won.toLocaleString('en-GB')],
    ['Pending commission', formatTaka(summary.commission.pending)],
    ['Available commission', formatTaka(summary.commission.available)],
    ['Rejected commission', formatTaka(summary.commission.rejected)],
  ] as const;
  return (
    <section aria-labelledby="affiliate-funnel-title">
      <p id="affiliate-funnel-title" className={`${markup.text} ${markup.bold} ${classes.funnelTitle}`}>
        {periodLabel(period)}
      </p>
      <dl className={classes.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={classes.figure}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={`${markup.text} ${markup.fzSm} ${markup.dimmed} ${classes.rate}`}>
        Your rate is {summary.rate_percent}% of each won deal; a commission is pending for {summary.hold_days} days, then available.
      </p>
    </section>
  );
}

function PayoutRequest({ summary }: { summary: ReferralSummary }) {
  const queryClient = useQueryClient();
  const payout = useMutation(referralMutations.requestPayout());
  const { available, reserved } = summary.balance;
  const enough = available > 0 && available >= summary.minimum_payout;
  const request = () =>
    payout.mutate(undefined, {
      onSuccess: (reply) => {
        notify.success(reply.message || 'Payout requested.');
        void queryClient.invalidateQueries({ queryKey: affiliateQueries.all() });
      },
      onError: (error) => notify.error(errorMessage(error, 'The payout could not be requested.')),
    });
  return (
    <div className={`${markup.group} ${classes.payout}`}>
      <p className={`${markup.text} ${markup.fzSm} ${markup.dimmed} ${classes.payoutNote}`}>
        {enough
          ? `Request the available ${formatTaka(available)} to your payout method.`
          : `Payouts start at ${formatTaka(summary.minimum_payout)} available.`}
        {reserved > 0 && ` ${formatTaka(reserved)} is in a payout request.`}
      </p>
      {/* Mantine's Button still: it shows the request under way (its loader), as a form's submit does. */}
      <Button leftSection={<IconSend size={18} aria-hidden />} disabled={!enough} loading={payout.isPending} onClick={request}>
        Request Payout
      </Button>
    </div>
  );
}

function PanelSkeleton() {
  return (
    <div className={classes.grid} aria-busy="true">
      <span className="visually-hidden">Loading your referrals…</span>
      <div className={`${markup.stack} ${classes.column}`}>
        <SkeletonBlock h={58} />
        <SkeletonBlock h={44} w={160} />
        <SkeletonBlock h={160} w={160} />
      </div>
      <div className={`${markup.stack} ${classes.column}`}>
        <SkeletonBlock h={20} w="40%" />
        <SkeletonBlock h={140} />
        <SkeletonBlock h={44} />
      </div>
    </div>
  );
}
