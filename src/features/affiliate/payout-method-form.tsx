import { PayoutMethod } from '@contracts/referrals/referrals';
import { NativeSelect, TextInput } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { isSessionEnded } from '@/api/client';
import { referralMutations, referralQueries } from '@/api/referrals';
import { FormFailure } from '@/components/form-failure';
import { QueryBoundary } from '@/components/query-boundary';
import { SkeletonBlock } from '@/components/skeleton-block';
import { SubmitButton } from '@/components/submit-button';
import { notify } from '@/lib/notify';
import { useSiteForm } from '@/lib/use-site-form';
import markup from '@/styles/markup.module.css';
import portal from './portal.module.css';

type MethodValues = {
  type: 'bkash' | 'bank';
  bkash_number: string;
  account_name: string;
  account_number: string;
  bank_name: string;
  branch: string;
};

function toValues(method: PayoutMethod | null): MethodValues {
  const empty: MethodValues = { type: 'bkash', bkash_number: '', account_name: '', account_number: '', bank_name: '', branch: '' };
  return method ? { ...empty, ...method } : empty;
}

/** Where payouts go (issue 31): a bKash number or a bank account, on the edit-profile page. */
export function PayoutMethodSection() {
  return (
    <section className={`${portal.card} ${portal.pad} ${portal.roomy}`} aria-labelledby="payout-method-title">
      <div className={portal.head}>
        <h2 id="payout-method-title" className={`${portal.heading} ${portal.h2} ${portal.sectionTitle}`}>
          Payout Method
        </h2>
        <p className={portal.lead}>Where ITBD sends your payouts.</p>
      </div>
      <QueryBoundary fallback={<SkeletonBlock h={180} />} errorMessage="Failed to load your payout method.">
        <SavedMethodForm />
      </QueryBoundary>
    </section>
  );
}

function SavedMethodForm() {
  const { data: saved } = useSuspenseQuery(referralQueries.payoutMethod());
  return <MethodForm key={saved ? JSON.stringify(saved) : 'none'} saved={saved} />;
}

function MethodForm({ saved }: { saved: PayoutMethod | null }) {
  const queryClient = useQueryClient();
  const save = useMutation(referralMutations.savePayoutMethod());
  const { form, formProps, busy, failure, showFailure } = useSiteForm<MethodValues>({
    schema: PayoutMethod,
    initialValues: toValues(saved),
    busy: save.isPending,
  });
  const submit = (values: MethodValues) => {
    const body: PayoutMethod =
      values.type === 'bkash'
        ? { type: 'bkash', bkash_number: values.bkash_number }
        : { type: 'bank', account_name: values.account_name, account_number: values.account_number, bank_name: values.bank_name, branch: values.branch };
    save.mutate(body, {
      onSuccess: (reply) => {
        queryClient.setQueryData(referralQueries.payoutMethod().queryKey, reply.data);
        notify.success(reply.message);
      },
      onError: (error) => {
        if (!isSessionEnded(error)) showFailure(error, 'Failed to save the payout method.');
      },
    });
  };
  return (
    <form {...formProps(submit)} aria-label="Payout method">
      <div className={markup.stack}>
        <FormFailure message={failure} />
        <NativeSelect
          label="Pay me by"
          size="md"
          data={[
            { value: 'bkash', label: 'bKash' },
            { value: 'bank', label: 'Bank account' },
          ]}
          {...form.getInputProps('type')}
        />
        {form.values.type === 'bkash' ? (
          <TextInput label="bKash number" type="tel" autoComplete="tel" required {...form.getInputProps('bkash_number')} />
        ) : (
          <>
            <TextInput label="Account name" type="text" autoComplete="name" required {...form.getInputProps('account_name')} />
            <TextInput label="Account number" inputMode="numeric" required {...form.getInputProps('account_number')} />
            <TextInput label="Bank" required {...form.getInputProps('bank_name')} />
            <TextInput label="Branch" required {...form.getInputProps('branch')} />
          </>
        )}
        <SubmitButton busy={busy} label="Save Payout Method" busyLabel="Saving..." />
      </div>
    </form>
  );
}
