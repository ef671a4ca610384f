import { type AgentRange, type BetRecordsQuery, type LanguageCode, MAX_RANGE_DAYS } from '@wl/contracts';
import { createRecordsService } from '../records';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import type { Db } from '../../db/client';
import type { BillStatus, ContractKind } from '../../db/schema';
import { type BillRow, createAgentsRepo, type TeamSums } from './agents.repo';
import { requireAgent } from './contracts.service';
import { addDays, daysBetween, dayKey, grainKeysOf, grainOfKind, mondayOf, periodBounds, periodKey } from './periods';
import { amountOf, rateOf, topRate } from './tiers';

/** A range of merchant days (inclusive) from the page's choice; a chosen range is checked (order, length). */
export const daysOf = (q: { range: AgentRange; from?: string; to?: string }, at: Date, tz: string) => {
  const today = dayKey(at, tz);
  switch (q.range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'thisWeek':
      return { from: mondayOf(today), to: today };
    case 'lastWeek':
      return { from: addDays(mondayOf(today), -7), to: addDays(mondayOf(today), -1) };
    case 'thisMonth':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'lastMonth': {
      const last = addDays(`${today.slice(0, 7)}-01`, -1);
      return { from: `${last.slice(0, 7)}-01`, to: last };
    }
    default: {
      if (!q.from || !q.to) throw new AppError('agent.range_invalid');
      const span = daysBetween(q.from, q.to);
      if (Number.isNaN(span) || span < 0 || span >= MAX_RANGE_DAYS || q.from > today) throw new AppError('agent.range_invalid');
      return { from: q.from, to: q.to };
    }
  }
};

const pl = (s: Pick<TeamSums, 'payout' | 'bonus' | 'rebate' | 'stake'>) =>
  (BigInt(s.payout) + BigInt(s.bonus) + BigInt(s.rebate) - BigInt(s.stake)).toString();
