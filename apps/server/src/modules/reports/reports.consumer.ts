import { dayInZone } from '@wl/contracts';
import type { Db } from '../../db/client';
import type { DomainEvent, EventType } from '../outbox';
import { NO_CATEGORY, NO_GAME } from './report-defs';
import { reportsLookup as lookup } from './reports-lookup.repo';
import {
  agentColumns,
  costColumns,
  gameColumns,
  jsonSource,
  memberColumns,
  moneyColumns,
  reportsWrite as write,
  signupColumns,
} from './reports-write.repo';

/** The events the reports consumer follows. */
export const reportEvents = [
  'bet.settled',
  'bet.rolled_back',
  'deposit.credited',
  'withdrawal.paid',
  'member.registered',
  'bonus.granted',
  'bonus.forfeited',
  'rebate.paid',
] as const satisfies readonly EventType[];

/** The checkpoint's name (stable: renaming starts again from the first event). */
export const REPORTS_CONSUMER = 'reports.rollup';

const big = (v: unknown) =>
  typeof v === 'string' && /^-?\d{1,19}$/.test(v) ? BigInt(v) : typeof v === 'number' ? BigInt(Math.trunc(v)) : 0n;
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : 0);
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString();

/** Rows summed by key in memory, one statement per table per batch. */
const sums = <F extends string>(fields: readonly F[]) => {
  const rows = new Map<string, { key: Record<string, unknown>; v: Record<F, bigint> }>();
  return {
    add: (key: Record<string, unknown>, add: Partial<Record<F, bigint>>) => {
      const k = JSON.stringify(key);
      let r = rows.get(k);
      if (!r) {
        r = { key, v: Object.fromEntries(fields.map((f) => [f, 0n])) as Record<F, bigint> };
        rows.set(k, r);
      }
      for (const [f, n] of Object.entries(add) as [F, bigint][]) r.v[f] += n;
    },
    rows: () => [...rows.values()].map((r) => ({ ...r.key, ...Object.fromEntries(fields.map((f) => [f, r.v[f].toString()])) })),
    size: () => rows.size,
  };
};

/**
 * Adds a batch of events to the hourly aggregates, in the consumer's transaction (decision 028): event ids are
 * marked seen first, so an event applied twice counts once.
 */
