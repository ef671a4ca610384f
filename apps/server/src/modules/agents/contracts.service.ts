import { type ContractFlags, type ContractKindName, type ContractView, contractModules, memberKind } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import type { Db } from '../../db/client';
import type { ContractKind, ContractTier, DividendCycle } from '../../db/schema';
import { type ContractRow, type OfferTerms, createAgentsRepo } from './agents.repo';
import { normalTiers, withinRates } from './tiers';

/** An offer nobody answers lapses (EXPIRED) after this long. */
export const OFFER_DAYS = 7;

export const viewOf = (c: ContractRow): ContractView => ({
  id: c.id,
  kind: c.kind,
  cycle: c.cycle,
  status: c.status,
  agentId: c.agent_id,
  agentAccount: c.agent_account,
  uplineAccount: c.upline_account,
  tiers: c.tiers,
  pendingTermination: c.pending_termination,
  offeredAt: new Date(c.offered_at).toISOString(),
  expiresAt: new Date(c.expires_at).toISOString(),
  decidedAt: c.decided_at ? new Date(c.decided_at).toISOString() : null,
  endedAt: c.ended_at ? new Date(c.ended_at).toISOString() : null,
  endReason: c.end_reason,
});

/** The agent centre is for agents: a member (or trial) account is refused before anything is read. */
export const requireAgent = (actor: Actor) => {
  if (memberKind(actor.member.type, actor.merchant.row.settings) !== 'agent') throw new AppError('agent.only');
};
const requireKind = (actor: Actor, kind: ContractKind) => {
  if (actor.merchant.modules[contractModules[kind]] !== true) throw new AppError('function.not.available');
};
const flagOf = (pending: ContractRow | undefined) => (!pending ? 0 : pending.status === 'OFFERED' ? 1 : 2);

/**
 * Contract requests (spec section 4): an upline offers (a new contract, or the end of one), the downline accepts,
 * refuses or terminates. A rate never exceeds the upline's own at any base; when an agent accepts a contract lower
 * than what its own downline holds, that downline's contract ends at once (UPLINE_RATE).
 */
