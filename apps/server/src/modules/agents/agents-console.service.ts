import { randomBytes } from 'node:crypto';
import { type ContractKindName, memberKind } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { hashPassword } from '../../core/passwords';
import type { Db } from '../../db/client';
import type { ContractKind, ContractStatus } from '../../db/schema';
import { createAgentBillsRepo } from './agent-bills.repo';
import { type TreeRow, createAgentConsoleRepo } from './agent-console.repo';
import { createAgentsRepo } from './agents.repo';
import { type ContractsService, viewOf } from './contracts.service';
import { addDays, dayKey, grainOfKind, periodBounds, periodKey, validPeriod } from './periods';
import { type SettlementService, cycleOf } from './settlement.service';

type Settings = { agentTypes: number[]; trialTypes: number[] };
/** The type of an agent made at the top (the merchant's first agent type) or under an upline (2 when it is one). */
const topType = (s: Settings) => s.agentTypes[0] ?? 1;
const subType = (s: Settings) => (s.agentTypes.includes(2) ? 2 : topType(s));
/** How far back the settlement runs list looks for ended periods with play and no run. */
const DUE_DAYS = 31;
const sum = (xs: { amount: bigint | string; paid?: bigint | string }[]) => ({
  amount: xs.reduce((x, b) => x + BigInt(b.amount), 0n),
  paid: xs.reduce((x, b) => x + BigInt(b.paid ?? 0), 0n),
});

/**
 * The back office's agents area over the module's own rules: the tree read by operators, agents made or promoted,
 * contracts listed, offered for an upline and ended; settlement runs per period and their preview, which is
 * settlement's own `computeBills` run without writing (one formula for both).
 */
