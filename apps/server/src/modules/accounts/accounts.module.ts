import type { FastifyBaseLogger } from 'fastify';
import type { BalanceRecall } from '../money';
import type { InviteResolver } from './accounts.deps';
import type { Redis } from 'ioredis';
import type { Config } from '../../core/config';
import type { Db } from '../../db/client';
import type { SessionService } from '../sessions';
import type { SystemService } from '../system';
import { createAccountsRepo } from './accounts.repo';
import { createAgentPasswordService } from './agent-password.service';
import { createCodeService } from './codes';
import { createCodeSendService } from './codes.service';
import { createDelivery } from './delivery';
import { createLimiter } from './limiter';
import { createLoginVerifyService } from './login-verify.service';
import { createLoginService } from './login.service';
import { createPasswordService } from './password.service';
import { createRegisterService } from './register.service';
import { loadServerKeys } from './server-keys';
import { createSocialService } from './social.service';
import { createTrialService } from './trial.service';

/** Wires the account services together once per app. */
export const createAccountServices = async (opts: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  sessions: Pick<SessionService, 'open' | 'revokeOthers'>;
  system: Pick<SystemService, 'registerRulesOf'>;
  redis?: Redis | null;
  now?: () => Date;
  invites?: InviteResolver;
  recall?: BalanceRecall;
}) => {
  const { db, config } = opts;
  const now = opts.now ?? (() => new Date());
  const repo = createAccountsRepo(db);
  const base = {
    db,
    now,
    repo,
    codes: createCodeService({ db, now, maxAttempts: config.CODE_MAX_ATTEMPTS }),
    limiter: createLimiter({ db, redis: opts.redis, now, prefix: config.REDIS_KEY_PREFIX }),
    delivery: createDelivery({
      db,
      log: opts.log,
      smtpUrl: config.SMTP_URL,
      mailFrom: config.MAIL_FROM,
      smsGatewayUrl: config.SMS_GATEWAY_URL,
      smsGatewayToken: config.SMS_GATEWAY_TOKEN,
    }),
    sessions: opts.sessions,
    system: opts.system,
    log: opts.log,
    config,
    invites: opts.invites,
    recall: opts.recall,
  };
  const keys = await loadServerKeys(db);
  let finish: ReturnType<typeof createLoginService>['finish'] | null = null;
  const social = createSocialService({ ...base, finish: (c, m, f) => (finish as NonNullable<typeof finish>)(c, m, f) });
  const login = createLoginService({ ...base, verifyPhoneToken: social.verifyPhoneToken });
  finish = login.finish;
  const password = createPasswordService({ ...base, finish: login.finish });
  return {
    repo,
    keys,
    /** The shared attempt counters (Redis or the database), for other modules' limits through their ports. */
    limiter: base.limiter,
    login,
    social,
    verify: createLoginVerifyService({ ...base, login }),
    register: createRegisterService({ ...base, verifyPhoneToken: social.verifyPhoneToken }),
    password,
    agentPassword: createAgentPasswordService({ ...base, attempts: login.attempts, password }),
    trial: createTrialService(base),
    send: createCodeSendService(base),
  };
};
export type AccountServices = Awaited<ReturnType<typeof createAccountServices>>;
