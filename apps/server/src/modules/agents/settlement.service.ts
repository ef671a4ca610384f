import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import type { ContractKind, DividendCycle } from '../../db/schema';
import type { LedgerService } from '../ledger';
import { type BillRow, createAgentsRepo } from './agents.repo';
import { grainKeysOf, periodBounds, periodKey, previousPeriod, validPeriod } from './periods';
import { amountOf, dividendOf, rateOf } from './tiers';

/** The periods a job run looks back over (a copy that was down catches up this many). */
const CATCH_UP = 3;

/** A dividend period's cycle, read from its key's tag. */
export const cycleOf = (period: string): DividendCycle | null =>
  period.startsWith('W:')
    ? 'WEEKLY'
    : period.startsWith('S:')
      ? 'SEMIMONTHLY'
      : period.startsWith('M:')
        ? 'MONTHLY'
        : period.startsWith('D:')
          ? 'DAILY'
          : null;

export type SettleResult = { kind: ContractKind; period: string; bills: number; amount: string; paid: string };

/** What settlement runs on (the agents module passes its own dependencies through). */
export type SettlementDeps = {
  db: Db;
  ledger: LedgerService;
  now?: () => Date;
  /** Whether the consumer has read every event that happened before this moment (tests drain it by hand). */
  caughtUpTo?: (at: Date) => Promise<boolean>;
  /** Keeps each (merchant, kind, period) run to one copy. */
  lease?: <T>(job: string, period: string, fn: () => Promise<T>) => Promise<{ ran: boolean; result?: T }>;
};

/**
 * Settlement (decision 016). A period of a kind is settled once it ended and the agents consumer read every event
 * before its end: its grain periods are closed first (later play becomes the next period's adjustment), then one
 * bill per contract is written (unique per contract and period: a second copy writes nothing), then the bills are
 * paid top-down: each agent by its direct upline, the top level by the merchant (COMMISSION_EXPENSE). A payment is
 * a ledger transfer keyed by (contract, period, amount already paid) whose same transaction moves the bill's `paid`
 * only if it is still what was read, so two copies, a crash between payments, or a retry never pay twice. An upline
 * short of money pays what it has (PART_PAID) or nothing (INSUFFICIENT); the retry job pays the rest when it can;
 * unpaid bills expire when the next period of the kind is settled.
 */
