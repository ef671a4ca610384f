import { randomBytes, randomUUID } from 'node:crypto';
import { hashServerSeed } from '@wl/house-games';
import { OPS_AUTH, expect, test } from '../e2e/fixtures';
import { copyA } from '../playwright.copies.config';
import { type Db, burst, copyOf, count, fund, launchHouse, ledgerHolds, mainBalance, openDb, own, vendorOf, who } from './money';

/**
 * Issue 28 item 7: the money races of the server tests, fired 20 at once with the requests alternating between copy A
 * and copy B (one PostgreSQL database, one Redis). Nothing may move twice and nothing be lost: exactly one success
 * where an operation happens once, balances as counted from the answers, and the ledger's invariants (the server's
 * own check) after each race. HTTP only; the language does not matter, so the Urdu project skips them.
 */
test.skip(({ lang }) => lang === 'UR', 'money races do not depend on the language');

let db: Db;
test.beforeAll(() => {
  db = openDb();
});
test.afterAll(() => db.close());

test('a reward issued and claimed 20 times at once across the copies pays once', async ({ request }) => {
  const m = await own(request, db, { prefix: 'cprw' });
  const requestId = randomUUID();
  const issued = await burst(20, (_, base) =>
    request.post(`${base}/ops/v1/merchants/DEMO/rewards`, {
      headers: OPS_AUTH,
      data: { account: m.account, title: { EN: 'Copies race' }, amount: '2500', turnoverX100: 0, requestId },
    }),
  );
  // One issue creates it; the others answer the same reward (created false).
  expect(count(issued)).toBe(20);
  const made = issued.filter((a) => a.value?.created === true);
  expect(made).toHaveLength(1);
  expect(new Set(issued.map((a) => a.value?.id))).toEqual(new Set([made[0]?.value?.id]));
  const rewards = await db.rows<{ id: number }>(`SELECT id::int AS id FROM reward_items WHERE member_id = $1`, [m.id]);
  expect(rewards).toEqual([{ id: made[0]?.value?.id }]);
  const claims = await burst(20, (_, base) => request.post(`${base}/wps/rewards/${made[0]?.value?.id}/claim`, { headers: m.headers }));
  expect(count(claims)).toBe(1);
  expect(new Set(claims.filter((a) => a.status !== 200).map((a) => a.code))).toEqual(new Set(['reward.claimed']));
  expect(await mainBalance(db, m.id)).toBe(2500n);
  await ledgerHolds(request);
});

test('transfers up and down the agent line, 20 at once: what the balance allows, a replayed request once', async ({ request }) => {
  const agent = await own(request, db, { prefix: 'cpag', type: 'agent' });
  const m = await own(request, db, { prefix: 'cpmb', parent: agent.account, minor: 10_000n });
  // Up: 20 × 7.00 from 100.00: fourteen go, six are refused for funds.
  const up = await burst(20, (_, base) =>
    request.post(`${base}/wps/wallet/transfer/upline`, { headers: m.headers, data: { amount: '7.00', requestId: randomUUID() } }),
  );
  expect(count(up)).toBe(14);
  expect(new Set(up.filter((a) => a.status !== 200).map((a) => a.code))).toEqual(new Set(['wallet.insufficient_funds']));
  expect([await mainBalance(db, m.id), await mainBalance(db, agent.id)]).toEqual([200n, 9_800n]);
  // The same request 20 times: one transfer, every answer its result.
  const requestId = randomUUID();
  const same = await burst(20, (_, base) =>
    request.post(`${base}/wps/wallet/transfer/upline`, { headers: m.headers, data: { amount: '1.50', requestId } }),
  );
  expect(count(same)).toBe(20);
  expect(new Set(same.map((a) => a.value?.transferId)).size).toBe(1);
  expect(same.filter((a) => a.value?.replayed === false)).toHaveLength(1);
  expect([await mainBalance(db, m.id), await mainBalance(db, agent.id)]).toEqual([50n, 9_950n]);
  // Down: 20 × 10.00 from 99.50: nine go.
  const down = await burst(20, (_, base) =>
    request.post(`${base}/wps/wallet/transfer/downline`, {
      headers: agent.headers,
      data: { requestId: randomUUID(), transfers: [{ account: m.account, amount: '10.00' }] },
    }),
  );
  expect(count(down)).toBe(9);
  expect(new Set(down.filter((a) => a.status !== 200).map((a) => a.code))).toEqual(new Set(['wallet.insufficient_funds']));
  expect([await mainBalance(db, m.id), await mainBalance(db, agent.id)]).toEqual([9_050n, 950n]);
  await ledgerHolds(request);
});

