import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../core/config';
import type { Db } from '../../db/client';
import type { MerchantContext } from '../merchants';
import type { BalanceRecall } from '../money';
import type { SessionService } from '../sessions';
import type { SystemService } from '../system';
import type { AccountsRepo } from './accounts.repo';
import type { CodeService } from './codes';
import type { Delivery } from './delivery';
import type { Limiter } from './limiter';

/**
 * An agent's invitation code (agents module, through app.ts): the inviting agent and the account type the newcomer
 * gets. Registration asks it when no member holds the code.
 */
export type InviteResolver = { resolve: (merchantId: number, code: string) => Promise<{ agentId: number; accountType: number } | null> };

/** Everything the account services share, passed as one object (architecture habit 3). */
export type AccountsDeps = {
  invites?: InviteResolver;
  /** At every login, money a transfer-wallet vendor still holds (the page closed mid-game) comes back to main. */
  recall?: BalanceRecall;
  db: Db;
  now: () => Date;
  repo: AccountsRepo;
  codes: CodeService;
  limiter: Limiter;
  delivery: Delivery;
  sessions: Pick<SessionService, 'open' | 'revokeOthers'>;
  system: Pick<SystemService, 'registerRulesOf'>;
  log: FastifyBaseLogger;
  config: Pick<
    Config,
    | 'LOGIN_MAX_FAILURES'
    | 'LOGIN_IP_MAX_FAILURES'
    | 'CAPTCHA_AFTER_FAILURES'
    | 'AUTH_LOCK_MINUTES'
    | 'SMS_MAX_PER_WINDOW'
    | 'CAPTCHA_MAX_PER_WINDOW'
    | 'FREEPLAY_MAX_PER_HOUR'
    | 'DEV_OUTBOX'
  >;
};

/** Who is calling: the merchant, the address and the browser. */
/** Who calls: the merchant, the address, the browser, and the device identifier the site sends (issue 31). */
export type Caller = { merchant: MerchantContext; ip: string; userAgent?: string; deviceId?: string };

export const lockWindowMs = (d: AccountsDeps) => d.config.AUTH_LOCK_MINUTES * 60_000;
export const isOn = (m: MerchantContext, modId: string) => m.modules[modId] === true;
export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');
export const inviteCode = () => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8).toUpperCase();
export const normMobile = (m: string) => m.replace(/[^\d]/g, '');
