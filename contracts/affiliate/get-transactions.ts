import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { DataReply, Id, NumberLike } from '../shared.ts';

/**
 * An amount in taka. A debit is told apart by `type` or, when the provider
 * leaves it out, by a negative amount; after parsing, `type` is always set and
 * `amount` is always positive.
 */
export const Transaction = v.pipe(
  v.object({
    id: Id,
    date: v.string(),
    description: v.string(),
    amount: NumberLike,
    type: v.optional(v.nullable(v.picklist(['credit', 'debit']))),
    /** Local provider (issue 31): a commission's (pending, available, rejected) or a payout's (requested, paid, rejected) status. */
    status: v.optional(v.nullable(v.string())),
    /** Why a commission or payout was rejected. */
    reason: v.optional(v.nullable(v.string())),
  }),
  v.transform((transaction) => ({
    ...transaction,
    type: transaction.type ?? (transaction.amount < 0 ? ('debit' as const) : ('credit' as const)),
    amount: Math.abs(transaction.amount),
  })),
);
export type Transaction = v.InferOutput<typeof Transaction>;

export const getTransactions = defineEndpoint({
  name: 'getTransactions',
  description: 'The signed-in affiliate\'s transactions (credits and debits in taka), newest first.',
  method: 'GET',
  path: '/api/affiliate/transaction',
  auth: true,
  response: DataReply(v.array(Transaction)),
});
