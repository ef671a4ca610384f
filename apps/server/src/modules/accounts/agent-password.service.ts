import { type AgentPasswordBody, memberKind } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { verifyPassword } from '../../core/passwords';
import type { AccountsDeps, Caller } from './accounts.deps';
import type { LoginService } from './login.service';
import type { PasswordService } from './password.service';

/**
 * An agent changes the password from the logged-out /agent page: the account and its old password stand in for the
 * session. Each try is one sign-in attempt on the login counters (taken before the check, so tries sent at once are
 * counted one by one and the lock holds for both calls); an unknown account and a wrong password answer alike.
 */
export const createAgentPasswordService = (
  d: AccountsDeps & { attempts: LoginService['attempts']; password: Pick<PasswordService, 'checkNew' | 'setPassword'> },
) => {
  const change = async (c: Caller, body: AgentPasswordBody) => {
    const who = body.username.trim();
    await d.attempts.take(c, who);
    try {
      await d.password.checkNew(c, body.newPassword, body.confirmNewPassword);
    } catch (err) {
      // A refused new password checked no secret: the attempt is given back.
      await d.attempts.giveBack(c, who);
      throw err;
    }
    const member = await d.repo.byAccount(c.merchant.id, who);
    const good = await verifyPassword(member?.passwordHash, body.oldPassword);
    if (!member || !good || member.status !== 'ACTIVE') {
      await d.repo.event({
        merchantId: c.merchant.id,
        memberId: member?.id,
        account: who,
        event: 'password_change',
        outcome: 'bad_old',
        ip: c.ip,
      });
      throw new AppError('login.failed');
    }
    // Only someone holding the password learns the account is not an agent's, as at the agent sign-in.
    if (memberKind(member.type, c.merchant.row.settings) !== 'agent') {
      await d.attempts.giveBack(c, who);
      throw new AppError('login.not_agent');
    }
    const memberId = member.id;
    await d.attempts.succeeded(c, who);
    await d.password.setPassword(c, memberId, body.newPassword);
    // As a signed-in change ends the other sessions, this one (made with no session) ends them all.
    await d.sessions.revokeOthers(memberId, null, 'password_change');
    await d.repo.event({
      merchantId: c.merchant.id,
      memberId,
      account: member.account,
      event: 'password_change',
      outcome: 'success',
      ip: c.ip,
    });
    return null;
  };
  return { change };
};
export type AgentPasswordService = ReturnType<typeof createAgentPasswordService>;
