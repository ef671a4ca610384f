import type { Db } from '../../db/client';
import type { DomainEvent, EventType } from '../outbox';
import { createAgentsRepo, type MemberDelta } from './agents.repo';
import { type Grain, grainKey, grains, periodBounds } from './periods';

/** The events the agents consumer follows: play, money in and out, bonuses and rebates, and new accounts. */
export const agentEvents = [
  'bet.settled',
  'deposit.credited',
  'withdrawal.paid',
  'bonus.granted',
  'bonus.forfeited',
  'rebate.paid',
  'member.registered',
] as const satisfies readonly EventType[];

/** The name the consumer keeps its checkpoint under (stable: renaming starts from the beginning). */
export const AGENTS_CONSUMER = 'agents.rollup';

const big = (v: unknown) =>
  typeof v === 'string' && /^-?\d{1,19}$/.test(v) ? BigInt(v) : typeof v === 'number' ? BigInt(Math.trunc(v)) : 0n;

/**
 * Sums the events into per-period rows (decision 016): each member's own (day, hour, five minutes) and, in the same
 * statement pass, its team rows of every ancestor through the closure table. A batch is one transaction with the
 * checkpoint; event ids are marked seen first, so a replayed event counts nothing. Play whose period was already
 * closed by a settlement (a late bet) is counted in the period open when it arrives, as that period's adjustment.
 */
export const createAgentsConsumer = (deps: {
  db: Db;
  now?: () => Date;
  onRegistered?: (tx: Db, events: DomainEvent[]) => Promise<void>;
}) => {
  const now = deps.now ?? (() => new Date());
  const zones = new Map<number, string>();

  const handleBatch = async (events: DomainEvent[], tx: Db) => {
    const repo = createAgentsRepo(tx);
    const fresh = await repo.markSeen(
      tx,
      events.map((e) => e.id),
    );
    const list = events.filter((e) => fresh.has(e.id) && e.subjectId != null);
    if (list.length === 0) return;
    const merchantIds = [...new Set(list.map((e) => e.merchantId))];
    const missing = merchantIds.filter((id) => !zones.has(id));
    if (missing.length) for (const r of await repo.timeZones(tx, missing)) zones.set(r.id, r.time_zone);
    const tz = (id: number) => zones.get(id) ?? 'UTC';

    // Which of the periods these events fall in are closed already (a settlement started on them).
    const keysOf = (e: DomainEvent) => grains.map((g) => [g, grainKey(g, e.occurredAt, tz(e.merchantId))] as const);
    const asked = new Set<string>();
    for (const e of list) for (const [, k] of keysOf(e)) asked.add(k);
    const closed = new Set((await repo.closed(tx, merchantIds, [...asked])).map((r) => `${r.merchant_id}|${r.grain}|${r.period}`));
    const at = now();
    const openKey = (merchantId: number, grain: Grain, key: string) => {
      if (!closed.has(`${merchantId}|${grain}|${key}`)) return { key, late: false };
      // The period that is open now, or the first after it that is (a clock behind the settlement's never loops).
      let k = grainKey(grain, at, tz(merchantId));
      for (let i = 0; i < 1000 && closed.has(`${merchantId}|${grain}|${k}`); i++)
        k = grainKey(grain, periodBounds(k, tz(merchantId)).end, tz(merchantId));
      return { key: k, late: true };
    };

    const deltas = new Map<string, MemberDelta>();
    const delta = (merchantId: number, memberId: number, grain: Grain, period: string) => {
      const id = `${memberId}|${grain}|${period}`;
      let d = deltas.get(id);
      if (!d) {
        d = {
          merchantId,
          memberId,
          grain,
          period,
          validBet: 0n,
          stake: 0n,
          payout: 0n,
          bonus: 0n,
          rebate: 0n,
          deposit: 0n,
          withdrawal: 0n,
          bets: 0,
          late: 0n,
          activated: 0,
          registered: 0,
          touched: 0,
        };
        deltas.set(id, d);
      }
      return d;
    };
    for (const e of list) {
      const memberId = e.subjectId as number;
      const p = e.payload;
      for (const [grain, raw] of keysOf(e)) {
        const { key, late } = openKey(e.merchantId, grain, raw);
        const d = delta(e.merchantId, memberId, grain, key);
        switch (e.type) {
          case 'bet.settled': {
            const validBet = big(p.validBet);
            // A bet counts once, on the settlement carrying its valid bet; later wins of it add their payout only.
            if (validBet > 0n) {
              d.validBet += validBet;
              d.stake += big(p.stake);
              d.bets += 1;
              if (late) d.late += validBet;
            }
            d.payout += big(p.payout);
            break;
          }
          case 'deposit.credited':
            d.deposit += big(p.amount);
            break;
          case 'withdrawal.paid':
            d.withdrawal += big(p.amount);
            break;
          case 'bonus.granted':
            d.bonus += big(p.amount);
            break;
          case 'bonus.forfeited':
            d.bonus -= big(p.amount);
            break;
          case 'rebate.paid':
            d.rebate += big(p.amount);
            break;
          case 'member.registered':
            d.registered = 1;
            break;
        }
      }
    }
    const rows = [...deltas.values()];
    // A member becomes active in a period with its first valid bet there: counted once for every ancestor.
    const prior = new Map(
      (
        await repo.priorValid(
          tx,
          rows.filter((r) => r.validBet > 0n || r.grain === 'D'),
        )
      ).map((r) => [`${r.member_id}|${r.grain}|${r.period}`, BigInt(r.valid_bet)]),
    );
    for (const r of rows) {
      const before = prior.get(`${r.memberId}|${r.grain}|${r.period}`);
      if (r.validBet > 0n && (before ?? 0n) === 0n) r.activated = 1;
      // A day row the member did not have yet: it counts in the day's members per level.
      if (r.grain === 'D' && before === undefined) r.touched = 1;
    }
    rows.sort((a, b) => a.memberId - b.memberId || a.grain.localeCompare(b.grain) || a.period.localeCompare(b.period));
    await repo.addDeltas(tx, rows);
    // Newcomers invited with contracts get their offers in the same transaction as the checkpoint.
    if (deps.onRegistered)
      await deps.onRegistered(
        tx,
        list.filter((e) => e.type === 'member.registered'),
      );
  };

  return { handleBatch, handle: (e: DomainEvent, tx: Db) => handleBatch([e], tx) };
};