test('lottery: 20 slips at once, a retried slip once, a draw settled and another voided by 20 operators at once', async ({ request }) => {
  const m = await own(request, db, { prefix: 'cplt', minor: 10_000n });
  const code = `C${randomBytes(5).toString('hex').toUpperCase()}`;
  const [game] = await db.rows<{ id: string; merchant_id: string }>(
    `INSERT INTO lottery_games (merchant_id, game_code, name_en, name_ur, format, prize_mode, vassalage, region, weekdays, draw_time,
       cutoff_seconds, official, min_stake, max_stake_per_number, max_stake_per_draw)
     SELECT id, $1, $1, $1, 'VN_NORTH', 'ELOTT', 'TCG_LOTTO_VN', 'NORTH', '{0,1,2,3,4,5,6}', '11:00', 30, false, 100, 10000000, 100000000
     FROM merchants WHERE code = 'DEMO' RETURNING id::text, merchant_id::text`,
    [code],
  );
  const draw = async () => {
    const seed = randomBytes(32).toString('hex');
    const [d] = await db.rows<{ id: string }>(
      `INSERT INTO lottery_draws (merchant_id, game_id, numero, state, opens_at, closes_at, draw_at, seed_hash, server_seed)
       VALUES ($1, $2, $3, 'open', clock_timestamp() - interval '1 hour', clock_timestamp() + interval '1 hour',
         clock_timestamp() + interval '61 minutes', $4, $5) RETURNING id::text`,
      [game?.merchant_id, game?.id, `N${randomBytes(4).toString('hex')}`, hashServerSeed(seed), seed],
    );
    return Number(d?.id);
  };
  const [settled, voided] = [await draw(), await draw()];
  const slip = (base: string, drawId: number, numbers: string[], requestId: string) =>
    request.post(`${base}/lgw/bets`, {
      headers: m.headers,
      data: { gameCode: code, drawId, requestId, bets: [{ betType: 'LO2', numbers, stake: '700' }] },
    });
  // 20 slips of 7.00 (each its own numbers) on 100.00: fourteen are taken, six refused for funds.
  const slips = await burst(20, (i, base) => slip(base, settled, [String(i * 5).padStart(2, '0')], randomUUID().slice(0, 32)));
  expect(count(slips)).toBe(14);
  expect(new Set(slips.filter((a) => a.status !== 200).map((a) => a.code))).toEqual(new Set(['wallet.insufficient_funds']));
  expect(await mainBalance(db, m.id)).toBe(200n);
  // The same slip sent 20 times (7.00 more funded): one ticket.
  await fund(request, m.account, 700n);
  const requestId = randomUUID().slice(0, 32);
  const same = await burst(20, (_, base) => slip(base, voided, ['77'], requestId));
  expect(count(same)).toBe(20);
  const ticketsOf = (a: (typeof same)[number]) => ((a.value?.tickets ?? []) as { ticketId: number }[]).map((x) => x.ticketId);
  expect(new Set(same.map((a) => JSON.stringify(ticketsOf(a))))).toEqual(
    new Set([JSON.stringify(ticketsOf(same[0] as (typeof same)[number]))]),
  );
  expect(ticketsOf(same[0] as (typeof same)[number])).toHaveLength(1);
  expect(await mainBalance(db, m.id)).toBe(200n);

  // 20 operators at once: draw-and-settle one draw, void the other.
  const drawn = await burst(20, (_, base) =>
    request.post(`${base}/ops/v1/dev/merchants/DEMO/lottery/draws/${settled}/draw-now`, { headers: OPS_AUTH }),
  );
  for (const a of drawn) if (a.status !== 200) expect(a.code).toBe('lottery.draw_state');
  const voids = await burst(20, (_, base) =>
    request.post(`${base}/ops/v1/merchants/DEMO/lottery/draws/${voided}/void`, { headers: OPS_AUTH, data: { reason: 'copies race' } }),
  );
  expect(count(voids)).toBe(20);
  const tickets = await db.rows<{ draw_id: string; state: string; stake: string; payout: string | null; paid: string }>(
    `SELECT t.draw_id::text, t.state, t.stake::text, t.payout::text,
       (SELECT count(*) FROM ledger_transfers x WHERE x.idempotency_key IN ('lot:win:' || t.id, 'lot:refund:' || t.id))::text AS paid
     FROM lottery_tickets t WHERE t.member_id = $1`,
    [m.id],
  );
  expect(tickets).toHaveLength(15);
  const onSettled = tickets.filter((x) => Number(x.draw_id) === settled);
  expect(new Set(onSettled.map((x) => x.state))).toEqual(new Set(['SETTLED']));
  for (const x of onSettled) expect(x.paid).toBe(BigInt(x.payout ?? '0') > 0n ? '1' : '0');
  expect(tickets.filter((x) => Number(x.draw_id) === voided).map((x) => [x.state, x.paid])).toEqual([['REFUNDED', '1']]);
  const won = onSettled.reduce((s, x) => s + BigInt(x.payout ?? '0'), 0n);
  expect(await mainBalance(db, m.id)).toBe(200n + 700n + won);
  await ledgerHolds(request);
});

