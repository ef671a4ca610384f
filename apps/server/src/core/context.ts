import type { EncryptedBody, LanguageCode, WhitelabelNode } from '@wl/contracts';
import type { merchants } from '../db/schema';

/**
 * The request context every layer shares: who the merchant is, who is calling. Modules produce these values; the
 * platform plugins only read them through the small ports below, so platform/ never imports a module.
 */
export type MerchantRow = typeof merchants.$inferSelect;
export type RegionRule = { kind: 'COUNTRY' | 'IP_RANGE'; value: string; action: 'BLOCK' | 'ALLOW' };

export type MerchantContext = {
  id: number;
  code: string;
  row: MerchantRow;
  tree: WhitelabelNode[];
  modules: Record<string, boolean>;
  regionRules: RegionRule[];
};

/** The signed-in member of a request (sessions module). */
export type AuthContext = {
  sessionId: number;
  member: {
    id: number;
    merchantId: number;
    account: string;
    nickname: string | null;
    type: number;
    status: string;
    /** The direct upline (same merchant), read with the session: the wallet's transfer to upline needs no query. */
    upline?: { id: number; account: string } | null;
  };
};

/** A member acting through the API: the merchant of the request and the session's member. */
export type Actor = { merchant: MerchantContext; member: AuthContext['member'] };

/** Ports the platform plugins call; app.ts passes the modules that implement them. */
export type MerchantDirectory = { get: (code: string) => Promise<MerchantContext | null> };
export type SessionResolver = { resolve: (token: string, merchantId: number, opts?: { touch?: boolean }) => Promise<AuthContext> };
export type AccessGate = {
  maintenanceOf: (m: MerchantContext, lang: LanguageCode) => { enabled: boolean };
  regionOf: (m: MerchantContext, ip: string) => { restricted: boolean };
};
/** Authenticates an operator key (ops module); refuses with auth.required. Permissions stay with the operator service. */
export type OperatorGate = { authenticate: (caller: { authorization: string | undefined; ip: string }) => Promise<unknown> };
export type BodyDecryptor = { decrypt: (body: EncryptedBody) => unknown };
/** A cache other server copies can invalidate (Redis pub/sub). */
export type SharedCache = { onInvalidate: (fn: (key: string) => void) => void; dropLocal: (key: string) => void };
