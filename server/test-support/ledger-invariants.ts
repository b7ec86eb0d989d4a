/**
 * What must hold of every teacher's books after any test: each ledger transaction balances, and no money
 * is frozen below zero. Every test server checks it as it closes (start-server.ts), so every server test that moved
 * money on either engine proves the ledger balanced, not only the ledger's own tests.
 */
import { queryTestDatabase } from './databases.ts';

export async function ledgerProblems(dataDir: string): Promise<string[]> {
  const unbalanced = await queryTestDatabase<{ transaction_id: number; off: number }>(
    dataDir,
    'select transaction_id, sum(amount) off from ledger_entries group by transaction_id having sum(amount) <> 0 order by transaction_id limit 5',
  );
  const frozen = await queryTestDatabase<{ owner_id: number; source: string; frozen: number }>(
    dataDir,
    "select owner_id, source, sum(amount) frozen from ledger_entries where account = 'frozen' group by owner_id, source having sum(amount) < 0 limit 5",
  );
  return [
    ...unbalanced.map((row) => `ledger transaction ${row.transaction_id} is off by ${row.off} fen`),
    ...frozen.map((row) => `owner ${row.owner_id} has ${row.frozen} fen frozen of ${row.source}`),
  ];
}
