import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { opsRoles } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { createOpsRepo, type OpsAuditEntry } from './ops.repo';

export type OpsRole = 'SUPERUSER' | (typeof opsRoles)[number];
export type OpsPermission = 'read' | 'money' | 'admin';
export type OpsActor = { name: string; role: OpsRole; merchantId: number | null };
/** Who calls the operator API: the Authorization header as sent, and the address (for the audit log). */
/** The operator's credentials as a request carries them (the key is a required field: a raw request is not a caller). */
export type OpsCaller = { authorization: string | undefined; ip: string };

const grants: Record<OpsRole, OpsPermission[]> = {
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
    return { name: `operator:${row.name}`, role: row.role, merchantId: row.merchant_id == null ? null : Number(row.merchant_id) };
  };

  return {
    authenticate,
    /** The operator, if its role grants `perm` and (for a merchant-bound operator) the merchant is its own. */
    require: async (caller: OpsCaller, perm: OpsPermission, merchantId?: number) => {
      const actor = await authenticate(caller);
      if (!grants[actor.role].includes(perm)) throw new AppError('ops.forbidden');
      if (actor.merchantId !== null && (merchantId === undefined || actor.merchantId !== merchantId)) throw new AppError('ops.forbidden');
      return actor;
    },
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
