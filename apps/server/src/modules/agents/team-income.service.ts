import type { AgentRange } from '@wl/contracts';
import type { Actor } from '../../core/context';
import type { BillStatus, ContractKind } from '../../db/schema';
import type { BillRow } from './agents.repo';
import { requireAgent } from './contracts.service';
import { grainKeysOf, grainOfKind, periodBounds, periodKey } from './periods';
import { daysOf, pageWindow, pages, type TeamContext } from './team.context';
import { amountOf, rateOf } from './tiers';

/** A salary or dividend bill as the agent centre and the operator's pages show it. */
export const billView = (b: BillRow) => ({
  id: b.id,
  kind: b.kind,
  period: b.period,
  agentAccount: b.agent_account ?? '',
  payerAccount: b.payer_account ?? null,
  base: b.base,
  active: b.active,
  rateBp: b.rate_bp,
  carryIn: b.carry_in,
  carryOut: b.carry_out,
  amount: b.amount,
  paid: b.paid,
  status: b.status,
  createdAt: new Date(b.created_at).toISOString(),
});

/** The agent centre's income pages: the agent's own income by day, and its salary and dividend bills. */
export const createTeamIncome = (ctx: TeamContext) => {
  const { repo, now, tzOf } = ctx;

  return {
    /** My income by day: salary and dividend paid to me (by period start), and my own rebates. */
    revenue: async (actor: Actor, q: { range: AgentRange; from?: string; to?: string }) => {
      requireAgent(actor);
      const tz = tzOf(actor);
      const { from, to } = daysOf(q, now(), tz);
      const since = new Date(periodBounds(from, tz).start.getTime() - 40 * 86_400_000);
      const byDay = new Map<string, { salary: bigint; dividend: bigint; rebate: bigint }>();
      const row = (d: string) => {
        let r = byDay.get(d);
        if (!r) {
          r = { salary: 0n, dividend: 0n, rebate: 0n };
          byDay.set(d, r);
        }
        return r;
      };
      for (const b of await repo.paidTo(actor.member.id, since)) {
        const d = b.kind === 'DIVIDEND' ? grainKeysOf('DIVIDEND', b.period).keys[0] : b.period.slice(0, 10);
        if (!d || d < from || d > to) continue;
        if (b.kind === 'DIVIDEND') row(d).dividend += BigInt(b.paid);
        else row(d).salary += BigInt(b.paid);
      }
      for (const r of await repo.ownDays(actor.member.id, from, to)) if (BigInt(r.rebate) !== 0n) row(r.period).rebate += BigInt(r.rebate);
      const list = [...byDay.entries()]
        .sort(([a], [b]) => (a < b ? 1 : -1))
        .map(([day, r]) => ({
          day,
          salary: r.salary.toString(),
          dividend: r.dividend.toString(),
          rebate: r.rebate.toString(),
          total: (r.salary + r.dividend + r.rebate).toString(),
        }));
      const sum = (k: 'salary' | 'dividend' | 'rebate' | 'total') => list.reduce((x, r) => x + BigInt(r[k]), 0n).toString();
      return { from, to, list, totals: { salary: sum('salary'), dividend: sum('dividend'), rebate: sum('rebate'), total: sum('total') } };
    },

    /** Salary / dividend records and, for a kind, the open period's progress (base so far, rate, estimate). */
    bills: async (
      actor: Actor,
      q: { kind?: ContractKind; status?: BillStatus; side: 'mine' | 'downline'; pageNo: number; pageSize: number },
    ) => {
      requireAgent(actor);
      const { totals, rows } = await repo.billsOf({
        agentId: actor.member.id,
        ...q,
        ...pageWindow(q),
      });
      let current = null;
      if (q.kind && q.side === 'mine') {
        const c = await repo.activeOf(actor.member.id, q.kind);
        if (c) {
          const tz = tzOf(actor);
          const at = now();
          const period = periodKey(q.kind, c.cycle, at, tz);
          const { grain, keys } = grainKeysOf(q.kind, period);
          const { from, to } = { from: keys[0] as string, to: keys[keys.length - 1] as string };
          const sums = await repo.teamSums(actor.member.id, grain === grainOfKind(q.kind) ? grain : 'D', from, to);
          const base =
            q.kind === 'DIVIDEND'
              ? BigInt(sums.stake) - BigInt(sums.payout) - BigInt(sums.bonus) - BigInt(sums.rebate)
              : BigInt(sums.valid_bet);
          const active = keys.length > 1 ? await repo.activeOver(actor.member.id, from, to) : Number(sums.active);
          const rateBp = rateOf(c.tiers, base, active);
          current = {
            kind: q.kind,
            period,
            base: base.toString(),
            active,
            rateBp,
            estimate: amountOf(base, rateBp).toString(),
            endsAt: periodBounds(period, tz).end.toISOString(),
          };
        }
      }
      return {
        list: rows.map(billView),
        totals: { amount: totals.amount, paid: totals.paid },
        current,
        ...pages(totals.n, q.pageNo, q.pageSize),
      };
    },
  };
};
