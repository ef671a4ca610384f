import type { InboundReply } from '../kit';
import { checkAnswer, infoAnswer } from './answers';
import { type RgsCallContext, answered, refusal } from './call';
import { statusOf } from './status';

/**
 * Caleta's optional /wallet/check: the vendor may swap the launch token for the one its wallet calls carry. This
 * operator's game session token already is that token, so a live session answers it unchanged (the session is checked
 * as at a game's start: an expired session or a blocked player is refused).
 */
export const check = async (c: RgsCallContext): Promise<InboundReply> => {
  const live = await c.ctx.wallet.authenticate(c.vendor, c.token);
  return live.ok ? checkAnswer(c.token, 'RS_OK') : checkAnswer(null, statusOf(c.dialect, live.refusal.code));
};

/** The player's balance (read-only; a late balance call after a session ended is answered too). */
export const balance = async (c: RgsCallContext): Promise<InboundReply> => {
  const r = await c.ctx.wallet.balance(c.vendor, { token: c.token });
  return r.ok ? answered(c, r.answer) : refusal(c, 'balance', r.refusal);
};

/**
 * Hub88's /user/info: what the operator tells about a player (the country, the sub-partner). With a token the session
 * is checked and its player answered; without one the user id the vendor holds is echoed with the merchant's settings.
 */
export const info = async (c: RgsCallContext): Promise<InboundReply> => {
  const { settings } = c.ctx.config;
  let user = c.body.user ?? '';
  if (c.token) {
    const r = await c.ctx.wallet.balance(c.vendor, { token: c.token });
    if (!r.ok) return refusal(c, 'info', r.refusal);
    user = r.answer.playerId;
  }
  return infoAnswer({ requestUuid: c.requestUuid, user, country: settings.country || 'XX', subPartnerId: settings.subPartnerId });
};
