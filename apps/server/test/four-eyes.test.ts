import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { OPS, appForFile, signIn } from './harness';

/**
 * Four-eyes on balance adjustments (reliability.md, "Staff, operators and player protection"; decision 024): below
 * the role's threshold one operator adjusts; above it the adjustment is a request, the maker cannot approve it, a
 * second operator's approval moves the money once — two approvers racing included — and a rejection moves none.
 */
const t = appForFile();
let account = '';
let n = 0;
const keys: Record<string, { authorization: string }> = {};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const operator = async (name: string, role: string) => {
  const res = await call('POST', '/ops/v1/operators', OPS, { name, role, merchant: 'DEMO' });
  expect(res.statusCode, res.body).toBe(200);
  keys[name] = { authorization: `Bearer ${res.json().value.key}` };
  return keys[name];
};
const adjust = (who: { authorization: string }, amount: string, requestId = `four-eyes-${++n}`) =>
  call('POST', `/ops/v1/merchants/DEMO/members/${account}/adjust`, who, { amount, reason: 'four-eyes test', requestId });
const main = async () => {
  const res = await call('GET', `/ops/v1/merchants/DEMO/members/${account}/wallet`, OPS);
  // A member whose wallet has never moved has no ledger account yet: zero.
  return BigInt(res.json().value.find((w: { wallet: string }) => w.wallet === 'MAIN')?.balance ?? 0);
};
const approve = (who: { authorization: string }, id: number) => call('POST', `/ops/v1/merchants/DEMO/approvals/${id}/approve`, who);
const adjustTransfers = async () =>
  Number(
    rowsOf<{ n: string }>(
      await t.dbHandle.db.execute(sql`SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'ADJUST' AND ref = ${account}`),
    )[0]?.n,
  );

