import { expect } from 'vitest';
import { type RgsKit, type RgsPlayer, MAJOR, START } from './protocol-rgs-kit';

/** The family's calls as the conformance cases make them (the simulator's bodies, signed), and the checks they share. */
export type Opts = {
  tx?: string;
  round?: string;
  ref?: string;
  units?: bigint;
  currency?: string;
  game?: string;
  free?: boolean;
  key?: string;
  closed?: boolean;
};
export const ONE = BigInt(MAJOR);
const body = (base: Record<string, unknown>, o: Opts) => ({
  ...base,
  ...(o.currency ? { currency: o.currency } : {}),
  ...(o.game ? { game_code: o.game } : {}),
});

export const bet = (k: RgsKit, p: RgsPlayer, o: Opts = {}) =>
  k.send(
    'bet',
    body(
      p.bodies.bet({
        txId: o.tx ?? k.uuid(),
        roundId: o.round ?? k.uuid(),
        gameCode: p.gameCode,
        units: o.units ?? ONE,
        isFree: o.free,
        roundClosed: o.closed,
      }),
      o,
    ),
    o.key,
  );
export const win = (k: RgsKit, p: RgsPlayer, o: Opts = {}) =>
  k.send(
    'win',
    body(
      p.bodies.win({
        txId: o.tx ?? k.uuid(),
        betTxId: o.ref,
        roundId: o.round ?? k.uuid(),
        gameCode: p.gameCode,
        units: o.units ?? ONE,
        isFree: o.free,
        roundClosed: o.closed,
      }),
      o,
    ),
    o.key,
  );
export const rollback = (k: RgsKit, p: RgsPlayer, o: Opts & { ref: string }) =>
  k.send(
    'rollback',
    {
      ...p.bodies.rollback({
        txId: o.tx ?? k.uuid(),
        betTxId: o.ref,
        roundId: o.round ?? k.uuid(),
        gameCode: p.gameCode,
        roundClosed: o.closed,
      }),
      ...(o.free ? { is_free: true } : {}),
    },
    o.key,
  );

/** A refused call moves nothing: the money tables hold the same rows and the balance is unchanged. */
export const refusedQuietly = async (k: RgsKit, p: RgsPlayer, call: () => Promise<Record<string, unknown>>, status: string) => {
  const before = await k.writes();
  const balance = await k.ledger(p);
  await k.expectRefused(await call(), status, p);
  expect(await k.writes()).toBe(before);
  expect(await k.ledger(p)).toBe(balance);
};
/** A bet (and the round it opens) the case goes on from. */
export const placed = async (k: RgsKit, p: RgsPlayer, free = false) => {
  const round = k.uuid();
  const tx = k.uuid();
  const json = await bet(k, p, { round, tx, free });
  expect(json.status).toBe('RS_OK');
  return { round, tx };
};
export const otherKey = (k: RgsKit) => k.keys.operator.privateKey;
/**
 * The player a case plays with: one shared per file (a case's balances are asserted from `start`, the balance when the
 * case began), so the cases cost calls, not sign-ups; `fresh` for a case that locks the player or ends the session.
 */
const shared = new WeakMap<RgsKit, Promise<RgsPlayer>>();
export const P = async (k: RgsKit) => {
  let p = shared.get(k);
  if (!p) {
    p = k.player();
    shared.set(k, p);
  }
  const player = await p;
  return { ...player, start: await k.ledger(player) };
};
export const fresh = async (k: RgsKit) => ({ ...(await k.player()), start: START });
