import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryTestDatabase } from './databases.ts';
import { ledgerProblems } from './ledger-invariants.ts';
import { startServer, type TestServer } from './start-server.ts';

describe('the ledger check every test server makes as it closes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('finds the demo books balanced, and names a transaction that is not', async () => {
    expect(await ledgerProblems(server.dataDir)).toEqual([]);
    const [tx] = await queryTestDatabase<{ id: number; owner_id: number }>(server.dataDir, 'select id, owner_id from ledger_transactions order by id limit 1');
    await queryTestDatabase(server.dataDir, "insert into ledger_entries (transaction_id, owner_id, account, source, amount, available_at, created_at) values (?, ?, 'frozen', 'knowledge', -7, 0, 0)", [tx!.id, tx!.owner_id]);
    const problems = await ledgerProblems(server.dataDir);
    expect(problems).toContain(`ledger transaction ${tx!.id} is off by -7 fen`);
    await queryTestDatabase(server.dataDir, 'delete from ledger_entries where amount = -7 and available_at = 0');
    expect(await ledgerProblems(server.dataDir)).toEqual([]);
  });
});
