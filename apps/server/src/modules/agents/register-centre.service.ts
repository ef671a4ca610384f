import { randomInt } from 'node:crypto';
import { type ContractKindName, contractModules, memberKind } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';
import { hashPassword } from '../../core/passwords';
import type { Db } from '../../db/client';
import type { ContractTier, DividendCycle } from '../../db/schema';
import type { DomainEvent } from '../outbox';
import { createAgentsRepo } from './agents.repo';
import { requireAgent, OFFER_DAYS } from './contracts.service';
import { normalTiers, withinRates } from './tiers';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Ten characters: never one of the members' own eight-character codes. */
const newCode = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The sub-agent type an agent makes: 2 when the merchant counts it as an agent type, else its first agent type. */
const subAgentType = (agentTypes: number[]) => (agentTypes.includes(2) ? 2 : (agentTypes[0] ?? 1));

/**
 * registerCenter: an agent makes a member or sub-agent directly, or an invitation code (link and QR) that carries the
 * account type and the contracts the newcomer is offered; an agent never gives more than it holds itself.
 */
export const createRegisterCentre = (deps: { db: Db; now?: () => Date }) => {
  const repo = createAgentsRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  const checkOffers = async (actor: Actor, offers: { kind: ContractKindName; cycle?: DividendCycle | null; tiers: ContractTier[] }[]) => {
    const out = [];
    for (const o of offers) {
      if (actor.merchant.modules[contractModules[o.kind]] !== true) throw new AppError('function.not.available');
      const own = await repo.activeOf(actor.member.id, o.kind);
      if (!own) throw new AppError('agent.no_own_contract');
      const cycle = o.kind === 'DIVIDEND' ? (o.cycle ?? null) : null;
      if (o.kind === 'DIVIDEND' && own.cycle !== cycle) throw new AppError('agent.cycle_mismatch');
      const tiers = normalTiers(o.tiers);
      if (!withinRates(tiers, own.tiers)) throw new AppError('agent.rate_above_own');
      out.push({ kind: o.kind, cycle, tiers });
    }
    if (new Set(out.map((o) => o.kind)).size !== out.length) throw new AppError('request_param_err');
    return out;
  };

  const view = (actor: Actor, i: Awaited<ReturnType<typeof repo.invites>>[number]) => ({
    id: i.id,
    code: i.code,
    accountType: memberKind(i.account_type, actor.merchant.row.settings) === 'agent' ? ('agent' as const) : ('member' as const),
    offers: i.offers.map((o) => ({ kind: o.kind, cycle: o.cycle ?? null, tiers: o.tiers })),
    uses: i.uses,
    createdAt: new Date(i.created_at).toISOString(),
  });

  return {
    invites: async (actor: Actor) => {
      requireAgent(actor);
      return { list: (await repo.invites(actor.member.id)).map((i) => view(actor, i)) };
    },

    createInvite: async (
      actor: Actor,
      body: { accountType: 'member' | 'agent'; offers: { kind: ContractKindName; cycle?: DividendCycle | null; tiers: ContractTier[] }[] },
    ) => {
      requireAgent(actor);
      if (body.accountType === 'member' && body.offers.length > 0) throw new AppError('request_param_err');
      const offers = await checkOffers(actor, body.offers);
      const accountType = body.accountType === 'agent' ? subAgentType(actor.merchant.row.settings.agentTypes) : 0;
      const code = newCode();
      await repo.addInvite({ merchantId: actor.merchant.id, agentId: actor.member.id, code, accountType, offers });
      const made = (await repo.invites(actor.member.id)).find((i) => i.code === code);
      return view(actor, made as NonNullable<typeof made>);
    },

    createDownline: async (actor: Actor, body: { username: string; password: string; accountType: 'member' | 'agent' }) => {
      requireAgent(actor);
      const type = body.accountType === 'agent' ? subAgentType(actor.merchant.row.settings.agentTypes) : 0;
      const id = await repo.createMember({
        merchantId: actor.merchant.id,
        account: body.username.toLowerCase(),
        type,
        parentId: actor.member.id,
        passwordHash: await hashPassword(body.password),
        inviteCode: newCode().slice(0, 8),
        at: now(),
      });
      if (id == null) throw new AppError('register.account_exists');
      return { id, account: body.username.toLowerCase(), accountType: body.accountType };
    },

    /** The accounts module's port: an invitation of an active agent, and the type its newcomer gets. */
    resolve: async (merchantId: number, code: string) => {
      if (!/^[A-Z0-9]{10}$/.test(code)) return null;
      const r = await repo.resolveInvite(merchantId, code, (await repo.settings(merchantId)).agentTypes);
      return r ? { agentId: r.agent_id, accountType: r.account_type } : null;
    },

    /**
     * The consumer's part: a newcomer registered with an invitation is offered the invitation's contracts by the
     * inviting agent (each still within the agent's own contract at that moment; one that no longer is, is left out).
     */
    onRegistered: async (tx: Db, events: DomainEvent[]) => {
      const txRepo = createAgentsRepo(tx);
      for (const e of events) {
        const code = typeof e.payload.invite === 'string' ? e.payload.invite : null;
        if (e.type !== 'member.registered' || !code || e.subjectId == null) continue;
        const invite = await txRepo.inviteByCode(tx, e.merchantId, code);
        if (!invite) continue;
        await txRepo.inviteUsed(tx, invite.id);
        for (const o of invite.offers) {
          const own = await txRepo.activeOf(invite.agent_id, o.kind, tx);
          if (!own || !withinRates(o.tiers, own.tiers)) continue;
          await txRepo.insertOffer(tx, {
            merchantId: e.merchantId,
            kind: o.kind,
            agentId: e.subjectId,
            uplineId: invite.agent_id,
            cycle: o.cycle ?? null,
            tiers: o.tiers,
            templateId: null,
            expiresAt: new Date(now().getTime() + OFFER_DAYS * 86_400_000),
          });
        }
      }
    },
  };
};
export type RegisterCentre = ReturnType<typeof createRegisterCentre>;