describe('four-eyes on balance adjustments', () => {
  it('below the threshold one operator adjusts; above it the money waits, and the maker cannot approve', async () => {
    account = (await signIn(t)).member.account;
    const maker = await operator('fe-maker', 'FINANCE');
    await operator('fe-checker', 'FINANCE');
    await operator('fe-checker2', 'ADMIN');
    await operator('fe-support', 'SUPPORT');
    const start = await main();
    // The seeded threshold for finance: 1,000.00.
    const small = await adjust(maker, '1000.00');
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json().value.approval).toBeUndefined();
    expect(await main()).toBe(start + 100000n);

    const big = await adjust(maker, '2500.00', 'four-eyes-big-1');
    expect(big.statusCode, big.body).toBe(200);
    expect(big.json().value).toMatchObject({ transferId: null, approval: { state: 'PENDING', threshold: '100000' } });
    expect(await main()).toBe(start + 100000n);
    // The maker's retry with the same request id asks once.
    const again = await adjust(maker, '2500.00', 'four-eyes-big-1');
    expect(again.json().value).toMatchObject({ replayed: true, approval: { id: big.json().value.approval.id } });
    // …and the same id with another amount is a conflict.
    expect((await adjust(maker, '2600.00', 'four-eyes-big-1')).json().code).toBe('ledger.idempotency_conflict');

    const id = big.json().value.approval.id as number;
    const own = await approve(maker, id);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('approval.self');
    expect((await approve(keys['fe-support'] as { authorization: string }, id)).json().code).toBe('ops.forbidden');
    expect(await main()).toBe(start + 100000n);
    const pending = await call('GET', '/ops/v1/merchants/DEMO/approvals?state=PENDING', OPS);
    expect(pending.json().value.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('a second operator approves: the money moves once, with the decision; a second approval is refused', async () => {
    const before = await main();
    const [pending] = (await call('GET', '/ops/v1/merchants/DEMO/approvals?state=PENDING', OPS)).json().value as { id: number }[];
    const ok = await approve(keys['fe-checker'] as { authorization: string }, pending?.id ?? 0);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({
      state: 'APPROVED',
      checker: 'operator:fe-checker',
      maker: 'operator:fe-maker',
      amount: '250000',
    });
    expect(ok.json().value.transferId).toBeGreaterThan(0);
    expect(await main()).toBe(before + 250000n);
    const twice = await approve(keys['fe-checker2'] as { authorization: string }, pending?.id ?? 0);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('approval.decided');
    expect(await main()).toBe(before + 250000n);
  });

  it('20 approvals at once by two operators move the money once', async () => {
    const before = await main();
    const transfers = await adjustTransfers();
    // A debit above the threshold needs a second operator as much as a credit.
    const req = await adjust(keys['fe-maker'] as { authorization: string }, '-1500.00');
    const id = req.json().value.approval.id as number;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => approve(keys[i % 2 ? 'fe-checker' : 'fe-checker2'] as { authorization: string }, id)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    expect(await main()).toBe(before - 150000n);
    expect(await adjustTransfers()).toBe(transfers + 1);
  });

  it('a rejection moves nothing, and a rejected request cannot be approved', async () => {
    const before = await main();
    const req = await adjust(keys['fe-maker'] as { authorization: string }, '5000.00');
    const id = req.json().value.approval.id as number;
    const no = await call('POST', `/ops/v1/merchants/DEMO/approvals/${id}/reject`, keys['fe-checker'] as { authorization: string }, {
      reason: 'no ticket for this',
    });
    expect(no.json().value).toMatchObject({ state: 'REJECTED', decisionReason: 'no ticket for this' });
    expect((await approve(keys['fe-checker2'] as { authorization: string }, id)).json().code).toBe('approval.decided');
    expect(await main()).toBe(before);
  });

  it('thresholds are data: an admin changes them, and a role without one acts alone', async () => {
    const seen = (await call('GET', '/ops/v1/merchants/DEMO/four-eyes', OPS)).json().value;
    expect(seen).toEqual(
      expect.arrayContaining([
        { role: 'FINANCE', action: 'balance.adjust', threshold: '100000' },
        { role: 'ADMIN', action: 'balance.adjust', threshold: '1000000' },
      ]),
    );
    const fin = keys['fe-maker'] as { authorization: string };
    expect(
      (await call('PUT', '/ops/v1/merchants/DEMO/four-eyes', fin, { role: 'FINANCE', action: 'balance.adjust', threshold: null })).json()
        .code,
    ).toBe('ops.forbidden');
    const off = await call('PUT', '/ops/v1/merchants/DEMO/four-eyes', OPS, { role: 'FINANCE', action: 'balance.adjust', threshold: null });
    expect(off.json().value).not.toContainEqual(expect.objectContaining({ role: 'FINANCE', action: 'balance.adjust' }));
    const before = await main();
    expect((await adjust(fin, '2500.00')).json().value.approval).toBeUndefined();
    expect(await main()).toBe(before + 250000n);
    await call('PUT', '/ops/v1/merchants/DEMO/four-eyes', OPS, { role: 'FINANCE', action: 'balance.adjust', threshold: '100000' });
    expect((await adjust(fin, '2500.00')).json().value.approval.state).toBe('PENDING');
  });

  it('a manual bonus goes to the reward centre; above the threshold a second operator approves it, once', async () => {
    const fin = keys['fe-maker'] as { authorization: string };
    const checkers = [keys['fe-checker'], keys['fe-checker2']] as { authorization: string }[];
    const bonus = (amount: string, requestId: string) =>
      call('POST', `/ops/v1/merchants/DEMO/members/${account}/bonus`, fin, {
        amount,
        turnoverX100: 500,
        reason: 'goodwill bonus',
        requestId,
      });
    const manual = async () =>
      rowsOf<{ amount: string; turnover_x100: number; source_key: string }>(
        await t.dbHandle.db.execute(sql`SELECT r.amount::text AS amount, r.turnover_x100, r.source_key FROM reward_items r JOIN members m ON m.id = r.member_id
          WHERE m.account = ${account} AND r.source = 'MANUAL' ORDER BY r.id`),
      );
    const small = await bonus('500.00', 'bonus-small-1');
    expect(small.json().value).toMatchObject({ rewardId: expect.any(Number), replayed: false });
    expect((await bonus('500.00', 'bonus-small-1')).json().value).toMatchObject({ rewardId: null, replayed: true });
    expect(await manual()).toEqual([
      { amount: '50000', turnover_x100: 500, source_key: expect.stringMatching(/^manual:\d+:bonus-small-1$/) },
    ]);

    const big = (await bonus('2000.00', 'bonus-big-1')).json().value;
    expect(big).toMatchObject({ rewardId: null, approval: { state: 'PENDING' } });
    expect((await manual()).length).toBe(1);
    const race = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', `/ops/v1/merchants/DEMO/approvals/${big.approval.id}/approve`, checkers[i % 2] as Record<string, string>),
      ),
    );
    expect(race.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await manual()).toEqual([
      { amount: '50000', turnover_x100: 500, source_key: expect.stringMatching(/^manual:\d+:bonus-small-1$/) },
      { amount: '200000', turnover_x100: 500, source_key: `manual:approval#${big.approval.id}` },
    ]);
  });
});
