import { defaultTrialTypes } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { type AccountsDeps, type Caller, randomToken } from './accounts.deps';

/** Free play: a trial account (type 4 by default) with a session; limited per IP so it cannot be mass-created. */
export const createTrialService = (d: AccountsDeps) => ({
  start: async (c: Caller) => {
    if ((await d.limiter.hit(`freeplay:ip:${c.merchant.id}:${c.ip}`, 60 * 60_000)) > d.config.FREEPLAY_MAX_PER_HOUR)
      throw new AppError('auth.too_many_attempts');
    const type = c.merchant.row.settings.trialTypes[0] ?? defaultTrialTypes[0] ?? 4;
    const account = `guest${randomToken(6).replace(/[-_]/g, '0').toLowerCase()}`;
    const member = await d.repo.insert(
      {
        merchantId: c.merchant.id,
        account,
        nickname: account,
        type,
        registerIp: c.ip,
        registerMethod: 'WEB',
      },
      { method: 'WEB', kind: 'trial' },
    );
    const { token } = await d.sessions.open({
      merchantId: c.merchant.id,
      memberId: member.id,
      ip: c.ip,
      userAgent: c.userAgent,
      deviceId: c.deviceId,
      event: 'LOGIN',
    });
    await d.repo.event({ merchantId: c.merchant.id, memberId: member.id, account, event: 'freeplay', outcome: 'success', ip: c.ip });
    return { token, firstTimeLogin: true, passwordExpired: false, forceChangePassword: false, memberType: type, verification: null };
  },
});
