/** @module-tag pglite */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createAuditService } from '../src/modules/audit';
import { OPS, appForFile } from './harness';

/**
 * The audit log's months retired by AUDIT_RETENTION_MONTHS (issue 37, decision 035): a month that ended before the
 * retention moves whole to the `archive` schema and stays append-only there; each chain's last record retired is
 * its cut (append-only too), so the chain's verify starts where its records in place begin and still finds an edited
 * or a missing record; copies retiring at once retire each month once.
 */
const t = appForFile({ ledgerChecked: false });
let clock = new Date('2040-01-10T00:00:00Z');
const audit = () => createAuditService({ db: t.dbHandle.db, now: () => clock });
const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.dbHandle.db.execute(q));
const verify = async (merchant: string | null = 'DEMO') => {
  const res = await t.app.inject({ url: merchant ? `/ops/v1/merchants/${merchant}/audit/verify` : '/ops/v1/audit/verify', headers: OPS });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    ok: boolean;
    records: number;
    last: { seq: number } | null;
    firstBroken: { seq: number; problem: string } | null;
  };
};
const demo = async () => Number((await query<{ id: number }>(sql`SELECT id FROM merchants WHERE code = 'DEMO'`))[0]?.id);
const record = (merchantId: number, action: string, at: string) =>
  t.dbHandle.db.execute(sql`INSERT INTO ops_audit_log (merchant_id, actor, action, payload, at)
    VALUES (${merchantId}, 'ops', ${action}, '{}'::jsonb, ${at}::timestamptz)`);
const tamper = (statement: string) =>
  t.dbHandle.exec(`ALTER TABLE ops_audit_log DISABLE TRIGGER USER; ${statement}; ALTER TABLE ops_audit_log ENABLE TRIGGER USER;`);

describe('the audit log’s months retired by their retention', () => {
  it('archives the months past the retention, append-only, and verifies each chain from its cut', async () => {
    const chain = await demo();
    await audit().makeMonths(4);
    for (const [action, at] of [
      ['test.jan1', '2040-01-15T10:00:00Z'],
      ['test.jan2', '2040-01-20T10:00:00Z'],
      ['test.feb1', '2040-02-15T10:00:00Z'],
    ] as const)
      await record(chain, action, at);
    // A checkpoint of the head as February ends: it will name the cut exactly.
    await audit().checkpoint();
    await record(chain, 'test.mar1', '2040-03-15T10:00:00Z');
    await record(chain, 'test.mar2', '2040-03-16T10:00:00Z');
    await audit().checkpoint();
    const before = await verify();
    expect(before).toMatchObject({ ok: true, firstBroken: null });
    const feb = (await query<{ seq: string; hash: string }>(sql`SELECT seq, hash FROM ops_audit_log WHERE action = 'test.feb1'`))[0]!;

    // May: two whole months kept besides it (March, April); February and every month before it go.
    clock = new Date('2040-05-20T00:00:00Z');
    const retired = (await Promise.all(Array.from({ length: 20 }, () => audit().retireMonths(2)))).flat();
    expect(retired).toContain('ops_audit_log_p204002');
    expect(retired).not.toContain('ops_audit_log_p204003');
    expect(new Set(retired).size).toBe(retired.length);
    expect((await audit().months())[0]).toBe('ops_audit_log_p204003');
    const cut = await query<{ seq: string; hash: string }>(
      sql`SELECT seq, hash FROM audit_chain_cuts WHERE chain = ${chain} ORDER BY seq DESC LIMIT 1`,
    );
    expect(cut[0]).toEqual({ seq: feb.seq, hash: feb.hash });
    // The test's clock ran years ahead, so the real month went too: made again for the records the calls below write.
    await createAuditService({ db: t.dbHandle.db }).makeMonths(0);

    // The chain in place verifies from its cut; a chain whose records all went verifies whole.
    expect(await verify()).toMatchObject({ ok: true, records: 2, last: before.last, firstBroken: null });
    expect(await verify(null)).toMatchObject({ ok: true, firstBroken: null });
    // The archive and the cuts stay append-only.
    for (const statement of [
      `UPDATE archive.ops_audit_log_p204002 SET actor = 'someone else'`,
      'DELETE FROM archive.ops_audit_log_p204001',
      'TRUNCATE archive.ops_audit_log_p204001',
      'UPDATE audit_chain_cuts SET seq = seq + 1',
    ])
      await expect(t.dbHandle.exec(statement), statement).rejects.toThrow(/append-only/);

    // Tampering in place is still found: the first record after the cut edited, then gone.
    const first = Number(feb.seq) + 1;
    await tamper(`UPDATE ops_audit_log SET actor = 'forged' WHERE chain = ${chain} AND seq = ${first}`);
    expect((await verify()).firstBroken).toEqual({ seq: first, problem: 'edited' });
    await tamper(`DELETE FROM ops_audit_log WHERE chain = ${chain} AND seq = ${first}`);
    expect((await verify()).firstBroken).toEqual({ seq: first, problem: 'missing' });
  });
});
