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
    /**
     * The vendors a recall before money leaves main asks (transfer-wallet vendors holding money, or with a move still
     * open), read with the session on the routes that move money out (`config.recall`): the move needs no query.
     */
    recall?: string[];
  };
};

/** A member acting through the API: the merchant of the request and the session's member. */
export type Actor = { merchant: MerchantContext; member: AuthContext['member'] };

/** Ports the platform plugins call; app.ts passes the modules that implement them. */
export type MerchantDirectory = { get: (code: string) => Promise<MerchantContext | null> };
export type SessionResolver = {
  resolve: (token: string, merchantId: number, opts?: { touch?: boolean; recall?: boolean }) => Promise<AuthContext>;
};
export type AccessGate = {
  maintenanceOf: (m: MerchantContext, lang: LanguageCode) => { enabled: boolean };
  regionOf: (m: MerchantContext, ip: string) => { restricted: boolean };
};
/** The level an operator action declares: read, move money, administer (an API key's role grants levels). */
export type OpsPermission = 'read' | 'money' | 'admin';
/**
 * An authenticated operator: the bootstrap key (SUPERUSER), an operator key of its own (a legacy role granting
 * levels), or a signed-in staff member (a role of data: `permissions` lists what it may do, decision 025). Bound to one
 * merchant or none.
 */
export type OpsActor = {
  name: string;
  role: string;
  merchantId: number | null;
  permissions?: string[];
  /** A staff member's data scope: the agent (member id) whose downline alone they see. */
  agentId?: number;
};

/** A signed-in (or signing-in) staff member of a request on a staff endpoint (decision 025). */
export type StaffContext = {
  sessionId: number;
  staffId: number;
  username: string;
  merchantId: number | null;
  stage: 'ENROL' | 'TOTP' | 'PASSWORD' | 'ACTIVE';
};
/** The staff port (staff module): a token's live session, refused with auth.required when none (or not yet active). */
export type StaffResolver = { resolve: (token: string, opts: { pending: boolean }) => Promise<StaffContext> };
/** The merchant an operator action runs on, once authorised: the audit's actor name and the merchant's decimals. */
export type OperatorScope = {
  actor: string;
  role: OpsActor['role'];
  merchantId: number;
  decimals: number;
  /** The merchant's own time zone and currency (read with it: a report needs no second read of the merchant). */
  timeZone: string;
  currency: string;
  /** The agent whose downline alone the operator sees (a staff member's data scope), or null: the whole merchant. */
  agentId: number | null;
};
/** What one operator action is: the permission it needs, the merchant (by code; none for a cross-merchant action), its
 * audit name and payload, and the work, run with the merchant's scope once authorised. */
export type OperatorActArgs<T> = [
  perm: OpsPermission,
  merchantCode: string | null,
  action: string,
  payload: object,
  fn: (scope: OperatorScope) => Promise<T>,
];
/** Runs one operator action: authorises it (role, own merchant), runs it, audits it (a refusal too). */
export type OperatorAct = <T>(...args: OperatorActArgs<T>) => Promise<T>;
/** The operator of a call on an `auth: 'ops'` endpoint, as route() hands it to the handler. */
export type Operator = { actor: OpsActor; ip: string; act: OperatorAct };
/**
 * The operator port (implemented by the ops module): authenticates a key (auth.required when it is none) and
 * authorises, runs and audits an action of an authenticated operator.
 */
export type OperatorGate = {
  authenticate: (caller: { authorization: string | undefined; ip: string }) => Promise<OpsActor>;
  act: <T>(actor: OpsActor, ip: string, ...args: OperatorActArgs<T>) => Promise<T>;
};
export type BodyDecryptor = { decrypt: (body: EncryptedBody) => unknown };
/** A cache other server copies can invalidate (Redis pub/sub). */
export type SharedCache = { onInvalidate: (fn: (key: string) => void) => void; dropLocal: (key: string) => void };
