import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../core/app-error';
import { permissionOf } from '@wl/contracts';
import type { OperatorActArgs, OperatorGate, OpsActor, OpsPermission } from '../../core/context';
import type { Db } from '../../db/client';
import { createOpsRepo, type OpsAuditEntry } from './ops.repo';

/** The roles of operator keys (a staff member's role is data, decision 025). */
export type OpsRole = 'SUPERUSER' | 'ADMIN' | 'FINANCE' | 'SUPPORT';
export type { OpsActor, OpsPermission };
/** Who calls the operator API: the Authorization header as sent, and the address (for the audit log). */
/** The operator's credentials as a request carries them (the key is a required field: a raw request is not a caller). */
export type OpsCaller = { authorization: string | undefined; ip: string };

const grants: Record<OpsRole, readonly OpsPermission[]> = {
  SUPERUSER: ['read', 'money', 'admin'],
  ADMIN: ['read', 'money', 'admin'],
  FINANCE: ['read', 'money'],
  SUPPORT: ['read'],
};

export const hashOpsKey = (key: string) => createHash('sha256').update(key).digest('hex');
export const newOpsKey = () => `ops_${randomBytes(24).toString('base64url')}`;

/**
 * Operator authentication: OPS_API_KEY is the bootstrap superuser; every other operator has its own key (stored
 * hashed), a role, and optionally one merchant it may act on.
 */
export const createOpsAuth = (deps: { db: Db; apiKey?: string }) => {
  const master = deps.apiKey ? Buffer.from(deps.apiKey) : null;
  const repo = createOpsRepo(deps.db);

  const authenticate = async (caller: OpsCaller): Promise<OpsActor> => {
    const given = String(caller.authorization ?? '')
      .replace(/^Bearer\s+/i, '')
      .trim();
    if (!given || given.length > 200) throw new AppError('auth.required');
    const g = Buffer.from(given);
    if (master && g.length === master.length && timingSafeEqual(g, master))
      return { name: 'ops-api-key', role: 'SUPERUSER', merchantId: null };
    const row = await repo.operatorByKeyHash(hashOpsKey(given));
    if (!row) throw new AppError('auth.required');
    const actor: OpsActor = {
      name: `operator:${row.name}`,
      role: row.role,
      merchantId: row.merchant_id == null ? null : Number(row.merchant_id),
    };
    // A scoped key is held to its scopes as a staff member to a role's permissions; an unscoped one to its role's levels.
    return row.scopes ? { ...actor, permissions: row.scopes } : actor;
  };

  /**
   * Refuses unless the actor may do the action — a staff member's role holds the permission the action needs
   * (`permissionOf`), a key's role grants the action's level — and (for a merchant-bound operator) the merchant is its own.
   */
  const authorise = (actor: OpsActor, perm: OpsPermission, merchantId?: number, action?: string) => {
    const allowed = actor.permissions
      ? action !== undefined && actor.permissions.includes(permissionOf(action, perm))
      : (grants[actor.role as OpsRole]?.includes(perm) ?? false);
    if (!allowed) throw new AppError('ops.forbidden');
    // A staff member scoped to an agent's downline works on those players only: nothing merchant-wide.
    if (actor.agentId !== undefined && !(action?.startsWith('players.') || action?.startsWith('filters.')))
      throw new AppError('ops.forbidden');
    if (actor.merchantId !== null && (merchantId === undefined || actor.merchantId !== merchantId)) throw new AppError('ops.forbidden');
    return actor;
  };

  /** Authorises, runs and (for anything but a read) audits one operator action; a refusal is audited too. */
  const act = async <T>(actor: OpsActor, ip: string, ...[perm, merchantCode, action, payload, fn]: OperatorActArgs<T>): Promise<T> => {
    const m = merchantCode ? await repo.merchantByCode(merchantCode) : { id: 0, decimals: 2, timeZone: 'UTC', currency: '' };
    if (!m) throw new AppError('resource.not_found');
    const entry = { merchantId: merchantCode ? m.id : null, actor: actor.name, action, ip };
    try {
      authorise(actor, perm, merchantCode ? m.id : undefined, action);
    } catch (err) {
      // A refusal goes to the chain of the operator's own merchant (or the target's, for an unbound operator), so no
      // one can write into another merchant's log by asking for what they may not do.
      const merchantId = actor.merchantId ?? entry.merchantId;
      await repo.audit({ ...entry, merchantId, payload: { ...payload, merchant: merchantCode, outcome: 'ops.forbidden' } });
      throw err;
    }
    try {
      const value = await fn({
        actor: actor.name,
        role: actor.role,
        merchantId: m.id,
        decimals: m.decimals,
        timeZone: m.timeZone,
        currency: m.currency,
        agentId: actor.agentId ?? null,
      });
      if (perm !== 'read') await repo.audit({ ...entry, payload: { ...payload, outcome: 'ok' } });
      return value;
    } catch (err) {
      await repo.audit({ ...entry, payload: { ...payload, outcome: (err as AppError).code ?? 'system.error' } });
      throw err;
    }
  };

  const gate: OperatorGate = { authenticate, act };
  return {
    authenticate,
    act,
    /** The port the platform's auth plugin calls for every operator endpoint. */
    gate,
    /** The operator, if its role grants `perm` and (for a merchant-bound operator) the merchant is its own. */
    require: async (caller: OpsCaller, perm: OpsPermission, merchantId?: number) => authorise(await authenticate(caller), perm, merchantId),
    /** The bootstrap key only (merchant configuration): answers the actor name written to the audit log. */
    requireMaster: (caller: OpsCaller) => {
      const given = Buffer.from(String(caller.authorization ?? '').replace(/^Bearer\s+/i, ''));
      if (!master || given.length !== master.length || !timingSafeEqual(given, master)) throw new AppError('auth.required');
      return 'ops-api-key';
    },
    audit: (entry: OpsAuditEntry) => repo.audit(entry),
  };
};
export type OpsAuth = ReturnType<typeof createOpsAuth>;