/** The rows of the page asked for: LIMIT and OFFSET. */
const pageWindow = (q: { pageNo: number; pageSize: number }) => ({ limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
const pages = (total: number, pageNo: number, pageSize: number) => ({ pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) });

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

/** The agent centre's reports: every read is of the caller's own team (closure table) and of the read model. */
export const createTeamService = (deps: { db: Db; now?: () => Date }) => {
  const repo = createAgentsRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  const tzOf = (actor: Actor) => actor.merchant.row.timeZone ?? 'UTC';
  const records = createRecordsService({ db: deps.db, now: deps.now });
  /** A page past the last (an empty result has one page) is refused. */
  const inPages = (pageNo: number, total: number, pageSize: number) => {
    if (pageNo > Math.max(1, Math.ceil(total / pageSize))) throw new AppError('game.page_out_of_range');
  };
  /** A downline (at any level, never the caller itself) named by account, else `agent.not_in_team`. */
  const downlineOf = async (actor: Actor, account: string) => {
    const m = await teamMember(actor, account);
    if (m.depth === 0) throw new AppError('agent.not_in_team');
    return m;
  };

  /** A member of the caller's team named by account (itself allowed), else `agent.not_in_team`. */
  const teamMember = async (actor: Actor, account: string) => {
    const m = await repo.member(actor.merchant.id, account.trim().toLowerCase());
    const depth = m ? await repo.depthUnder(actor.member.id, m.id) : undefined;
    if (!m || depth === undefined) throw new AppError('agent.not_in_team');
    return { ...m, depth };
  };

  return {
    teamMember,

    /** personalHistoryCopy for agents: the team's bets, or one downline's, with the member's filters and totals. */
    teamBets: async (actor: Actor, q: BetRecordsQuery & { account?: string }, lang: LanguageCode) => {
      requireAgent(actor);
      const memberId = q.account ? (await downlineOf(actor, q.account)).id : undefined;
      return records.teamBets(actor, memberId === undefined ? {} : { memberId }, q, lang);
    },

    /** agentDownlineTransactionDetailsCopy: deposits, withdrawals and transfers of downlines over merchant days. */
    teamMoney: async (
      actor: Actor,
      q: {
        range: AgentRange;
        from?: string;
        to?: string;
        type: 'all' | 'deposit' | 'withdrawal' | 'transfer';
        account?: string;
        level?: number;
        pageNo: number;
        pageSize: number;
      },
    ) => {
      requireAgent(actor);
      const tz = tzOf(actor);
      const { from, to } = daysOf(q, now(), tz);
      const memberId = q.account ? (await downlineOf(actor, q.account)).id : undefined;
      const { total, totals, rows } = await repo.teamMoney({
        merchantId: actor.merchant.id,
        agentId: actor.member.id,
        memberId,
        level: q.level,
        type: q.type,
        start: periodBounds(from, tz).start,
        end: periodBounds(to, tz).end,
        ...pageWindow(q),
      });
      inPages(q.pageNo, total, q.pageSize);
      return {
        from,
        to,
        list: rows.map((r) => ({
          id: r.id,
          account: r.account,
          level: Number(r.level),
          type: r.type,
          amount: r.amount,
          status: r.status,
          counterparty: r.counterparty,
          time: new Date(r.at).toISOString(),
        })),
        totals: {
          deposit: totals.deposit,
          withdrawal: totals.withdrawal,
          transferIn: totals.transfer_in,
          transferOut: totals.transfer_out,
        },
        ...pages(total, q.pageNo, q.pageSize),
      };
    },
    overview: async (actor: Actor, q: { range: AgentRange; from?: string; to?: string }) => {
      requireAgent(actor);
      const tz = tzOf(actor);
      const { from, to } = daysOf(q, now(), tz);
      const [sums, counts] = await Promise.all([repo.teamSums(actor.member.id, 'D', from, to), repo.teamCounts(actor.member.id)]);
      // One day's active members are its team row's own count; over several days members are counted once.
      const active = from === to ? Number(sums.active) : await repo.activeOver(actor.member.id, from, to);
      return {
        from,
        to,
        timeZone: tz,
        figures: {
          teamSize: counts.team,
          directCount: counts.direct,
          newMembers: Number(sums.new_members),
          activeMembers: active,
          deposit: sums.deposit,
          withdrawal: sums.withdrawal,
          validBet: sums.valid_bet,
          stake: sums.stake,
          payout: sums.payout,
          bonus: sums.bonus,
          rebate: sums.rebate,
          profitLoss: pl(sums),
        },
      };
    },

    downline: async (
      actor: Actor,
      q: {
        range: AgentRange;
        from?: string;
        to?: string;
        scope: 'direct' | 'all';
        parent?: string;
        search?: string;
        kind: 'all' | 'agent' | 'member';
        pageNo: number;
        pageSize: number;
      },
    ) => {
      requireAgent(actor);
      const { from, to } = daysOf(q, now(), tzOf(actor));
      const under = q.parent ? (await teamMember(actor, q.parent)).id : actor.member.id;
      const agentTypes = actor.merchant.row.settings.agentTypes;
      const { total, rows, totals } = await repo.downline({
        agentId: actor.member.id,
        under,
        scope: q.scope,
        search: q.search?.trim() || undefined,
        agentTypes,
        kind: q.kind,
        from,
        to,
        ...pageWindow(q),
      });
      const contracts = await repo.contractsOfMembers(rows.map((r) => r.id));
      return {
        from,
        to,
        list: rows.map((r) => ({
          id: r.id,
          account: r.account,
          nickname: r.nickname,
          isAgent: agentTypes.includes(r.type),
          level: r.level,
          status: r.status,
          balance: r.balance ?? '0',
          lastLoginAt: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
          createdAt: new Date(r.created_at).toISOString(),
          teamSize: r.team_size,
          validBet: r.valid_bet,
          profitLoss: pl(r),
          deposit: r.deposit,
          withdrawal: r.withdrawal,
          contracts: contracts
            .filter((c) => c.agent_id === r.id)
            .map((c) => ({ kind: c.kind, status: c.status, topRateBp: topRate(c.tiers) })),
        })),
        totals: { validBet: totals.valid_bet, profitLoss: pl(totals), deposit: totals.deposit, withdrawal: totals.withdrawal },
        ...pages(total, q.pageNo, q.pageSize),
      };
    },

    pnl: async (
      actor: Actor,
      q: { range: AgentRange; from?: string; to?: string; by: 'member' | 'level'; search?: string; pageNo: number; pageSize: number },
    ) => {
      requireAgent(actor);
      const { from, to } = daysOf(q, now(), tzOf(actor));
      const { total, rows, totals } = await repo.pnl({
        agentId: actor.member.id,
        by: q.by,
        search: q.search?.trim() || undefined,
        from,
        to,
        ...pageWindow(q),
      });
      const view = (r: TeamSums & { members: number }) => ({
        validBet: r.valid_bet,
        stake: r.stake,
        payout: r.payout,
        bonus: r.bonus,
        rebate: r.rebate,
        profitLoss: pl(r),
        members: r.members,
      });
      return {
        from,
        to,
        list: rows.map((r) => ({ key: r.key, level: r.level, ...view(r) })),
        totals: view(
          totals ?? {
            valid_bet: '0',
            stake: '0',
            payout: '0',
            bonus: '0',
            rebate: '0',
            deposit: '0',
            withdrawal: '0',
            bets: '0',
            active: '0',
            new_members: '0',
            members: 0,
          },
        ),
        ...pages(total, q.pageNo, q.pageSize),
      };
    },

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
export type TeamService = ReturnType<typeof createTeamService>;
