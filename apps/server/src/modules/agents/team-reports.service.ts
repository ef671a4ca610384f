import type { AgentRange, BetRecordsQuery, LanguageCode } from '@wl/contracts';
import type { Actor } from '../../core/context';
import type { TeamSums } from './agents.repo';
import { requireAgent } from './contracts.service';
import { periodBounds } from './periods';
import { daysOf, pageWindow, pages, pl, type TeamContext } from './team.context';
import { topRate } from './tiers';

/** The agent centre's reports of the team: its bets and money, the overview, the downline and profit and loss. */
export const createTeamReports = (ctx: TeamContext) => {
  const { repo, now, tzOf, records, inPages, downlineOf, teamMember } = ctx;

  return {
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
  };
};
