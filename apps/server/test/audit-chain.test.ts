import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { OPS, appForFile, signIn } from './harness';

/**
 * The audit log as a hash chain per merchant (reliability.md, "Audit"; decision 023): every operator action is a
 * record whose hash covers the one before; the log refuses to be changed; a verify finds an edited, a deleted, a
 * relinked and a cut-off record, and the append-only checkpoints catch a tail cut together with its head.
 */
const t = appForFile();
let account = '';
let n = 0;

const adjust = (merchant = 'DEMO', who = account) =>
  t.app.inject({
    method: 'POST',
    url: `/ops/v1/merchants/${merchant}/members/${who}/adjust`,
    headers: OPS,
    payload: { amount: '1.00', reason: 'audit chain test', requestId: `audit-chain-${++n}` },
  });
const verify = async (merchant: string | null = 'DEMO') => {
  const res = await t.app.inject({ url: merchant ? `/ops/v1/merchants/${merchant}/audit/verify` : '/ops/v1/audit/verify', headers: OPS });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    ok: boolean;
    records: number;
    last: { seq: number; hash: string } | null;
    checkpoint: { seq: number } | null;
    firstBroken: { seq: number; problem: string } | null;
  };
};
const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await t.dbHandle.db.execute(text));
/** Tampering as someone with the database's owner rights would: the append-only trigger switched off around it. */
const tamper = async (statement: string) =>
  t.dbHandle.exec(`ALTER TABLE ops_audit_log DISABLE TRIGGER USER; ${statement}; ALTER TABLE ops_audit_log ENABLE TRIGGER USER;`);
const demoChain = async () => Number((await query<{ id: number }>(sql`SELECT id FROM merchants WHERE code = 'DEMO'`))[0]?.id);

describe('the audit chain', () => {
  it('numbers every operator action of a merchant without gaps, 20 at once included, and a verify finds it whole', async () => {
    account = (await signIn(t)).member.account;
    const answers = await Promise.all(Array.from({ length: 20 }, () => adjust()));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const chain = await demoChain();
    const rows = await query<{ seq: string; prev_hash: string; hash: string }>(
      sql`SELECT seq, prev_hash, hash FROM ops_audit_log WHERE chain = ${chain} ORDER BY seq`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(20);
    rows.forEach((r, i) => {
      expect(Number(r.seq)).toBe(i + 1);
      expect(r.prev_hash).toBe(i === 0 ? '' : rows[i - 1]?.hash);
      expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
    });
    const v = await verify();
    expect(v).toMatchObject({ ok: true, records: rows.length, firstBroken: null });
    expect(v.last).toEqual({ seq: rows.length, hash: rows.at(-1)?.hash });
    // Another merchant's chain is its own, numbered from 1.
    expect((await adjust('ACME', 'acmeplayer1')).statusCode).toBeLessThan(500);
    expect(await verify('ACME')).toMatchObject({ ok: true });
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the log and of its checkpoints', async () => {
    for (const statement of [
      'UPDATE ops_audit_log SET actor = $$someone else$$',
      'DELETE FROM ops_audit_log',
      'TRUNCATE ops_audit_log',
      'UPDATE audit_checkpoints SET seq = 0',
      'DELETE FROM audit_checkpoints',
      'TRUNCATE audit_checkpoints',
    ])
      await expect(t.dbHandle.exec(statement), statement).rejects.toThrow(/append-only/);
  });

  it('finds an edited record, and a record rewritten with a fresh hash by the link after it', async () => {
    const chain = await demoChain();
    const original = (await query<{ payload: unknown }>(sql`SELECT payload FROM ops_audit_log WHERE chain = ${chain} AND seq = 5`))[0];
    await tamper(`UPDATE ops_audit_log SET payload = '{"amount":"1000000.00"}' WHERE chain = ${chain} AND seq = 5`);
    expect((await verify()).firstBroken).toEqual({ seq: 5, problem: 'edited' });
    // Whoever knows the formula recomputes the edited record's hash: the next record no longer carries it.
    await tamper(
      `UPDATE ops_audit_log SET hash = audit_hash(prev_hash, chain, seq, actor, action, payload, ip, at, object, before, after) WHERE chain = ${chain} AND seq = 5`,
    );
    expect((await verify()).firstBroken).toEqual({ seq: 6, problem: 'relinked' });
    await tamper(
      `UPDATE ops_audit_log SET payload = '${JSON.stringify(original?.payload)}'::jsonb WHERE chain = ${chain} AND seq = 5;
       UPDATE ops_audit_log SET hash = audit_hash(prev_hash, chain, seq, actor, action, payload, ip, at, object, before, after) WHERE chain = ${chain} AND seq = 5`,
    );
    expect(await verify()).toMatchObject({ ok: true, firstBroken: null });
  });

  it('finds a deleted record by the number missing', async () => {
    const chain = await demoChain();
    await tamper(`DELETE FROM ops_audit_log WHERE chain = ${chain} AND seq = 9`);
    expect(await verify()).toMatchObject({ ok: false, firstBroken: { seq: 9, problem: 'missing' } });
    await tamper(`DELETE FROM ops_audit_log WHERE chain = ${chain} AND seq = 1`);
    expect((await verify()).firstBroken).toEqual({ seq: 1, problem: 'missing' });
  });

  it('finds a cut-off tail by the head, and by the checkpoint when the head was rewritten too', async () => {
    // A chain of its own (ACME's), whole so far; its head copied to the checkpoints.
    expect(await verify('ACME')).toMatchObject({ ok: true });
    for (let i = 0; i < 3; i++) await adjust('ACME', 'acmeplayer1');
    const copy = await t.app.inject({ method: 'POST', url: '/ops/v1/audit/checkpoint', headers: OPS });
    expect(copy.json().value.copied).toBeGreaterThanOrEqual(1);
    const before = await verify('ACME');
    expect(before).toMatchObject({ ok: true, checkpoint: { seq: before.last?.seq } });
    const last = before.last?.seq ?? 0;
    const acme = Number((await query<{ id: number }>(sql`SELECT id FROM merchants WHERE code = 'ACME'`))[0]?.id);
    await tamper(`DELETE FROM ops_audit_log WHERE chain = ${acme} AND seq > ${last - 2}`);
    expect((await verify('ACME')).firstBroken).toEqual({ seq: last - 1, problem: 'truncated' });
    // The head moved back as well: only the append-only copy still knows how long the chain was.
    await t.dbHandle.exec(
      `UPDATE audit_heads SET seq = ${last - 2}, hash = (SELECT hash FROM ops_audit_log WHERE chain = ${acme} AND seq = ${last - 2}) WHERE chain = ${acme}`,
    );
    expect((await verify('ACME')).firstBroken).toEqual({ seq: last - 1, problem: 'truncated' });
  });

  it('keeps a merchant-bound operator to its own chain, and the platform chain to the platform', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/operators',
      headers: OPS,
      payload: { name: 'acme-support-audit', role: 'SUPPORT', merchant: 'ACME' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const key = { authorization: `Bearer ${created.json().value.key}` };
    expect((await t.app.inject({ url: '/ops/v1/merchants/ACME/audit/verify', headers: key })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/ops/v1/merchants/DEMO/audit/verify', headers: key })).json().code).toBe('ops.forbidden');
    expect((await t.app.inject({ url: '/ops/v1/audit/verify', headers: key })).json().code).toBe('ops.forbidden');
    // Creating the operator was a platform action: the platform chain holds it.
    expect(await verify(null)).toMatchObject({ ok: true });
    expect((await verify(null)).records).toBeGreaterThan(0);
  });
});
