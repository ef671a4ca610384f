import { type AgentRange, MAX_RANGE_DAYS } from '@wl/contracts';
import { createRecordsService } from '../records';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import type { Db, Reads } from '../../db/client';
import { createAgentsRepo, type TeamSums } from './agents.repo';
import { addDays, daysBetween, dayKey, mondayOf } from './periods';

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

export const pl = (s: Pick<TeamSums, 'payout' | 'bonus' | 'rebate' | 'stake'>) =>
  (BigInt(s.payout) + BigInt(s.bonus) + BigInt(s.rebate) - BigInt(s.stake)).toString();
/** The rows of the page asked for: LIMIT and OFFSET. */
export const pageWindow = (q: { pageNo: number; pageSize: number }) => ({ limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
export const pages = (total: number, pageNo: number, pageSize: number) => ({
  pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

/** Everything the team service's parts share, passed to each as one object: the repo, the clock and the lookups. */
export const createTeamContext = (deps: { db: Db; reads?: Reads; now?: () => Date }) => {
  // The team's figures come from the read model, a moment behind anyway: a replica when configured (decision 035).
  const repo = createAgentsRepo(deps.reads?.lagging ?? deps.db);
  const now = deps.now ?? (() => new Date());
  const tzOf = (actor: Actor) => actor.merchant.row.timeZone ?? 'UTC';
  const records = createRecordsService({ db: deps.db, reads: deps.reads, now: deps.now });
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

  return { repo, now, tzOf, records, inPages, downlineOf, teamMember };
};
export type TeamContext = ReturnType<typeof createTeamContext>;
