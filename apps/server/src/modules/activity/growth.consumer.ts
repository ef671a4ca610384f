import { dayInZone } from '@wl/contracts';
import { rememberedPerZoneSecond } from '../../core/zone-second';
import type { Db } from '../../db/client';
import type { DomainEvent, EventType } from '../outbox';
import { activityTx, type DayRow, type PlayRow } from './activity.repo';

/** The events the growth consumer follows. */
export const growthEvents = [
  'bet.settled',
  'deposit.credited',
  'member.logged_in',
  'member.registered',
] as const satisfies readonly EventType[];

/**
 * A sign-in for the day's count: a login, or a registration that signed the new player in (issue 36: "Sign in today"
 * showed 0/1 right after registering). A member an agent made did not sign in.
 */
const signedIn = (e: DomainEvent) => e.type === 'member.logged_in' || (e.type === 'member.registered' && e.payload.signedIn === true);

/** The calendar day (YYYY-MM-DD) a moment falls on in a time zone (remembered per UTC second: asked of every event). */
export const dayIn = rememberedPerZoneSecond((at: Date, timeZone: string) => dayInZone(timeZone, at));

const big = (v: unknown) => {
  try {
    return typeof v === 'string' && /^-?\d{1,19}$/.test(v) ? BigInt(v) : 0n;
  } catch {
    return 0n;
  }
};

/** What a batch tells the growth modules, after the read model took it in. */
export type GrowthBatch = {
  /** Each settled bet's valid bet, in the events' order (wagering). */
  bets: { memberId: number; validBet: bigint; at: Date }[];
  /** The play per (merchant, member, day, category) of this batch (points, VIP). */
  play: PlayRow[];
  /** Credited deposits in order, each knowing whether it was the member's first. */
  deposits: { merchantId: number; memberId: number; depositId: number; amount: bigint; first: boolean; at: Date; day: string }[];
  /** Members whose activity changed, per merchant (missions, VIP). */
  members: Map<number, Set<number>>;
  at: Date;
};
export type GrowthStep = (tx: Db, batch: GrowthBatch) => Promise<void>;

/**
 * The growth modules' one consumer of the money events (decision 013): a batch of `bet.settled`, `deposit.credited`,
 * `member.logged_in` and signed-in `member.registered` events is first marked seen by id (a replayed event is dropped, so nothing accrues twice),
 * then summed into the read model (play by merchant day and category; deposits and sign-ins by day), and handed to
 * each growth step (wagering, deposit promotions, points, VIP, missions) in the same transaction as the checkpoint.
 * One consumer instead of one per module: every consumer reads every event, and the bets are the busiest stream.
 */
export const createGrowthConsumer = (deps: { steps: GrowthStep[]; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date());
  const zones = new Map<number, string>();

  const zoneOf = async (tx: Db, merchantIds: number[]) => {
    const missing = merchantIds.filter((id) => !zones.has(id));
    if (missing.length > 0) for (const r of await activityTx.timeZones(tx, missing)) zones.set(r.id, r.time_zone);
    return (id: number) => zones.get(id) ?? 'UTC';
  };

  const handleBatch = async (events: DomainEvent[], tx: Db) => {
    const fresh = await activityTx.markSeen(
      tx,
      events.map((e) => e.id),
    );
    const list = events.filter((e) => fresh.has(e.id) && e.subjectId != null && (e.type !== 'member.registered' || signedIn(e)));
    if (list.length === 0) return;
    const zone = await zoneOf(tx, [...new Set(list.map((e) => e.merchantId))]);
    const play = new Map<string, PlayRow>();
    const days = new Map<string, DayRow>();
    const batch: GrowthBatch = { bets: [], play: [], deposits: [], members: new Map(), at: now() };
    const touch = (merchantId: number, memberId: number) => {
      const set = batch.members.get(merchantId) ?? new Set<number>();
      set.add(memberId);
      batch.members.set(merchantId, set);
    };
    const dayRow = (merchantId: number, memberId: number, day: string) => {
      const k = `${merchantId}|${memberId}|${day}`;
      let r = days.get(k);
      if (!r) {
        r = { merchantId, memberId, day, deposited: 0n, deposits: 0, logins: 0 };
        days.set(k, r);
      }
      return r;
    };
    const firstSeen = new Set<string>();
    for (const e of list) {
      const memberId = e.subjectId as number;
      const day = dayIn(e.occurredAt, zone(e.merchantId));
      touch(e.merchantId, memberId);
      if (e.type === 'bet.settled') {
        const validBet = big(e.payload.validBet);
        const category = typeof e.payload.category === 'string' && e.payload.category ? e.payload.category.slice(0, 16) : 'OTHER';
        const k = `${e.merchantId}|${memberId}|${day}|${category}`;
        const r = play.get(k) ?? {
          merchantId: e.merchantId,
          memberId,
          day,
          category,
          validBet: 0n,
          stake: 0n,
          payout: 0n,
          rounds: 0,
          wins: 0,
        };
        const payout = big(e.payload.payout);
        // A bet is counted once, on the settlement that carries its valid bet; later wins of it add their payout only.
        if (validBet > 0n) {
          r.validBet += validBet;
          r.stake += big(e.payload.stake);
          r.rounds += Number(e.payload.tickets ?? 1) || 1;
        }
        r.payout += payout;
        if (payout > 0n) r.wins += 1;
        play.set(k, r);
        if (validBet > 0n) batch.bets.push({ memberId, validBet, at: e.occurredAt });
      } else if (e.type === 'deposit.credited') {
        const amount = big(e.payload.amount);
        const key = `${e.merchantId}|${memberId}`;
        const first = !firstSeen.has(key) && (await activityTx.priorDeposits(tx, e.merchantId, memberId)) === 0;
        firstSeen.add(key);
        const r = dayRow(e.merchantId, memberId, day);
        r.deposited += amount;
        r.deposits += 1;
        batch.deposits.push({
          merchantId: e.merchantId,
          memberId,
          depositId: Number(e.payload.depositId),
          amount,
          first,
          at: e.occurredAt,
          day,
        });
      } else if (signedIn(e)) {
        dayRow(e.merchantId, memberId, day).logins += 1;
      }
    }
    batch.play = [...play.values()];
    await activityTx.addPlay(tx, batch.play);
    await activityTx.addDays(tx, [...days.values()]);
    for (const step of deps.steps) await step(tx, batch);
  };

  return { handleBatch, handle: (e: DomainEvent, tx: Db) => handleBatch([e], tx) };
};
