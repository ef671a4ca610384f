import { gameCategories, type OpsRebateSettings, type RebatePayment } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { toBig } from '../../core/sql';
import type { Db } from '../../db/client';
import { dayIn } from '../activity';
import type { LedgerService } from '../ledger';
import { createRebatesRepo, type PaymentRow, type RateRow, type RebateModeName, rebatesTx, type UnpaidRow } from './rebates.repo';
import { marketingOpen } from '../protection';

/** The ledger kind of a rebate payment (PROMOTION_EXPENSE → the member's MAIN). */
export const REBATE_KIND = 'REBATE';
/** How far back unpaid valid bet still earns a rebate (days). */
export const REBATE_DAYS = 30;
const PAGE = 20;
const AUTO_BATCH = 500;

/** A (day, category) slice ready to pay: the valid bet from `from` to `to` at `rateBp`. */
export type RebateSlice = { memberId: number; day: string; category: string; from: bigint; to: bigint; rateBp: number; amount: bigint };

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The member's rate of a category: the rate of the highest VIP level at or below the member's (0 when none). */
export const rateFor = (rates: RateRow[], category: string, level: number) => {
  let best: RateRow | null = null;
  for (const r of rates) if (r.category === category && r.vip_level <= level && (!best || r.vip_level > best.vip_level)) best = r;
  return best?.rate_bp ?? 0;
};

/** What each unpaid slice pays now: (valid bet − paid) × rate, rounded down; a slice that pays nothing waits. */
export const slicesOf = (rows: UnpaidRow[], rates: RateRow[], levelOf: (memberId: number) => number): RebateSlice[] =>
  rows.flatMap((r) => {
    const memberId = Number(r.member_id);
    const rateBp = rateFor(rates, r.category, levelOf(memberId));
    const from = toBig(r.paid_valid_bet);
    const to = toBig(r.valid_bet);
    const amount = ((to - from) * BigInt(rateBp)) / 10_000n;
    return amount > 0n ? [{ memberId, day: r.day, category: r.category, from, to, rateBp, amount }] : [];
  });

const paymentView = (p: PaymentRow): RebatePayment => ({
  day: p.day,
  category: p.category,
  validBet: String(p.valid_bet),
  rateBp: Number(p.rate_bp),
  amount: String(p.amount),
  mode: p.mode,
  paidAt: new Date(p.paid_at).toISOString(),
});

/**
 * Rebates (decision 014): a share of each (day, category)'s valid bet — summed from `bet.settled` by the growth
 * consumer into play_stats — at the member's VIP level's rate. Each slice is paid by one ledger transfer keyed
 * `rebate:<member>:<day>:<category>:<valid bet paid up to>` whose transaction also moves the slice's paid mark by a
 * conditional update: claims at once, the job and a claim, or a replayed event never pay a slice twice.
 */
