import { parentPort, workerData } from 'node:worker_threads';
import { createSql, openDatabase, transaction } from './db.ts';
import { LedgerConflict, PayoutRefused, approveCommission, requestPayout } from './referrals/ledger.ts';

/**
 * A second writer for server/referrals.test.ts: its own connection on another thread, started
 * at the same moment as the others, asking for payouts and approving commissions as fast as
 * it can. Each change is one IMMEDIATE transaction, as in the provider.
 */
interface Job {
  file: string;
  start: SharedArrayBuffer;
  operations: Array<{ payoutFor: number } | { approve: number; staffId: number }>;
}

const { file, start, operations } = workerData as Job;
const db = openDatabase(file);
const sql = createSql(db);
const outcome = { payouts: 0, refused: 0, approved: 0, conflicts: 0 };
Atomics.wait(new Int32Array(start), 0, 0);
for (const operation of operations) {
  try {
    if ('payoutFor' in operation) {
      transaction(db, () => requestPayout(sql, operation.payoutFor));
      outcome.payouts += 1;
    } else {
      transaction(db, () => approveCommission(sql, operation.approve, operation.staffId));
      outcome.approved += 1;
    }
  } catch (error) {
    if (error instanceof PayoutRefused) outcome.refused += 1;
    else if (error instanceof LedgerConflict) outcome.conflicts += 1;
    else throw error;
  }
}
db.close();
parentPort?.postMessage(outcome);
