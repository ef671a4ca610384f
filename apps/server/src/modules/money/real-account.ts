import { memberKind } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/context';

/**
 * The member centre is for real accounts: a trial (free-play) member is refused before anything is read or written,
 * with the same code the game launch answers, so the client shows one "register a real account" dialog for both.
 */
export const requireRealAccount = (actor: Actor) => {
  if (memberKind(actor.member.type, actor.merchant.row.settings) === 'trial') throw new AppError('in_need_true_account');
};