export const createRebatesService = (deps: { db: Db; ledger: LedgerService; now?: () => Date }) => {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createRebatesRepo(db);

  /** Pays one slice; answers the payment, or null when another payout took it first. */
  const pay = async (merchantId: number, s: RebateSlice, mode: RebateModeName) => {
    // The one marketing check (issue 30): no rebate for a member in a time-out, excluded or restricted.
    if (!(await marketingOpen(db, s.memberId, now()))) return null;
    const key = `rebate:${s.memberId}:${s.day}:${s.category}:${s.to}`;
    const validBet = s.to - s.from;
    /** The payment as the event carries it and the member sees it. */
    const paid = {
      day: s.day,
      category: s.category,
      validBet: validBet.toString(),
      rateBp: s.rateBp,
      amount: s.amount.toString(),
      mode,
    };
    try {
      const result = await ledger.transfer({
        idempotencyKey: key,
        merchantId,
        kind: 'REBATE',
        ref: `rebate:${s.day}:${s.category}`,
        meta: { day: s.day, category: s.category, validBet: validBet.toString(), rateBp: s.rateBp, mode },
        postings: [
          { account: { system: 'PROMOTION_EXPENSE' }, amount: -s.amount },
          { account: { memberId: s.memberId }, amount: s.amount },
        ],
        event: {
          merchantId,
          type: 'rebate.paid',
          subjectId: s.memberId,
          aggregateId: key,
          payload: paid,
        },
        within: async (tx, r) => {
          if (
            !(await rebatesTx.advance(tx, {
              merchantId,
              memberId: s.memberId,
              day: s.day,
              category: s.category,
              from: s.from,
              to: s.to,
              amount: s.amount,
            }))
          )
            throw new AppError('rebate.claimed');
          await rebatesTx.recordPayment(tx, {
            merchantId,
            memberId: s.memberId,
            day: s.day,
            category: s.category,
            validBet,
            rateBp: s.rateBp,
            amount: s.amount,
            mode,
            transferId: r.transferId,
          });
        },
      });
      if (result.replayed) return null;
      const main = result.postings.find((p) => p.memberId === s.memberId);
      return {
        payment: { ...paid, paidAt: now().toISOString() } satisfies RebatePayment,
        balance: main?.balanceAfter ?? null,
      };
    } catch (err) {
      if (err instanceof AppError && err.code === 'rebate.claimed') return null;
      throw err;
    }
  };

  /** The member's unpaid slices and what they pay at the member's level now. */
  const pending = async (merchantId: number, memberId: number, timeZone: string) => {
    const [rows, rates, level] = await Promise.all([
      repo.unpaidOf(merchantId, memberId, addDays(dayIn(now(), timeZone), -REBATE_DAYS)),
      repo.rates(merchantId),
      repo.vipLevel(memberId),
    ]);
    return { rows, rates, level, slices: slicesOf(rows, rates, () => level) };
  };

  const settings = async (actor: Actor) => {
    const merchantId = actor.merchant.id;
    const { mode, timeZone } = await repo.mode(merchantId);
    const { rows, rates, level, slices } = await pending(merchantId, actor.member.id, timeZone);
    const cats = gameCategories.filter((c) => rates.some((r) => r.category === c) || rows.some((r) => r.category === c));
    const categories = cats.map((category) => {
      const own = rows.filter((r) => r.category === category);
      const validBet = own.reduce((s, r) => s + toBig(r.valid_bet) - toBig(r.paid_valid_bet), 0n);
      const amount = slices.filter((s) => s.category === category).reduce((s, x) => s + x.amount, 0n);
      return { category, rateBp: rateFor(rates, category, level), validBet: validBet.toString(), amount: amount.toString() };
    });
    const total = slices.reduce((s, x) => s + x.amount, 0n);
    return {
      mode,
      vipLevel: level,
      categories,
      table: gameCategories
        .filter((c) => rates.some((r) => r.category === c))
        .map((category) => ({
          category,
          levels: rates.filter((r) => r.category === category).map((r) => ({ vipLevel: r.vip_level, rateBp: r.rate_bp })),
        })),
      total: total.toString(),
      claimable: mode === 'MANUAL' && total > 0n,
    };
  };

  /** The rebate a MANUAL merchant's member may claim now (a line of the reward centre); 0 elsewhere. */
  const claimable = async (merchantId: number, memberId: number) => {
    const { mode, timeZone } = await repo.mode(merchantId);
    if (mode !== 'MANUAL') return 0n;
    return (await pending(merchantId, memberId, timeZone)).slices.reduce((s, x) => s + x.amount, 0n);
  };

  const claim = async (actor: Actor) => {
    const merchantId = actor.merchant.id;
    const { mode, timeZone } = await repo.mode(merchantId);
    if (mode !== 'MANUAL') throw new AppError('rebate.auto_mode');
    if (!(await marketingOpen(db, actor.member.id, now()))) throw new AppError('protection.restricted');
    const { slices } = await pending(merchantId, actor.member.id, timeZone);
    if (slices.length === 0) throw new AppError('rebate.nothing_to_claim');
    const paid: RebatePayment[] = [];
    let balance: bigint | null = null;
    for (const s of slices) {
      const r = await pay(merchantId, s, 'MANUAL');
      if (!r) continue;
      paid.push(r.payment);
      balance = r.balance ?? balance;
    }
    // Every slice was paid by a claim sent at the same time.
    if (paid.length === 0) throw new AppError('rebate.claimed');
    return { paid, total: paid.reduce((s, p) => s + BigInt(p.amount), 0n).toString(), balance: (balance ?? 0n).toString() };
  };

  const history = async (actor: Actor, query: { pageNo: number; category?: string }) => {
    const category = query.category ?? null;
    const [rows, totals] = await Promise.all([
      repo.history(actor.member.id, category, (query.pageNo - 1) * PAGE, PAGE),
      repo.historyTotals(actor.member.id, category),
    ]);
    return {
      list: rows.map(paymentView),
      pageNo: query.pageNo,
      totalPages: Math.max(1, Math.ceil(totals.count / PAGE)),
      totalPaid: totals.total.toString(),
    };
  };

  /**
   * The automatic payout (job, every 5 minutes, and the operator's run): DAILY merchants are paid every slice up to
   * yesterday (their time zone), REALTIME merchants up to now. A slice taken by a claim in between is skipped.
   */
  const payAuto = async (only?: number) => {
    let members = 0;
    let count = 0;
    let amount = 0n;
    for (const m of await repo.autoMerchants()) {
      if (only != null && m.merchant_id !== only) continue;
      const today = dayIn(now(), m.time_zone);
      const to = m.rebate_mode === 'DAILY' ? addDays(today, -1) : today;
      const rates = await repo.rates(m.merchant_id);
      const seen = new Set<number>();
      for (let round = 0; round < 20; round++) {
        const rows = await repo.unpaidBetween(m.merchant_id, addDays(today, -REBATE_DAYS), to, AUTO_BATCH);
        if (rows.length === 0) break;
        const levels = await repo.vipLevels([...new Set(rows.map((r) => Number(r.member_id)))]);
        const slices = slicesOf(rows, rates, (id) => levels.get(id) ?? 0);
        let progressed = 0;
        for (const s of slices) {
          const r = await pay(m.merchant_id, s, m.rebate_mode);
          if (!r) continue;
          progressed++;
          count++;
          amount += s.amount;
          seen.add(s.memberId);
        }
        if (rows.length < AUTO_BATCH || progressed === 0) break;
      }
      members += seen.size;
    }
    return { members, slices: count, amount: amount.toString() };
  };

  const opsSettings = async (merchantId: number): Promise<OpsRebateSettings> => ({
    mode: (await repo.mode(merchantId)).mode,
    rates: (await repo.rates(merchantId)).map((r) => ({
      category: r.category as OpsRebateSettings['rates'][number]['category'],
      vipLevel: r.vip_level,
      rateBp: r.rate_bp,
    })),
  });

  const setOpsSettings = async (merchantId: number, body: OpsRebateSettings) => {
    const keys = new Set(body.rates.map((r) => `${r.category}|${r.vipLevel}`));
    if (keys.size !== body.rates.length) throw new AppError('rebate.rate_duplicate');
    await repo.setSettings(merchantId, body.mode, body.rates);
    return opsSettings(merchantId);
  };

  return { settings, claimable, claim, history, payAuto, opsSettings, setOpsSettings };
};
export type RebatesService = ReturnType<typeof createRebatesService>;