test("seamless: the vendor's bet, win, rollback and end of round sent 20 times at once across the copies move money once", async ({
  request,
}) => {
  const p = await own(request, db, { prefix: 'cpsl', minor: 10_000n });
  const token = await launchHouse(request, db, copyA, p);
  const vendor = await vendorOf(db);
  const tag = randomBytes(4).toString('hex');
  const all = (n: number, call: (i: number, base: string) => ReturnType<typeof vendor>) =>
    Promise.all(Array.from({ length: n }, (_, i) => call(i, copyOf(i))));
  // One bet, then one win on it, each sent 20 times: taken once, every answer the same.
  const bets = await all(20, (_, base) => vendor(base, 'bet', { token, txId: `${tag}b1`, roundId: `${tag}r1`, amount: '3000' }));
  expect(bets.map((a) => [a.ok, a.value?.balance])).toEqual(Array(20).fill([true, '7000']));
  const wins = await all(20, (_, base) => vendor(base, 'win', { token, txId: `${tag}w1`, betTxId: `${tag}b1`, amount: '5000' }));
  expect(wins.map((a) => [a.ok, a.value?.balance])).toEqual(Array(20).fill([true, '12000']));
  // A win and a rollback of the same bet, ten of each at once: one side has it, the other is refused.
  expect((await vendor(copyA, 'bet', { token, txId: `${tag}b2`, roundId: `${tag}r2`, amount: '1000' })).ok).toBe(true);
  const fight = await all(20, (i, base) =>
    i % 4 < 2
      ? vendor(base, 'win', { token, txId: `${tag}w2`, betTxId: `${tag}b2`, amount: '2500' })
      : vendor(base, 'rollback', { token, txId: `${tag}x2`, betTxId: `${tag}b2` }),
  );
  const won = fight.filter((_, i) => i % 4 < 2);
  const rolled = fight.filter((_, i) => i % 4 >= 2);
  const winFirst = won[0]?.ok === true;
  expect(won.map((a) => a.ok)).toEqual(Array(10).fill(winFirst));
  expect(rolled.map((a) => a.ok)).toEqual(Array(10).fill(!winFirst));
  expect(new Set((winFirst ? rolled : won).map((a) => a.code))).toEqual(
    new Set([winFirst ? 'vendor.bet_settled' : 'vendor.bet_rolled_back']),
  );
  const before = winFirst ? 13_500n : 12_000n;
  expect(await mainBalance(db, p.id)).toBe(before);
  // 20 bets of 10.00 at once: as many as the balance holds; then the round ended 20 times settles each once.
  const many = await all(20, (i, base) => vendor(base, 'bet', { token, txId: `${tag}m${i}`, roundId: `${tag}r3`, amount: '1000' }));
  const taken = Number(before / 1000n);
  expect(many.filter((a) => a.ok)).toHaveLength(taken);
  expect(new Set(many.filter((a) => !a.ok).map((a) => a.code))).toEqual(new Set(['wallet.insufficient_funds']));
  const ends = await all(20, (_, base) => vendor(base, 'endRound', { token, txId: `${tag}e3`, roundId: `${tag}r3` }));
  expect(ends.every((a) => a.ok)).toBe(true);
  const [open] = await db.rows(
    `SELECT count(*)::int AS n FROM vendor_transactions WHERE member_id = $1 AND kind = 'BET' AND state = 'OPEN'`,
    [p.id],
  );
  expect(open?.n).toBe(0);
  const [settled] = await db.rows(
    `SELECT count(*)::int AS n FROM domain_events WHERE type = 'bet.settled' AND subject_id = $1 AND aggregate_id LIKE $2`,
    [p.id, `HOUSE:${tag}m%`],
  );
  expect(settled?.n).toBe(taken);
  expect(await mainBalance(db, p.id)).toBe(before - BigInt(taken) * 1000n);
  await ledgerHolds(request);
});

