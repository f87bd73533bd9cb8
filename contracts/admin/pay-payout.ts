import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminPayout, PaymentReference } from './referrals.ts';

/** Marks a requested payout paid, with the payment's reference (a bKash TrxID, a bank slip). 409 unless requested. */
export const payPayout = defineEndpoint({
  name: 'payPayout',
  description: 'Marks a requested payout paid, with its reference; it becomes a debit in the ledger (admins only).',
  method: 'POST',
  path: '/api/admin/payouts/:id/paid',
  auth: true,
  staff: 'admin',
  request: PaymentReference,
  response: Saved(AdminPayout),
});