export const createSettlementService = (deps: SettlementDeps) => {
  const { db, ledger } = deps;
  const repo = createAgentsRepo(db);
  const now = deps.now ?? (() => new Date());

  const summary = async (merchantId: number, kind: ContractKind, period: string): Promise<SettleResult> => {
    const bills = (await repo.periodBills(merchantId, kind, period)).filter((b) => b.status !== 'VOID');
    return {
      kind,
      period,
      bills: bills.length,
      amount: bills.reduce((x, b) => x + BigInt(b.amount), 0n).toString(),
      paid: bills.reduce((x, b) => x + BigInt(b.paid), 0n).toString(),
    };
  };

  /** Pays what it can of one bill; answers whether it is fully paid. */
  const pay = async (b: BillRow): Promise<boolean> => {
    const amount = BigInt(b.amount);
    const paid = BigInt(b.paid);
    const remaining = amount - paid;
    if (remaining <= 0n) return true;
    let give = remaining;
    if (b.payer_id != null) {
      const main = (await ledger.balances(b.merchant_id, b.payer_id)).find((w) => w.wallet === 'MAIN')?.balance ?? 0n;
      give = main < remaining ? main : remaining;
      if (give <= 0n) {
        await repo.markInsufficient(b.id);
        return false;
      }
    }
    try {
      await ledger.transfer({
        idempotencyKey: `agentpay:${b.contract_id}:${b.period}:${paid}`,
        merchantId: b.merchant_id,
        kind: 'COMMISSION',
        ref: `${b.kind}:${b.period}`.slice(0, 64),
        meta: { bill: b.id, contract: b.contract_id, kind: b.kind, period: b.period },
        postings: [
          { account: b.payer_id != null ? { memberId: b.payer_id } : { system: 'COMMISSION_EXPENSE' }, amount: -give },
          { account: { memberId: b.agent_id }, amount: give },
        ],
        within: async (tx) => {
          if (!(await repo.recordPayment(tx, b.id, paid, give))) throw new AppError('agent.contract_state');
        },
      });
    } catch (err) {
      const code = (err as AppError).code;
      // The payer's balance moved under us (short now): leave the bill for the retry job.
      if (code === 'wallet.insufficient_funds') {
        await repo.markInsufficient(b.id);
        return false;
      }
      // Another copy paid this slice first (same key with another amount, or the bill moved on): nothing to do.
      if (code === 'ledger.idempotency_conflict' || code === 'agent.contract_state') return false;
      throw err;
    }
    return give === remaining;
  };

  /** Pays open bills top-down (a period's, or all open ones): uplines are paid before they pay their downlines. */
  const payOpen = async (merchantId: number | null, kind: ContractKind | null, period: string | null) => {
    let paid = 0;
    for (const b of await repo.openBills(merchantId, kind, period)) if (await pay(b)) paid++;
    return paid;
  };

  /**
   * The bills of a period from the team figures as they stand: one per contract active in it, by the tiers. Settlement
   * writes exactly these; the operators' preview shows them without writing (one formula for both).
   */
  const computeBills = async (
    merchantId: number,
    kind: ContractKind,
    cycle: DividendCycle | null,
    period: string,
    start: Date,
    end: Date,
  ) => {
    const { grain, keys } = grainKeysOf(kind, period);
    const contracts = await repo.contractsFor(merchantId, kind, cycle, start, end);
    const ids = contracts.map((c) => c.agent_id);
    const figures = new Map((await repo.teamPeriod(ids, grain, keys)).map((r) => [r.agent_id, r]));
    const actives = keys.length > 1 ? new Map((await repo.activeOverMany(ids, keys)).map((r) => [r.agent_id, r.n])) : null;
    const carries =
      kind === 'DIVIDEND'
        ? new Map((await repo.lastCarry(contracts.map((c) => c.id))).map((r) => [r.contract_id, BigInt(r.carry_out)]))
        : null;
    const bills = contracts.map((c) => {
      const f = figures.get(c.agent_id);
      const active = actives ? (actives.get(c.agent_id) ?? 0) : (f?.active ?? 0);
      const common = { contractId: c.id, agentId: c.agent_id, payerId: c.upline_id, level: c.level, active };
      if (kind === 'DIVIDEND') {
        const carryIn = carries?.get(c.id) ?? 0n;
        const d = dividendOf(c.tiers, BigInt(f?.net_loss ?? '0'), carryIn, active);
        return { ...common, base: d.base, rateBp: d.rateBp, carryIn, carryOut: d.carryOut, amount: d.amount };
      }
      const base = BigInt(f?.valid_bet ?? '0');
      const rateBp = rateOf(c.tiers, base, active);
      return { ...common, base, rateBp, carryIn: 0n, carryOut: 0n, amount: amountOf(base, rateBp) };
    });
    return bills;
  };

  const settle = async (
    merchantId: number,
    kind: ContractKind,
    cycle: DividendCycle | null,
    period: string,
    opts: { force?: boolean; at?: Date } = {},
  ) => {
    const tz = await repo.timeZone(merchantId);
    const { start, end } = periodBounds(period, tz);
    if (end > (opts.at ?? now())) throw new AppError('agent.period_open');
    const state = await repo.periodRow(merchantId, kind, period);
    if (state?.status === 'VOID') return summary(merchantId, kind, period);
    if (!state) {
      const { grain, keys } = grainKeysOf(kind, period);
      const ready = deps.caughtUpTo;
      if (!opts.force && ready && !(await ready(end))) return null;
      await repo.closePeriods(merchantId, grain, keys);
      // A consumer batch that read the period as open before it closed may still be committing: wait for it.
      if (!opts.force && ready) {
        let waited = 0;
        while (!(await ready(end))) {
          if (waited >= 20_000) throw new AppError('system.unavailable');
          await new Promise((r) => setTimeout(r, 250));
          waited += 250;
        }
      }
      const bills = await computeBills(merchantId, kind, cycle, period, start, end);
      await repo.insertBills(merchantId, kind, period, bills);
      await repo.expireBefore(merchantId, kind, period);
    }
    await payOpen(merchantId, kind, period);
    return summary(merchantId, kind, period);
  };

  return {
    settle,
    computeBills,
    payOpen,
    /** The retry job's part: every open bill, top-down. */
    retry: () => payOpen(null, null, null),
    summary,
    /** Operator: settle a period by hand (it must have ended). */
    settleByHand: async (merchantId: number, kind: ContractKind, period: string) =>
      (await settle(merchantId, kind, kind === 'DIVIDEND' ? cycleOf(period) : null, period, { force: true })) as SettleResult,
    /**
     * Development aid: settles a period (the current one when none is named) as if its end had come, so a test drives
     * the period instead of waiting for it. A dividend names its period, as that carries its cycle.
     */
    settleNow: async (merchantId: number, kind: ContractKind, period?: string) => {
      const tz = await repo.timeZone(merchantId);
      const key = period ?? (kind === 'DIVIDEND' ? '' : periodKey(kind, null, now(), tz));
      if (!validPeriod(kind, key)) throw new AppError('agent.period_invalid');
      const cycle = kind === 'DIVIDEND' ? cycleOf(key) : null;
      return (await settle(merchantId, kind, cycle, key, { force: true, at: periodBounds(key, tz).end })) as SettleResult;
    },
    voidPeriod: async (merchantId: number, kind: ContractKind, period: string) => {
      if (!(await repo.voidPeriod(merchantId, kind, period))) throw new AppError('agent.period_paid');
      return summary(merchantId, kind, period);
    },
    /**
     * The job: for each merchant and kind with active contracts, the last few ended periods that are not settled,
     * each under its own lease (one copy per merchant, kind and period), then the retry of every open bill.
     */
    tick: async () => {
      const at = now();
      for (const m of await repo.settlingMerchants()) {
        let p = previousPeriod(m.kind, m.cycle, periodKey(m.kind, m.cycle, at, m.time_zone), m.time_zone);
        const due: string[] = [];
        for (let i = 0; i < CATCH_UP; i++) {
          if (!(await repo.periodRow(m.merchant_id, m.kind, p))) due.unshift(p);
          p = previousPeriod(m.kind, m.cycle, p, m.time_zone);
        }
        for (const period of due) {
          if (deps.caughtUpTo && !(await deps.caughtUpTo(periodBounds(period, m.time_zone).end))) continue;
          const run = () => settle(m.merchant_id, m.kind, m.cycle, period);
          // One copy per (merchant, kind, period) and minute: a run that found the consumer behind is tried again later.
          if (deps.lease)
            await deps.lease(
              `agents-settle:${m.merchant_id}:${m.kind}:${m.cycle ?? ''}`,
              `${period}@${at.toISOString().slice(0, 16)}`,
              run,
            );
          else await run();
        }
      }
      return { retried: await payOpen(null, null, null) };
    },
  };
};
export type SettlementService = ReturnType<typeof createSettlementService>;
