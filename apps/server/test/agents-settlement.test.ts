import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractTier } from '../src/db/schema';
import { amountOf, createAgents, dayKey, dividendOf, rateOf } from '../src/modules/agents';
import { assertLedgerInvariants, createLedgerService } from '../src/modules/ledger';
import { agentsModule, mainBalance, q } from './agents-helpers';
import { playRound } from './growth-helpers';
import { createTestApp, fund, signIn, type TestContext } from './harness';

type Node = { id: number; merchantId: number; agent: boolean; children: Node[]; tiers?: ContractTier[]; div?: ContractTier[] };

const rnd = (seed: number) => {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
};
const TZ = 'Asia/Karachi';

describe('agent settlement', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const insertContract = async (
    agentId: number,
    uplineId: number | null,
    kind: string,
    tiers: ContractTier[],
    cycle: string | null = null,
  ) =>
    q(
      t,
      sql`INSERT INTO agent_contracts (merchant_id, kind, agent_id, upline_id, status, cycle, tiers, offered_at, expires_at, decided_at)
        SELECT merchant_id, ${kind}, id, ${uplineId}, 'ACTIVE', ${cycle}, ${JSON.stringify(tiers)}::jsonb, now() - interval '40 days',
          now() - interval '33 days', now() - interval '40 days' FROM members WHERE id = ${agentId}`,
    );
  /** Moves the events written since `fromId` back by `days`, so each round of the test has its own period. */
  const backdate = (fromId: number, days: number) =>
    q(t, sql`UPDATE domain_events SET occurred_at = occurred_at - make_interval(days => ${days}) WHERE id > ${fromId}`);
  const lastEventId = async () => Number((await q<{ m: string | null }>(t, sql`SELECT max(id)::text AS m FROM domain_events`))[0]?.m ?? 0);
  const commission = async () =>
    BigInt(
      (
        await q<{ b: string }>(t, sql`SELECT COALESCE(sum(balance), 0)::text AS b FROM ledger_accounts WHERE code = 'COMMISSION_EXPENSE'`)
      )[0]?.b ?? '0',
    );

  /** A random tree under a new top agent: agents have sub-agents and members; members play random rounds. */
  const randomTree = async (r: () => number) => {
    const play = new Map<number, { valid: bigint; loss: bigint }>();
    const build = async (parent: number | null, depth: number): Promise<Node> => {
      const a = await signIn(t, { type: depth === 0 ? 1 : 2, parentId: parent ?? undefined });
      const node: Node = { id: a.member.id, merchantId: a.member.merchantId, agent: true, children: [] };
      // Uplines hold money of their own: a dividend downline's team may lose more than the upline's whole team.
      await fund(t, a.member, 1_000_000_000n);
      const subs = depth < 3 ? Math.floor(r() * 3) + (depth < 2 ? 1 : 0) : 0;
      for (let i = 0; i < subs; i++) node.children.push(await build(a.member.id, depth + 1));
      const members = 1 + Math.floor(r() * 2);
      for (let i = 0; i < members; i++) {
        const m = await signIn(t, { parentId: a.member.id });
        await fund(t, m.member, 10_000_000n);
        const rounds = Math.floor(r() * 3);
        let valid = 0n;
        let loss = 0n;
        for (let k = 0; k < rounds; k++) {
          const stake = BigInt(1000 + Math.floor(r() * 400_000));
          const payout = r() < 0.5 ? 0n : BigInt(Math.floor(r() * Number(stake) * 2));
          await playRound(t, m.member, stake, payout);
          valid += stake;
          loss += stake - payout;
        }
        play.set(m.member.id, { valid, loss });
        node.children.push({ id: m.member.id, merchantId: m.member.merchantId, agent: false, children: [] });
      }
      return node;
    };
    return { root: await build(null, 0), play };
  };

  const topTiers = (r: () => number): ContractTier[] => [
    { min: '0', active: 0, rateBp: 50 + Math.floor(r() * 100) },
    { min: String(100_000 + Math.floor(r() * 400_000)), active: 1 + Math.floor(r() * 3), rateBp: 200 + Math.floor(r() * 300) },
    { min: String(900_000 + Math.floor(r() * 900_000)), active: 2, rateBp: 500 + Math.floor(r() * 500) },
  ];
  /** A downline's table: the upline's thresholds at a fraction of its rates (never above, at any base). */
  const lower = (tiers: ContractTier[], r: () => number) => tiers.map((x) => ({ ...x, rateBp: Math.floor(x.rateBp * r()) }));

  const giveContracts = async (n: Node, up: Node | null, r: () => number) => {
    if (!n.agent) return;
    if (!up || (up.tiers && r() < 0.8)) {
      n.tiers = up?.tiers ? lower(up.tiers, r) : topTiers(r);
      await insertContract(n.id, up?.id ?? null, 'DAILY', n.tiers);
    }
    if (!up || (up.div && r() < 0.8)) {
      n.div = up?.div ? lower(up.div, r) : topTiers(r);
      await insertContract(n.id, up?.id ?? null, 'DIVIDEND', n.div, 'DAILY');
    }
    for (const c of n.children) await giveContracts(c, n, r);
  };

  /** Expected amount per agent from the formula: team valid bet / net loss and active members of its subtree. */
  const expected = (root: Node, play: Map<number, { valid: bigint; loss: bigint }>) => {
    const out = new Map<number, { daily: bigint; dividend: bigint; up: number | null; dailyUp: boolean; divUp: boolean }>();
    const walk = (n: Node, up: Node | null): { valid: bigint; loss: bigint; active: number } => {
      const own = play.get(n.id) ?? { valid: 0n, loss: 0n };
      const sum = { valid: own.valid, loss: own.loss, active: own.valid > 0n ? 1 : 0 };
      for (const c of n.children) {
        const s = walk(c, n);
        sum.valid += s.valid;
        sum.loss += s.loss;
        sum.active += s.active;
      }
      if (n.agent) {
        const daily = n.tiers ? amountOf(sum.valid, rateOf(n.tiers, sum.valid, sum.active)) : 0n;
        const dividend = n.div ? dividendOf(n.div, sum.loss, 0n, sum.active).amount : 0n;
        out.set(n.id, { daily, dividend, up: up?.id ?? null, dailyUp: !!n.tiers, divUp: !!n.div });
      }
      return sum;
    };
    walk(root, null);
    return out;
  };

  const settleRound = async (seed: number, daysBack: number, mode: 'race' | 'crash') => {
    const r = rnd(seed);
    const before = await lastEventId();
    const { root, play } = await randomTree(r);
    await giveContracts(root, null, r);
    await backdate(before, daysBack);
    const { drain } = agentsModule(t);
    await drain();
    const period = dayKey(new Date(Date.now() - daysBack * 86_400_000), TZ);
    const exp = expected(root, play);
    const agentIds = [...exp.keys()];
    const balancesBefore = new Map(await Promise.all(agentIds.map(async (id) => [id, await mainBalance(t, id)] as const)));
    const commissionBefore = await commission();
    const db = t.dbHandle.db;

    if (mode === 'race') {
      // Two settlement copies at once (each its own ledger service), on each kind.
      const a = createAgents({ db, ledger: createLedgerService({ db }) }).settlement;
      const b = createAgents({ db, ledger: createLedgerService({ db }) }).settlement;
      await Promise.all([
        a.settle(root.merchantId, 'DAILY', null, period),
        b.settle(root.merchantId, 'DAILY', null, period),
        a.settle(root.merchantId, 'DIVIDEND', 'DAILY', `D:${period}`),
        b.settle(root.merchantId, 'DIVIDEND', 'DAILY', `D:${period}`),
      ]);
    } else {
      // The first copy dies after two payments; a second one (or the retry job) finishes the period.
      const real = createLedgerService({ db });
      let left = 2;
      const dying = {
        ...real,
        transfer: async (input: Parameters<typeof real.transfer>[0]) => {
          if (left-- <= 0) throw new Error('crash');
          return real.transfer(input);
        },
      };
      const first = createAgents({ db, ledger: dying }).settlement;
      const died = await first.settle(root.merchantId, 'DAILY', null, period).then(
        () => false,
        () => true,
      );
      await first.settle(root.merchantId, 'DIVIDEND', 'DAILY', `D:${period}`).catch(() => undefined);
      const open = await q<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM agent_bills WHERE period = ${period} AND status <> 'PAID'`);
      // The crash left bills unpaid whenever the period had more than two payments to make.
      if (died) expect(open[0]?.n).toBeGreaterThan(0);
      const second = createAgents({ db, ledger: real }).settlement;
      await second.settle(root.merchantId, 'DAILY', null, period);
      await second.settle(root.merchantId, 'DIVIDEND', 'DAILY', `D:${period}`);
    }

    const bills = await q<{ agent_id: string; kind: string; amount: string; paid: string; status: string; payer_id: string | null }>(
      t,
      sql`SELECT agent_id::text, kind, amount::text, paid::text, status, payer_id::text FROM agent_bills
        WHERE agent_id = ANY(${`{${agentIds.join(',')}}`}::bigint[]) AND period IN (${period}, ${`D:${period}`})`,
    );
    let topPaid = 0n;
    for (const [id, e] of exp) {
      const daily = bills.filter((b) => Number(b.agent_id) === id && b.kind === 'DAILY');
      const div = bills.filter((b) => Number(b.agent_id) === id && b.kind === 'DIVIDEND');
      expect(daily.length, `daily bills of ${id}`).toBe(e.dailyUp ? 1 : 0);
      expect(div.length, `dividend bills of ${id}`).toBe(e.divUp ? 1 : 0);
      if (e.dailyUp) expect([daily[0]?.amount, daily[0]?.paid, daily[0]?.status]).toEqual([String(e.daily), String(e.daily), 'PAID']);
      if (e.divUp) expect([div[0]?.amount, div[0]?.paid, div[0]?.status]).toEqual([String(e.dividend), String(e.dividend), 'PAID']);
      if (e.up === null) topPaid += e.daily + e.dividend;
      // Each agent keeps its own amount less what it paid its downlines.
      const paidDown = [...exp.values()]
        .filter((x) => x.up === id)
        .reduce((s, x) => s + (x.dailyUp ? x.daily : 0n) + (x.divUp ? x.dividend : 0n), 0n);
      expect((await mainBalance(t, id)) - (balancesBefore.get(id) ?? 0n), `balance of ${id}`).toBe(e.daily + e.dividend - paidDown);
    }
    expect(commissionBefore - (await commission())).toBe(topPaid);
    await assertLedgerInvariants(db);
    // Settling again pays nothing more.
    const again = createAgents({ db, ledger: createLedgerService({ db }) }).settlement;
    await again.settle(root.merchantId, 'DAILY', null, period);
    expect(await commission()).toBe(commissionBefore - topPaid);
    return { topPaid, bills: bills.length };
  };

  it('random trees, contracts and bets: every level is paid the formula once, racing copies included', async () => {
    let paid = 0n;
    for (let i = 0; i < 3; i++) paid += (await settleRound(1000 + i, 30 + i, 'race')).topPaid;
    expect(paid).toBeGreaterThan(0n);
  });

  it('a copy dying between payments: the next one finishes, nothing is paid twice', async () => {
    let bills = 0;
    for (let i = 0; i < 2; i++) bills += (await settleRound(2000 + i, 10 + i, 'crash')).bills;
    expect(bills).toBeGreaterThan(4);
  });

  it('an upline short of money: insufficient, part-paid, retried, paid; an unpaid bill expires at the next close', async () => {
    const db = t.dbHandle.db;
    const top = await signIn(t, { type: 1 });
    const sub = await signIn(t, { type: 2, parentId: top.member.id });
    const m = await signIn(t, { parentId: sub.member.id });
    await fund(t, m.member, 5_000_000n);
    // sub's contract is paid by top, who holds none of its own this time (and has no money).
    await insertContract(sub.member.id, top.member.id, 'DAILY', [{ min: '0', active: 0, rateBp: 1000 }]);
    const before = await lastEventId();
    await playRound(t, m.member, 1_000_000n, 0n);
    await backdate(before, 20);
    const mod = agentsModule(t);
    await mod.drain();
    const period = dayKey(new Date(Date.now() - 20 * 86_400_000), TZ);
    const s = createAgents({ db, ledger: createLedgerService({ db }) }).settlement;
    const bill = async () =>
      (
        await q<{ amount: string; paid: string; status: string }>(
          t,
          sql`SELECT amount::text, paid::text, status FROM agent_bills WHERE agent_id = ${sub.member.id}`,
        )
      )[0];
    await s.settle(top.member.merchantId, 'DAILY', null, period);
    expect(await bill()).toEqual({ amount: '100000', paid: '0', status: 'INSUFFICIENT' });
    await fund(t, top.member, 30_000n);
    await s.retry();
    expect(await bill()).toEqual({ amount: '100000', paid: '30000', status: 'PART_PAID' });
    expect(await mainBalance(t, top.member.id)).toBe(0n);
    await fund(t, top.member, 500_000n);
    await s.retry();
    await s.retry();
    expect(await bill()).toEqual({ amount: '100000', paid: '100000', status: 'PAID' });
    expect(await mainBalance(t, top.member.id)).toBe(430_000n);
    expect(await mainBalance(t, sub.member.id)).toBe(100_000n);

    // The next day: top has nothing again, the new bill stays unpaid and expires when the day after is settled.
    const before2 = await lastEventId();
    await playRound(t, m.member, 2_000_000n, 0n);
    await backdate(before2, 19);
    await mod.drain();
    const drainTop = await mainBalance(t, top.member.id);
    const other = await signIn(t, { type: 1 });
    await createLedgerService({ db }).transfer({
      idempotencyKey: `drain-${top.member.id}`,
      merchantId: top.member.merchantId,
      kind: 'TRANSFER_UPLINE',
      postings: [
        { account: { memberId: top.member.id }, amount: -drainTop },
        { account: { memberId: other.member.id }, amount: drainTop },
      ],
    });
    const day2 = dayKey(new Date(Date.now() - 19 * 86_400_000), TZ);
    await s.settle(top.member.merchantId, 'DAILY', null, day2);
    const day2Bill = async () =>
      (await q<{ status: string }>(t, sql`SELECT status FROM agent_bills WHERE agent_id = ${sub.member.id} AND period = ${day2}`))[0]
        ?.status;
    expect(await day2Bill()).toBe('INSUFFICIENT');
    await s.settle(top.member.merchantId, 'DAILY', null, dayKey(new Date(Date.now() - 18 * 86_400_000), TZ));
    expect(await day2Bill()).toBe('EXPIRED');
    await assertLedgerInvariants(db);
  });

  it('a late bet (its period already settled) goes into the open period as an adjustment, never reopening the paid one', async () => {
    const db = t.dbHandle.db;
    const top = await signIn(t, { type: 1 });
    const m = await signIn(t, { parentId: top.member.id });
    await fund(t, m.member, 5_000_000n);
    await insertContract(top.member.id, null, 'DAILY', [{ min: '0', active: 0, rateBp: 100 }]);
    const period = dayKey(new Date(Date.now() - 25 * 86_400_000), TZ);
    const mod = agentsModule(t);
    const s = createAgents({ db, ledger: createLedgerService({ db }) }).settlement;
    await s.settle(top.member.merchantId, 'DAILY', null, period);
    const before = await lastEventId();
    await playRound(t, m.member, 300_000n, 0n);
    await backdate(before, 25);
    await mod.drain();
    const rows = await q<{ period: string; valid_bet: string; late_valid_bet: string }>(
      t,
      sql`SELECT period, valid_bet::text, late_valid_bet::text FROM agent_team_stats WHERE agent_id = ${top.member.id} AND grain = 'D'`,
    );
    expect(rows).toEqual([{ period: dayKey(new Date(), TZ), valid_bet: '300000', late_valid_bet: '300000' }]);
    const paid = await q<{ amount: string }>(
      t,
      sql`SELECT amount::text FROM agent_bills WHERE agent_id = ${top.member.id} AND period = ${period}`,
    );
    expect(paid).toEqual([{ amount: '0' }]);
  });
});
