import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { rowsOf } from '../../core/sql';

export const opsRoles = ['ADMIN', 'FINANCE', 'SUPPORT'] as const;
export type OpsRole = 'SUPERUSER' | (typeof opsRoles)[number];
export type OpsPermission = 'read' | 'money' | 'admin';
export type OpsActor = { name: string; role: OpsRole; merchantId: number | null };

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

  const authenticate = async (req: FastifyRequest): Promise<OpsActor> => {
    const given = String(req.headers.authorization ?? '')
      .replace(/^Bearer\s+/i, '')
      .trim();
    if (!given || given.length > 200) throw new AppError('auth.required');
    const g = Buffer.from(given);
    if (master && g.length === master.length && timingSafeEqual(g, master))
      return { name: 'ops-api-key', role: 'SUPERUSER', merchantId: null };
    const row = rowsOf<{ name: string; role: OpsRole; merchant_id: number | null }>(
      await deps.db.execute(sql`SELECT name, role, merchant_id FROM ops_operators WHERE key_hash = ${hashOpsKey(given)} AND NOT disabled`),
    )[0];
    if (!row) throw new AppError('auth.required');
    return { name: `operator:${row.name}`, role: row.role, merchantId: row.merchant_id == null ? null : Number(row.merchant_id) };
  };

  return {
    authenticate,
    /** The operator, if its role grants `perm` and (for a merchant-bound operator) the merchant is its own. */
    require: async (req: FastifyRequest, perm: OpsPermission, merchantId?: number) => {
      const actor = await authenticate(req);
      if (!grants[actor.role].includes(perm)) throw new AppError('ops.forbidden');
      if (actor.merchantId !== null && (merchantId === undefined || actor.merchantId !== merchantId)) throw new AppError('ops.forbidden');
      return actor;
    },
    audit: (entry: { merchantId: number | null; actor: string; action: string; payload: unknown; ip: string }) =>
      deps.db.execute(sql`INSERT INTO ops_audit_log (merchant_id, actor, action, payload, ip)
        VALUES (${entry.merchantId}, ${entry.actor}, ${entry.action}, ${JSON.stringify(entry.payload ?? {})}::jsonb, ${entry.ip})`),
  };
};
export type OpsAuth = ReturnType<typeof createOpsAuth>;