export const handleReportEvents = async (events: DomainEvent[], tx: Db) => {
  if (events.length === 0) return;
  const fresh = await write.fresh(
    tx,
    events.map((e) => e.id),
  );
  const list = events.filter((e) => fresh.has(e.id));
  if (list.length === 0) return;
  const p = (e: DomainEvent) => e.payload as Record<string, unknown>;
  const merchants = [...new Set(list.map((e) => e.merchantId))];
  const zones = await lookup.zones(tx, merchants);
  const subjects = list.flatMap((e) => (e.subjectId == null ? [] : [e.subjectId]));
  const agentOf = await lookup.agents(tx, subjects);
  const of = (t: EventType) => list.filter((e) => e.type === t);
  const depositMethod = await lookup.depositMethods(
    tx,
    of('deposit.credited').map((e) => num(p(e).depositId)),
  );
  const withdrawalMethod = await lookup.withdrawalMethods(
    tx,
    of('withdrawal.paid').map((e) => num(p(e).withdrawalId)),
  );
  const forfeits = await lookup.forfeits(
    tx,
    of('bonus.forfeited').flatMap((e) => (Array.isArray(p(e).bonusIds) ? (p(e).bonusIds as unknown[]).map(num) : [])),
  );
  // A bet's game: the event's, else its BET row's (an event written without one, e.g. the demo seed's agent rounds).
  const bets = list.filter((e) => e.type === 'bet.settled' || e.type === 'bet.rolled_back');
  const unnamed = bets.filter((e) => !p(e).gameCode && typeof p(e).betTxId === 'string');
  const betGames =
    unnamed.length > 0
      ? await lookup.betGames(
          tx,
          unnamed.map((e) => ({ vendor: String(p(e).vendor ?? ''), txId: String(p(e).betTxId) })),
        )
      : new Map<string, string>();
  const gameOf = (x: Record<string, unknown>) =>
    String(x.gameCode ?? '') || (betGames.get(`${String(x.vendor ?? '')}|${String(x.betTxId ?? '')}`) ?? '');
  // Categories the events do not carry (rollbacks never do) come from the catalogue.
  const uncategorized = bets.filter((e) => e.type === 'bet.rolled_back' || !p(e).category);
  const categories =
    uncategorized.length > 0
      ? await lookup.categories(
          tx,
          merchants,
          uncategorized.map((e) => gameOf(p(e))),
        )
      : new Map<string, string>();
  /** The game key of a bet: its game and category, a bet with none under an explicit label (never an empty key). */
  const gameKey = (m: number, hour: string, x: Record<string, unknown>) => {
    const vendor = String(x.vendor ?? '');
    const game = gameOf(x);
    const category = String(x.category ?? '') || (categories.get(`${m}|${vendor}|${game}`) ?? '');
    return { merchant_id: m, hour, vendor, category: category || NO_CATEGORY, game: game || NO_GAME };
  };

  const games = sums(['bets', 'rollbacks', 'stake', 'payout'] as const);
  const money = sums(['deposits', 'deposit_amount', 'withdrawals', 'withdrawal_amount'] as const);
  const members = sums(['bets', 'stake', 'payout', 'deposits', 'withdrawals', 'bonus'] as const);
  const agents = sums(['players', 'stake', 'payout', 'deposits', 'withdrawals', 'bonus', 'rebate'] as const);
  const costs = sums(['grants', 'granted', 'forfeited', 'rebate'] as const);
  const signups = sums(['registrations', 'ftd', 'ftd_amount'] as const);
  const registered = new Map<number, { merchant_id: number; member_id: number; registered_day: string }>();
  const firstDeposits = new Map<number, { merchant_id: number; member_id: number; at: string; amount: string }>();
  const days = new Map<string, { member_id: number; day: string }>();

  for (const e of list) {
    const m = e.merchantId;
    const hour = hourOf(e.occurredAt);
    const who = e.subjectId;
    const agent = who == null ? null : (agentOf.get(who) ?? null);
    const onMember = (add: Parameters<typeof members.add>[1]) => {
      if (who != null) members.add({ merchant_id: m, hour, member_id: who }, add);
    };
    const onAgent = (add: Parameters<typeof agents.add>[1]) => {
      if (agent != null) agents.add({ merchant_id: m, hour, agent_id: agent }, add);
    };
    const x = p(e);
    switch (e.type) {
      case 'bet.settled': {
        // The stake counts once, on the settlement that closed the open bet (its valid bet); every win adds its payout.
        const first = big(x.validBet) > 0n;
        const stake = first ? big(x.stake) : 0n;
        const payout = big(x.payout);
        const bets = first ? 1n : 0n;
        games.add(gameKey(m, hour, x), { bets, stake, payout });
        onMember({ bets, stake, payout });
        onAgent({ stake, payout });
        if (who != null) {
          const day = dayInZone(zones.get(m) ?? 'UTC', e.occurredAt);
          days.set(`${who}|${day}`, { member_id: who, day });
        }
        break;
      }
      case 'bet.rolled_back':
        // A rollback event's category is always the catalogue's (gameKey), even if it carried one.
        games.add(gameKey(m, hour, { ...x, category: undefined }), { rollbacks: 1n });
        break;
      case 'deposit.credited': {
        const amount = big(x.amount);
        money.add({ merchant_id: m, hour, method: depositMethod.get(num(x.depositId)) ?? '' }, { deposits: 1n, deposit_amount: amount });
        onMember({ deposits: amount });
        onAgent({ deposits: amount });
        if (who != null && !firstDeposits.has(who)) {
          firstDeposits.set(who, { merchant_id: m, member_id: who, at: e.occurredAt.toISOString(), amount: amount.toString() });
        }
        break;
      }
      case 'withdrawal.paid': {
        const amount = big(x.amount);
        money.add(
          { merchant_id: m, hour, method: withdrawalMethod.get(num(x.withdrawalId)) ?? '' },
          { withdrawals: 1n, withdrawal_amount: amount },
        );
        onMember({ withdrawals: amount });
        onAgent({ withdrawals: amount });
        break;
      }
      case 'member.registered':
        signups.add({ merchant_id: m, hour }, { registrations: 1n });
        onAgent({ players: 1n });
        if (who != null)
          registered.set(who, { merchant_id: m, member_id: who, registered_day: dayInZone(zones.get(m) ?? 'UTC', e.occurredAt) });
        break;
      case 'bonus.granted': {
        const amount = big(x.amount);
        costs.add(
          { merchant_id: m, hour, source: String(x.source ?? 'PROMOTION'), promotion_id: num(x.promotionId) },
          { grants: 1n, granted: amount },
        );
        onMember({ bonus: amount });
        onAgent({ bonus: amount });
        break;
      }
      case 'bonus.forfeited': {
        const amount = big(x.amount);
        const ids = Array.isArray(x.bonusIds) ? (x.bonusIds as unknown[]).map(num) : [];
        // Each bonus's own share back to its promotion; what the rows do not explain goes to the first bonus's.
        let rest = amount;
        for (const [i, id] of ids.entries()) {
          const f = forfeits.get(id);
          const share = i === ids.length - 1 ? rest : (f?.forfeited ?? 0n) < rest ? (f?.forfeited ?? 0n) : rest;
          rest -= share;
          costs.add({ merchant_id: m, hour, source: f?.source ?? 'PROMOTION', promotion_id: f?.promotionId ?? 0 }, { forfeited: share });
        }
        if (ids.length === 0) costs.add({ merchant_id: m, hour, source: 'PROMOTION', promotion_id: 0 }, { forfeited: amount });
        onMember({ bonus: -amount });
        onAgent({ bonus: -amount });
        break;
      }
      case 'rebate.paid': {
        const amount = big(x.amount);
        costs.add({ merchant_id: m, hour, source: 'REBATE', promotion_id: 0 }, { rebate: amount });
        onAgent({ rebate: amount });
        break;
      }
      default:
        break;
    }
  }

  // Registrations before first deposits and activity: a member registered in this batch is in its cohort already.
  if (registered.size)
    await write.registered(tx, jsonSource([...registered.values()], 'merchant_id int, member_id bigint, registered_day date'));
  if (games.size()) {
    await write.games(tx, jsonSource(games.rows(), gameColumns));
    await write.ggrDays(tx, jsonSource(games.rows(), gameColumns));
    await write.gamePeriods(tx, jsonSource(games.rows(), gameColumns));
  }
  if (money.size()) await write.money(tx, jsonSource(money.rows(), moneyColumns));
  if (members.size()) {
    await write.members(tx, jsonSource(members.rows(), memberColumns));
    await write.memberPeriods(tx, jsonSource(members.rows(), memberColumns));
  }
  if (agents.size()) {
    await write.agents(tx, jsonSource(agents.rows(), agentColumns));
    await write.agentDays(tx, jsonSource(agents.rows(), agentColumns));
  }
  if (costs.size()) {
    await write.costs(tx, jsonSource(costs.rows(), costColumns));
    await write.costDays(tx, jsonSource(costs.rows(), costColumns));
  }
  if (signups.size()) await write.signups(tx, jsonSource(signups.rows(), signupColumns));
  if (firstDeposits.size)
    await write.firstDeposits(
      tx,
      jsonSource([...firstDeposits.values()], 'merchant_id int, member_id bigint, at timestamptz, amount bigint'),
    );
  if (days.size) await write.activeDays(tx, jsonSource([...days.values()], 'member_id bigint, day date'));
};