export const createContractsService = (deps: { db: Db; now?: () => Date }) => {
  const { db } = deps;
  const repo = createAgentsRepo(db);
  const now = deps.now ?? (() => new Date());

  const checkTerms = (kind: ContractKind, cycle: DividendCycle | null | undefined) => {
    if (kind === 'DIVIDEND' && !cycle) throw new AppError('request_param_err');
    return kind === 'DIVIDEND' ? (cycle as DividendCycle) : null;
  };

  /** Writes an offer: an earlier unanswered offer of the kind to the same agent lapses (REPLACED). */
  const writeOffer = async (v: OfferTerms) => {
    const at = now();
    const id = await db.transaction(async (tx) => {
      await repo.lockMembers(tx, v.uplineId != null ? [v.uplineId, v.agentId] : [v.agentId]);
      // The upline's own contract as it is now (it may have changed since the request was checked).
      if (v.uplineId != null) {
        const own = await repo.activeOf(v.uplineId, v.kind, tx);
        if (!own) throw new AppError('agent.no_own_contract');
        if (!withinRates(v.tiers, own.tiers)) throw new AppError('agent.rate_above_own');
      }
      const locked = await repo.lockKind(tx, v.agentId, v.kind);
      const earlier = locked.filter((c) => c.agent_id === v.agentId && c.status === 'OFFERED').map((c) => c.id);
      await repo.setStatus(tx, earlier, ['OFFERED'], 'EXPIRED', 'REPLACED', at);
      return repo.insertOffer(tx, { ...v, expiresAt: new Date(at.getTime() + OFFER_DAYS * 86_400_000) });
    });
    return viewOf((await repo.contract(v.merchantId, id)) as ContractRow);
  };

  /** The caller's direct downline agent named by account; anyone else is refused without saying who exists. */
  const directDownlineAgent = async (actor: Actor, account: string) => {
    const target = await repo.member(actor.merchant.id, account.trim().toLowerCase());
    const depth = target ? await repo.depthUnder(actor.member.id, target.id) : undefined;
    if (!target || depth === undefined || depth === 0) throw new AppError('agent.not_in_team');
    if (depth !== 1) throw new AppError('agent.not_direct_downline');
    if (memberKind(target.type, actor.merchant.row.settings) !== 'agent') throw new AppError('agent.not_agent');
    return target;
  };

  const pendingOf = async (agentId: number) => {
    const rows = await repo.contractsOf(agentId, ['OFFERED', 'ACTIVE']);
    return {
      offered: rows.filter((c) => c.status === 'OFFERED'),
      active: rows.filter((c) => c.status === 'ACTIVE'),
    };
  };

  const service = {
    offer: async (actor: Actor, body: { account: string; kind: ContractKindName; cycle?: DividendCycle | null; tiers: ContractTier[] }) => {
      requireAgent(actor);
      requireKind(actor, body.kind);
      const cycle = checkTerms(body.kind, body.cycle);
      const target = await directDownlineAgent(actor, body.account);
      const own = await repo.activeOf(actor.member.id, body.kind);
      if (!own) throw new AppError('agent.no_own_contract');
      if (body.kind === 'DIVIDEND' && own.cycle !== cycle) throw new AppError('agent.cycle_mismatch');
      const tiers = normalTiers(body.tiers);
      if (!withinRates(tiers, own.tiers)) throw new AppError('agent.rate_above_own');
      return writeOffer({
        merchantId: actor.merchant.id,
        kind: body.kind,
        agentId: target.id,
        uplineId: actor.member.id,
        cycle,
        tiers,
        templateId: null,
      });
    },

    /** Operator: a template offered to a top-level agent (no upline): the merchant pays it. */
    opsOffer: async (merchantId: number, settings: { agentTypes: number[]; trialTypes: number[] }, account: string, templateId: number) => {
      const target = await repo.member(merchantId, account.trim().toLowerCase());
      if (!target) throw new AppError('resource.not_found');
      if (memberKind(target.type, settings) !== 'agent') throw new AppError('agent.not_agent');
      if (target.parent_id != null) throw new AppError('agent.top_level_only');
      const t = (await repo.templates(merchantId)).find((x) => x.id === templateId && x.enabled);
      if (!t) throw new AppError('resource.not_found');
      return writeOffer({
        merchantId,
        kind: t.kind,
        agentId: target.id,
        uplineId: null,
        cycle: t.cycle,
        tiers: normalTiers(t.tiers),
        templateId,
      });
    },

    /**
     * Operator: an offer to an agent made for its upline, checked as if the upline offered it (the upline's own
     * contract of the kind caps every tier; a dividend keeps the upline's cycle). Top-level agents get templates.
     */
    offerOnBehalf: async (
      merchantId: number,
      settings: { agentTypes: number[]; trialTypes: number[] },
      body: { account: string; kind: ContractKindName; cycle?: DividendCycle | null; tiers: ContractTier[] },
    ) => {
      const cycle = checkTerms(body.kind, body.cycle);
      const target = await repo.member(merchantId, body.account.trim().toLowerCase());
      if (!target) throw new AppError('resource.not_found');
      if (memberKind(target.type, settings) !== 'agent') throw new AppError('agent.not_agent');
      if (target.parent_id == null) throw new AppError('agent.no_upline');
      const own = await repo.activeOf(target.parent_id, body.kind);
      if (!own) throw new AppError('agent.no_own_contract');
      if (body.kind === 'DIVIDEND' && own.cycle !== cycle) throw new AppError('agent.cycle_mismatch');
      const tiers = normalTiers(body.tiers);
      if (!withinRates(tiers, own.tiers)) throw new AppError('agent.rate_above_own');
      return writeOffer({ merchantId, kind: body.kind, agentId: target.id, uplineId: target.parent_id, cycle, tiers, templateId: null });
    },

    /** Operator: an active contract ends (TERMINATED), or an open offer is withdrawn (EXPIRED), by the operator. */
    endByOperator: async (merchantId: number, contractId: number) => {
      const c = await repo.contract(merchantId, contractId);
      if (!c) throw new AppError('agent.contract_not_found');
      if (c.status !== 'ACTIVE' && c.status !== 'OFFERED') throw new AppError('agent.contract_state');
      const changed = await db.transaction(async (tx) => {
        await repo.lockMembers(tx, [c.agent_id]);
        return repo.setStatus(tx, [c.id], [c.status], c.status === 'ACTIVE' ? 'TERMINATED' : 'EXPIRED', 'OPERATOR', now());
      });
      if (changed !== 1) throw new AppError('agent.contract_state');
      return viewOf((await repo.contract(merchantId, contractId)) as ContractRow);
    },

    requestTermination: async (actor: Actor, contractId: number) => {
      requireAgent(actor);
      const c = await repo.contract(actor.merchant.id, contractId);
      if (!c || c.upline_id !== actor.member.id) throw new AppError('agent.contract_not_found');
      requireKind(actor, c.kind);
      if (c.status !== 'ACTIVE') throw new AppError('agent.contract_state');
      await db.transaction(async (tx) => {
        if (!(await repo.setPendingTermination(tx, c.id, true))) throw new AppError('agent.contract_state');
      });
      return viewOf((await repo.contract(actor.merchant.id, contractId)) as ContractRow);
    },

    /** The relays: read the kind's contract and its waiting request, or answer it (accept, refuse, terminate). */
    relay: async (actor: Actor, kind: ContractKind, body: { action: 'GET' | 'ACCEPT' | 'REFUSE' | 'TERMINATE'; contractId?: number }) => {
      requireAgent(actor);
      const me = actor.member.id;
      if (body.action !== 'GET') await service.answer(actor, kind, body.action, body.contractId);
      const { offered, active } = await pendingOf(me);
      const current = active.find((c) => c.kind === kind);
      const waiting = offered.find((c) => c.kind === kind) ?? (current?.pending_termination ? current : undefined);
      return { contract: current ? viewOf(current) : null, pending: waiting ? viewOf(waiting) : null };
    },

    answer: async (actor: Actor, kind: ContractKind, action: 'ACCEPT' | 'REFUSE' | 'TERMINATE', contractId?: number) => {
      const me = actor.member.id;
      const at = now();
      await db.transaction(async (tx) => {
        await repo.lockMembers(tx, [me]);
        const locked = await repo.lockKind(tx, me, kind);
        const mine = locked.filter((c) => c.agent_id === me);
        const offer = mine.find((c) => c.status === 'OFFERED' && (contractId == null || c.id === contractId));
        const active = mine.find((c) => c.status === 'ACTIVE' && (contractId == null || c.id === contractId || !offer));
        if (action === 'TERMINATE') {
          if (!active) throw new AppError('agent.contract_not_found');
          await repo.setStatus(tx, [active.id], ['ACTIVE'], 'TERMINATED', 'AGENT', at);
          return;
        }
        if (offer) {
          if (action === 'REFUSE') {
            await repo.setStatus(tx, [offer.id], ['OFFERED'], 'REFUSED', null, at);
            return;
          }
          if (new Date(offer.expires_at) <= at) {
            await repo.setStatus(tx, [offer.id], ['OFFERED'], 'EXPIRED', 'NOT_ANSWERED', at);
            throw new AppError('agent.contract_state');
          }
          // The upline's own rate may have dropped since it offered: an offer above it can no longer be taken.
          if (offer.upline_id != null) {
            const uplines = await repo.activeOf(offer.upline_id, kind, tx);
            if (!uplines || !withinRates(offer.tiers, uplines.tiers)) {
              await repo.setStatus(tx, [offer.id], ['OFFERED'], 'EXPIRED', 'UPLINE_RATE', at);
              throw new AppError('agent.rate_above_own');
            }
          }
          const old = mine.filter((c) => c.status === 'ACTIVE').map((c) => c.id);
          await repo.setStatus(tx, old, ['ACTIVE'], 'TERMINATED', 'REPLACED', at);
          await repo.setStatus(tx, [offer.id], ['OFFERED'], 'ACTIVE', null, at);
          // Spec section 4: a downline holding more than the new rate loses its contract (an offer above it lapses).
          const over = locked.filter((c) => c.upline_id === me && !withinRates(c.tiers, offer.tiers));
          await repo.setStatus(
            tx,
            over.filter((c) => c.status === 'ACTIVE').map((c) => c.id),
            ['ACTIVE'],
            'TERMINATED',
            'UPLINE_RATE',
            at,
          );
          await repo.setStatus(
            tx,
            over.filter((c) => c.status === 'OFFERED').map((c) => c.id),
            ['OFFERED'],
            'EXPIRED',
            'UPLINE_RATE',
            at,
          );
          return;
        }
        if (active?.pending_termination) {
          if (action === 'ACCEPT') await repo.setStatus(tx, [active.id], ['ACTIVE'], 'TERMINATED', 'UPLINE_REQUEST', at);
          else await repo.setPendingTermination(tx, active.id, false);
          return;
        }
        throw new AppError('agent.contract_not_found');
      });
    },

    /** A direct downline's contracts and the caller's own (what an offer may not exceed). */
    downlineContracts: async (actor: Actor, account: string) => {
      requireAgent(actor);
      const target = await directDownlineAgent(actor, account);
      const [theirs, own] = await Promise.all([
        repo.contractsOf(target.id, ['OFFERED', 'ACTIVE', 'TERMINATED', 'REFUSED', 'EXPIRED']),
        repo.contractsOf(actor.member.id, ['ACTIVE']),
      ]);
      return { list: theirs.slice(0, 50).map(viewOf), own: own.map(viewOf) };
    },

    /** Consolidated flags (spec section 3) and the derived ones the client shows pages and the modal by. */
    flags: async (actor: Actor): Promise<ContractFlags> => {
      const kindIsAgent = memberKind(actor.member.type, actor.merchant.row.settings) === 'agent';
      if (!kindIsAgent)
        return {
          dailysalreqtype: 0,
          divtypereq: 0,
          contracthoursalreq: 0,
          realtimesalreqtype: 0,
          dailySalary: false,
          hourSalary: false,
          salary: false,
          dividend: false,
          enableCt: false,
          pending: [],
          active: [],
        };
      const { offered, active } = await pendingOf(actor.member.id);
      const held = new Set(await repo.everHeld(actor.member.id));
      const on = (k: ContractKind) => actor.merchant.modules[contractModules[k]] === true;
      const waiting = (k: ContractKind) =>
        on(k) ? (offered.find((c) => c.kind === k) ?? active.find((c) => c.kind === k && c.pending_termination)) : undefined;
      const pending = (['DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND'] as const).map(waiting).filter((c): c is ContractRow => c != null);
      return {
        dailysalreqtype: flagOf(waiting('DAILY')),
        divtypereq: flagOf(waiting('DIVIDEND')),
        contracthoursalreq: flagOf(waiting('HOURLY')),
        realtimesalreqtype: flagOf(waiting('REALTIME')),
        dailySalary: on('DAILY') && held.has('DAILY'),
        hourSalary: on('HOURLY') && held.has('HOURLY'),
        salary: on('REALTIME') && held.has('REALTIME'),
        dividend: on('DIVIDEND') && held.has('DIVIDEND'),
        enableCt: pending.length > 0,
        pending: pending.map(viewOf),
        active: active.filter((c) => on(c.kind)).map(viewOf),
      };
    },

    expireOffers: () => repo.expireOffers(now()),
  };
  return service;
};
export type ContractsService = ReturnType<typeof createContractsService>;