test('a withdrawal approved and rejected by 20 operators at once across the copies: one outcome, paid or returned once', async ({
  request,
}) => {
  const m = await own(request, db, { prefix: 'cpwd', minor: 20_000n });
  expect((await request.put('/wps/member/paymentPassword', { headers: m.headers, data: { newPassword: '135790' } })).ok()).toBe(true);
  const payee = await request.post('/wps/member/payee', {
    headers: m.headers,
    data: { bankName: 'Meezan Bank', accountNo: '01234567890', payeeName: 'Ali Khan' },
  });
  const payeeId = (await payee.json()).value.list[0].id as number;
  const asked = await request.post('/wps/withdrawal', {
    headers: m.headers,
    data: { payeeId, amount: '150.00', paymentPassword: '135790', requestId: randomUUID() },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const id = (await asked.json()).value.id as number;
  expect(await mainBalance(db, m.id)).toBe(5_000n);
  const decided = await burst(20, (i, base) =>
    request.post(`${base}/ops/v1/merchants/DEMO/withdrawals/${id}/${i % 4 < 2 ? 'approve' : 'reject'}`, {
      headers: OPS_AUTH,
      ...(i % 4 < 2 ? {} : { data: { reason: 'copies race' } }),
    }),
  );
  const [row] = await db.rows<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]);
  const paid = row?.status === 'PAID';
  expect(['PAID', 'REJECTED']).toContain(row?.status);
  const winners = decided.filter((_, i) => i % 4 < 2 === paid);
  const losers = decided.filter((_, i) => i % 4 < 2 !== paid);
  expect(winners.map((a) => [a.status, a.value?.status])).toEqual(Array(10).fill([200, row?.status]));
  expect(losers.map((a) => a.code)).toEqual(Array(10).fill('wallet.state_invalid'));
  const moved = await db.rows<{ kind: string }>(
    `SELECT kind FROM ledger_transfers WHERE idempotency_key IN ('wd-pay:' || $1::text, 'wd-return:' || $1::text)`,
    [id],
  );
  expect(moved.map((x) => x.kind)).toEqual([paid ? 'WITHDRAWAL_PAYOUT' : 'WITHDRAWAL_RETURN']);
  expect(await mainBalance(db, m.id)).toBe(paid ? 5_000n : 20_000n);
  await ledgerHolds(request);
});

test('contract offers, acceptances and terminations, 20 at once across the copies: one contract, ended once', async ({ request }) => {
  const top = await who(request, db, 'agent01');
  const sub = await own(request, db, { prefix: 'cpct', type: 'agent', parent: 'agent01' });
  const contracts = () =>
    db.rows<{ status: string; end_reason: string | null }>(
      `SELECT status, end_reason FROM agent_contracts WHERE agent_id = $1 AND kind = 'DAILY' AND status IN ('OFFERED', 'ACTIVE', 'TERMINATED')`,
      [sub.id],
    );
  const offers = await burst(20, (i, base) =>
    request.post(`${base}/wps/agent/contract/offer`, {
      headers: top.headers,
      data: { account: sub.account, kind: 'DAILY', tiers: [{ min: '0', active: 0, rateBp: 10 + i }] },
    }),
  );
  expect(count(offers)).toBe(20);
  expect(await contracts()).toEqual([{ status: 'OFFERED', end_reason: null }]);
  const relay = (base: string, action: string) =>
    request.post(`${base}/wps/relay/MCSFE_processDailySalaryContract`, { headers: sub.headers, data: { action } });
  const accepts = await burst(20, (_, base) => relay(base, 'ACCEPT'));
  expect(count(accepts)).toBe(1);
  expect(new Set(accepts.filter((a) => a.status !== 200).map((a) => a.code))).toEqual(new Set(['agent.contract_not_found']));
  expect(await contracts()).toEqual([{ status: 'ACTIVE', end_reason: null }]);
  const ends = await burst(20, (_, base) => relay(base, 'TERMINATE'));
  expect(count(ends)).toBe(1);
  expect(new Set(ends.filter((a) => a.status !== 200).map((a) => a.code))).toEqual(new Set(['agent.contract_not_found']));
  expect(await contracts()).toEqual([{ status: 'TERMINATED', end_reason: 'AGENT' }]);
  await ledgerHolds(request);
});
