/** @module-tag pglite */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { createAuditService } from '../src/modules/audit';
import { OPS, appForFile } from './harness';

/**
 * The audit log partitioned by month (issue 37, decision 035): records in their month, each month as append-only as
 * the log, the chain unbroken across months, months made ahead by the job (no default partition: a record never
 * lands outside a month), and a query by time that reads its month only.
 */
const t = appForFile({ ledgerChecked: false });
const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.dbHandle.db.execute(q));
const monthOf = (d: Date) => `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const inMonths = (from: Date, n: number) => new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + n, 10));

describe('the audit log by month', () => {
  it('writes a record in its month, keeps each month append-only, and the chain whole across months', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/v1/merchants/DEMO/maintenance',
      headers: OPS,
      payload: { enabled: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [last] = await query<{ home: string; chain: number }>(
      sql`SELECT tableoid::regclass::text AS home, chain FROM ops_audit_log ORDER BY id DESC LIMIT 1`,
    );
    const month = `ops_audit_log_p${monthOf(new Date())}`;
    expect(last?.home).toBe(month);
    for (const statement of [`UPDATE ${month} SET actor = 'someone else'`, `DELETE FROM ${month}`])
      await expect(t.dbHandle.exec(statement), statement).rejects.toThrow(/append-only/);
    // A record of next month (made ahead) continues the same chain.
    const next = inMonths(new Date(), 1);
    await t.dbHandle.db.execute(sql`INSERT INTO ops_audit_log (merchant_id, actor, action, payload, at)
      SELECT merchant_id, 'ops', 'test.next_month', '{}'::jsonb, ${next.toISOString()}::timestamptz FROM ops_audit_log WHERE chain = ${last?.chain} LIMIT 1`);
    const [after] = await query<{ home: string }>(
      sql`SELECT tableoid::regclass::text AS home FROM ops_audit_log WHERE action = 'test.next_month'`,
    );
    expect(after?.home).toBe(`ops_audit_log_p${monthOf(next)}`);
    const verify = await t.app.inject({ url: '/ops/v1/merchants/DEMO/audit/verify', headers: OPS });
    expect(verify.json().value).toMatchObject({ ok: true, firstBroken: null });
  });

  it('makes months ahead by the job; a record for a month not made is refused, never misplaced', async () => {
    const far = new Date('2041-05-20T00:00:00Z');
    await expect(
      t.dbHandle.db.execute(
        sql`INSERT INTO ops_audit_log (actor, action, at) VALUES ('ops', 'test.far', ${far.toISOString()}::timestamptz)`,
      ),
    ).rejects.toThrow();
    const audit = createAuditService({ db: t.dbHandle.db, now: () => far });
    await Promise.all(Array.from({ length: 20 }, () => audit.makeMonths(1)));
    expect(await audit.months()).toEqual(expect.arrayContaining(['ops_audit_log_p204105', 'ops_audit_log_p204106']));
    await t.dbHandle.db.execute(
      sql`INSERT INTO ops_audit_log (actor, action, at) VALUES ('ops', 'test.far', ${far.toISOString()}::timestamptz)`,
    );
    const plan = (
      await query<Record<string, string>>(
        sql`EXPLAIN SELECT count(*) FROM ops_audit_log WHERE at >= '2041-05-01T00:00:00Z' AND at < '2041-06-01T00:00:00Z'`,
      )
    )
      .map((r) => Object.values(r)[0])
      .join('\n');
    expect(plan).toContain('ops_audit_log_p204105');
    expect(plan).not.toMatch(/ops_audit_log_p2041(04|06)/);
  });
});