export const createAgentsConsole = (deps: { db: Db; now?: () => Date; contracts: ContractsService; settlement: SettlementService }) => {
  const { db, contracts, settlement } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createAgentsRepo(db);
  const cons = createAgentConsoleRepo(db);

  const nodes = async (rows: TreeRow[], settings: Settings) => {
    const live = await cons.liveContracts(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      account: r.account,
      kind: memberKind(r.type, settings),
      status: r.status,
      upline: r.upline,
      level: r.level,
      teamSize: r.team,
      direct: r.direct,
      contracts: live
        .filter((c) => c.agent_id === r.id)
        .map((c) => ({ id: c.id, kind: c.kind, status: c.status as 'ACTIVE' | 'OFFERED', rateBp: c.tiers[0]?.rateBp ?? 0 })),
      createdAt: new Date(r.created_at).toISOString(),
    }));
  };

  /** The bills a period would get now (computed) or got (written), with its state. */
  const preview = async (merchantId: number, kind: ContractKind, period: string) => {
    if (!validPeriod(kind, period)) throw new AppError('agent.period_invalid');
    const tz = await repo.timeZone(merchantId);
    const { start, end } = periodBounds(period, tz);
    const run = await repo.periodRow(merchantId, kind, period);
    const base = { kind, period, start: start.toISOString(), end: end.toISOString() };
    if (run) {
      const list = await repo.periodBills(merchantId, kind, period);
      const t = sum(list.filter((b) => b.status !== 'VOID'));
      return {
        ...base,
        status: run.status,
        preview: false,
        list: list.map((b) => ({
          contractId: b.contract_id,
          agentAccount: b.agent_account ?? '',
          payerAccount: b.payer_account ?? null,
          level: b.level,
          base: b.base,
          active: b.active,
          rateBp: b.rate_bp,
          carryIn: b.carry_in,
          carryOut: b.carry_out,
          amount: b.amount,
          paid: b.paid,
          status: b.status,
        })),
        totals: { amount: t.amount.toString(), paid: t.paid.toString() },
      };
    }
    const bills = await settlement.computeBills(merchantId, kind, kind === 'DIVIDEND' ? cycleOf(period) : null, period, start, end);
    const names = await cons.accountsOf([...new Set(bills.flatMap((b) => (b.payerId != null ? [b.agentId, b.payerId] : [b.agentId])))]);
    return {
      ...base,
      status: end > now() ? ('OPEN' as const) : ('DUE' as const),
      preview: true,
      list: bills.map((b) => ({
        contractId: b.contractId,
        agentAccount: names.get(b.agentId) ?? '',
        payerAccount: b.payerId != null ? (names.get(b.payerId) ?? null) : null,
        level: b.level,
        base: b.base.toString(),
        active: b.active,
        rateBp: b.rateBp,
        carryIn: b.carryIn.toString(),
        carryOut: b.carryOut.toString(),
        amount: b.amount.toString(),
        paid: '0',
        status: null,
      })),
      totals: { amount: sum(bills).amount.toString(), paid: '0' },
    };
  };

  return {
    tree: async (merchantId: number, q: { search?: string; parent?: string; page: number; size: number }) => {
      const settings = await repo.settings(merchantId);
      const offset = (q.page - 1) * q.size;
      let path: { account: string; kind: 'agent' | 'member' | 'trial' }[] = [];
      let found: { rows: TreeRow[]; total: number };
      if (q.search) found = await cons.search(merchantId, q.search.toLowerCase(), q.size, offset);
      else if (q.parent) {
        const parent = await repo.member(merchantId, q.parent.trim().toLowerCase());
        if (!parent) throw new AppError('resource.not_found');
        const ups = (await repo.path(parent.id)).reverse();
        path = [...ups, parent].map((m) => ({ account: m.account, kind: memberKind(m.type, settings) }));
        found = await cons.children(merchantId, parent.id, settings.agentTypes, q.size, offset);
      } else found = await cons.children(merchantId, null, settings.agentTypes, q.size, offset);
      return { path, list: await nodes(found.rows, settings), total: found.total, page: q.page, size: q.size };
    },

    createAgent: async (
      merchantId: number,
      body: { mode: 'new'; account: string; password: string; upline: string | null } | { mode: 'promote'; account: string },
    ) => {
      const settings = await repo.settings(merchantId);
      if (body.mode === 'new') {
        const up = body.upline ? await repo.member(merchantId, body.upline.trim().toLowerCase()) : null;
        if (body.upline && !up) throw new AppError('resource.not_found');
        if (up && memberKind(up.type, settings) !== 'agent') throw new AppError('agent.not_agent');
        const type = up ? subType(settings) : topType(settings);
        const id = await repo.createMember({
          merchantId,
          account: body.account,
          type,
          parentId: up?.id ?? null,
          passwordHash: await hashPassword(body.password),
          inviteCode: randomBytes(4).toString('hex').toUpperCase(),
          at: now(),
        });
        if (id == null) throw new AppError('register.account_exists');
        return { id, account: body.account, upline: up?.account ?? null, type };
      }
      const m = await repo.member(merchantId, body.account.trim().toLowerCase());
      if (!m) throw new AppError('resource.not_found');
      const kind = memberKind(m.type, settings);
      if (kind === 'agent') throw new AppError('agent.already_agent');
      if (kind === 'trial') throw new AppError('trial.forbidden');
      const up = m.parent_id != null ? await repo.memberById(merchantId, m.parent_id) : null;
      // An agent's upline is an agent: a player referred by another player stays a player.
      if (up && memberKind(up.type, settings) !== 'agent') throw new AppError('agent.move_invalid');
      const type = up ? subType(settings) : topType(settings);
      if (!(await cons.setType(merchantId, m.id, m.type, type))) throw new AppError('agent.already_agent');
      return { id: m.id, account: m.account, upline: up?.account ?? null, type };
    },

    contracts: async (
      merchantId: number,
      q: { account?: string; kind?: ContractKindName; status?: ContractStatus; page: number; size: number },
    ) => {
      const empty = { list: [], total: 0, page: q.page, size: q.size };
      let agentId: number | undefined;
      if (q.account) {
        const m = await repo.member(merchantId, q.account.trim().toLowerCase());
        if (!m) return empty;
        agentId = m.id;
      }
      const { rows, total } = await cons.contractsPage(
        merchantId,
        { agentId, kind: q.kind, status: q.status },
        q.size,
        (q.page - 1) * q.size,
      );
      return { list: rows.map(viewOf), total, page: q.page, size: q.size };
    },

    offerOnBehalf: async (merchantId: number, body: Parameters<ContractsService['offerOnBehalf']>[2]) =>
      contracts.offerOnBehalf(merchantId, await repo.settings(merchantId), body),
    terminate: contracts.endByOperator,

    /** Runs of a kind (newest first) and, for salaries, ended periods of the last days with play and no run (DUE). */
    periods: async (merchantId: number, kind: ContractKind) => {
      const tz = await repo.timeZone(merchantId);
      const at = now();
      const runs = await cons.runs(merchantId, kind, 60);
      const known = new Set(runs.map((r) => r.period));
      const current = periodKey(kind, kind === 'DIVIDEND' ? 'DAILY' : null, at, tz);
      const due =
        kind === 'DIVIDEND'
          ? []
          : (await cons.playedPeriods(merchantId, kind, grainOfKind(kind), addDays(dayKey(at, tz), -DUE_DAYS)))
              .filter((p) => !known.has(p) && periodBounds(p, tz).end <= at)
              .map((period) => ({ period, status: 'DUE' as const, bills: 0, total: '0', at: null }));
      const list = [
        ...due,
        ...runs.map((r) => ({ period: r.period, status: r.status, bills: r.bills, total: r.total, at: new Date(r.at).toISOString() })),
      ].sort((a, b) => (a.period < b.period ? 1 : a.period > b.period ? -1 : 0));
      return { current, list };
    },

    preview,

    /** What a void is measured by (four-eyes): the live bills' total if the period ran, else its preview's; and what was paid. */
    voidAmount: async (merchantId: number, kind: ContractKind, period: string) => {
      const p = await preview(merchantId, kind, period);
      return { amount: BigInt(p.totals.amount), paid: BigInt(p.totals.paid) };
    },
    /** Voids a period in `exec` (an approval's transaction): false when a bill of it was paid. */
    voidIn: (exec: Db, merchantId: number, kind: ContractKind, period: string) =>
      createAgentBillsRepo(exec).voidPeriod(merchantId, kind, period),
  };
};
export type AgentsConsole = ReturnType<typeof createAgentsConsole>;
