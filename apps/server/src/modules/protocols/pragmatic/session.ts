import { PP, ppError, ppReply } from './answers';
import { pragmaticEndpoint } from './request';

/**
 * authenticate.html: the game starts with the token the launch handed over. The answer names the player (`userId`,
 * the wallet's player id, which every later call carries) and returns the token, so Pragmatic sends it back on every
 * later call — the shared wallet is keyed by it.
 */
export const authenticate = pragmaticEndpoint(['token', 'providerId'], async (c) => {
  const r = await c.ctx.wallet.authenticate(c.vendor, c.p.token as string);
  if (!r.ok) return c.refusal(r.refusal);
  return ppReply({
    userId: r.answer.playerId,
    token: c.p.token,
    ...c.balanceFields(r.answer.balance),
    error: PP.OK,
    description: 'Success',
  });
});

/**
 * balance.html: read-only, also after the session expired. Pragmatic names the player (`userId`); a token of another
 * player is "player not found" (2). The token is required here: the shared wallet finds the player by it.
 */
export const balance = pragmaticEndpoint(['providerId', 'userId', 'token'], async (c) => {
  const r = await c.ctx.wallet.balance(c.vendor, { token: c.p.token as string });
  if (!r.ok) return c.refusal(r.refusal);
  if (r.answer.playerId !== c.p.userId) return ppError(PP.PLAYER_NOT_FOUND);
  return ppReply({ ...c.balanceFields(r.answer.balance), error: PP.OK, description: 'Success' });
});
