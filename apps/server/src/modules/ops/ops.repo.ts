import { desc, sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';
import { opsAuditLog, opsOperators } from '../../db/schema';

export type OpsAuditEntry = { merchantId: number | null; actor: string; action: string; payload: unknown; ip: string };

/** Operators, their keys (hashed) and the audit log; the merchant an action names, by code. */
export const createOpsRepo = (db: Db) => ({
  merchantByCode: async (code: string) => {
    const row = rowsOf<{ id: number; currency_decimals: number; time_zone: string; currency_code: string }>(
      await db.execute(sql`SELECT id, currency_decimals, time_zone, currency_code FROM merchants WHERE code = ${code.toUpperCase()}`),
    )[0];
    return row
      ? { id: Number(row.id), decimals: Number(row.currency_decimals), timeZone: row.time_zone, currency: row.currency_code }
      : null;
  },

  operatorByKeyHash: async (keyHash: string) =>
    rowsOf<{ name: string; role: 'ADMIN' | 'FINANCE' | 'SUPPORT'; merchant_id: number | null; scopes: string[] | null }>(
      await db.execute(sql`SELECT name, role, merchant_id, scopes FROM ops_operators WHERE key_hash = ${keyHash} AND NOT disabled`),
    )[0] ?? null,

  operatorExists: async (name: string) => rowsOf(await db.execute(sql`SELECT 1 FROM ops_operators WHERE name = ${name}`)).length > 0,

  addOperator: (o: {
    name: string;
    keyHash: string;
    role: 'ADMIN' | 'FINANCE' | 'SUPPORT';
    merchantId: number | null;
    scopes: string[] | null;
  }) => db.insert(opsOperators).values({ name: o.name, keyHash: o.keyHash, role: o.role, merchantId: o.merchantId, scopes: o.scopes }),

  operators: () =>
    db
      .select({
        id: opsOperators.id,
        name: opsOperators.name,
        role: opsOperators.role,
        merchantId: opsOperators.merchantId,
        scopes: opsOperators.scopes,
        disabled: opsOperators.disabled,
        createdAt: opsOperators.createdAt,
      })
      .from(opsOperators)
      .orderBy(opsOperators.id),

  audit: (e: OpsAuditEntry) =>
    db.insert(opsAuditLog).values({ merchantId: e.merchantId, actor: e.actor, action: e.action, payload: e.payload ?? {}, ip: e.ip }),

  latestAudit: (limit: number) => db.select().from(opsAuditLog).orderBy(desc(opsAuditLog.id)).limit(limit),
});
export type OpsRepo = ReturnType<typeof createOpsRepo>;
