import type { AuthSettingsBody, DevOutboxRow, RegisterRule, RegisterSettingsBody } from '@wl/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { createAccountsOpsRepo } from './accounts.ops.repo';
import { createDevOutboxRepo } from './dev-outbox.repo';

/** Who asked: the operator's name for the audit log and the address the call came from. */
export type OpsCaller = { actor: string; ip: string };

const fieldError = (path: string, message: string) => new AppError('request_param_err', { value: { fields: [{ path, message }] } });

/** Operator changes to a merchant's account settings (each audited in its own transaction) and the development outbox. */
export const createAccountsOpsService = (deps: { db: Db }) => {
  const repo = createAccountsOpsRepo(deps.db);
  const outbox = createDevOutboxRepo(deps.db);

  return {
    /** Every rule is checked before any is saved: a pattern must compile, a maximum may not be below the minimum. */
    saveRegisterSettings: async (merchantId: number, body: RegisterSettingsBody, by: OpsCaller) => {
      for (const [field, rule] of Object.entries(body)) {
        if (rule.acceptedPattern !== '*') {
          try {
            new RegExp(rule.acceptedPattern, 'u');
          } catch {
            throw fieldError(field, 'acceptedPattern');
          }
        }
        if (rule.maxLength > 0 && rule.maxLength < rule.minLength) throw fieldError(field, 'maxLength');
      }
      const rules = Object.entries(body).map(([field, rule]): [string, Required<RegisterRule>] => [
        field,
        {
          acceptedPattern: rule.acceptedPattern,
          minLength: rule.minLength,
          maxLength: rule.maxLength,
          patternId: rule.patternId,
          required: rule.required ?? false,
          visible: rule.visible ?? true,
        },
      ]);
      await repo.saveRegisterRules(merchantId, rules, { ...by, action: 'merchant.register_settings', payload: body });
      return { count: Object.keys(body).length };
    },

    saveAuthSettings: async (code: string, body: AuthSettingsBody, by: OpsCaller) => {
      const m = await repo.merchantByCode(code.toUpperCase());
      if (!m) throw new AppError('resource.not_found');
      // Client secrets never go into the audit log.
      const audited = { ...body, oidcProviders: body.oidcProviders.map(({ clientSecret: _s, ...p }) => p) };
      await repo.saveAuthSettings(m.id, body, { ...by, action: 'merchant.auth_settings', payload: audited });
      return null;
    },

    /** A text of the identity stand-in, kept for the merchant whose phone authentication is its project. */
    standinText: async (m: { project: string; to: string; text: string }) => {
      const merchantId = await repo.merchantOfPhoneProject(m.project);
      if (merchantId === undefined) throw new AppError('resource.not_found');
      await outbox.add({ merchantId, channel: 'sms', recipient: m.to, subject: null, body: m.text });
      return null;
    },

    devOutbox: async (to?: string): Promise<DevOutboxRow[]> =>
      (await outbox.latest(to)).map(({ o, code }) => ({
        id: o.id,
        merchant: code,
        channel: o.channel,
        recipient: o.recipient,
        subject: o.subject,
        body: o.body,
        createdAt: o.createdAt.toISOString(),
      })),
  };
};
export type AccountsOpsService = ReturnType<typeof createAccountsOpsService>;
