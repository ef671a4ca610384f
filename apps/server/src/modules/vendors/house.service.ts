import type { HousePlayBody } from '@wl/contracts';
import { type HouseBet, createServerSeed, playRound } from '@wl/house-games';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions, houseRounds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { MerchantContext } from '../merchants/merchant.service';
import type { AuthContext } from '../sessions/session.service';
import { hashGameToken } from './launch.service';
import type { SeamlessService } from './seamless.service';

const VENDOR = 'HOUSE';
const gameOfCode: Record<string, HousePlayBody['bet']['game']> = { HOUSE_SLOT: 'slot', HOUSE_DICE: 'dice', HOUSE_BACCARAT: 'baccarat' };

/**
 * The house vendor's rounds, played on the server: the seed is committed before the round, the outcome comes from
 * packages/house-games, and the stake and payout go through the seamless wallet under the same rules as any vendor.
 */
export const createHouseService = (deps: { db: Db; seamless: SeamlessService; now?: () => Date }) => {
  const { db, seamless } = deps;
  const now = deps.now ?? (() => new Date());

  const sessionFor = async (m: MerchantContext, auth: AuthContext, token: string) => {
    const s = (
      await db
        .select()
        .from(gameSessions)
        .where(and(eq(gameSessions.tokenHash, hashGameToken(token)), eq(gameSessions.vendor, VENDOR), eq(gameSessions.merchantId, m.id), eq(gameSessions.memberId, auth.member.id)))
        .limit(1)
    )[0];
    if (!s || s.expiresAt.getTime() <= now().getTime()) throw new AppError('vendor.session_invalid');
    return s;
  };

  /** The commitment waiting for the session's next round, made when first asked for. */
  const commitment = async (s: typeof gameSessions.$inferSelect) => {
    const find = async () => (await db.select().from(houseRounds).where(and(eq(houseRounds.gameSessionId, s.id), eq(houseRounds.status, 'COMMITTED'))).limit(1))[0];
    const found = await find();
    if (found) return found;
    const seed = createServerSeed();
    await db
      .insert(houseRounds)
      .values({ merchantId: s.merchantId, memberId: s.memberId, gameSessionId: s.id, gameCode: s.gameCode, serverSeed: seed.serverSeed, serverSeedHash: seed.serverSeedHash, status: 'COMMITTED' })
      .onConflictDoNothing();
    const made = await find();
    if (!made) throw new AppError('house.round_busy');
    return made;
  };

  const setStatus = (id: number, from: 'COMMITTED' | 'PLAYING', to: 'COMMITTED' | 'PLAYING') =>
    db.update(houseRounds).set({ status: to }).where(and(eq(houseRounds.id, id), eq(houseRounds.status, from))).returning({ id: houseRounds.id });

  return {
    commit: async (m: MerchantContext, auth: AuthContext, token: string) => {
      const s = await sessionFor(m, auth, token);
      const c = await commitment(s);
      return { gameCode: s.gameCode, serverSeedHash: c.serverSeedHash, nonce: c.nonce };
    },

    play: async (m: MerchantContext, auth: AuthContext, body: HousePlayBody) => {
      const s = await sessionFor(m, auth, body.token);
      if (gameOfCode[s.gameCode] !== body.bet.game) throw new AppError('request_param_err');
      const c = await commitment(s);
      // Claiming the commitment first means two plays at once cannot use the same seed.
      if ((await setStatus(c.id, 'COMMITTED', 'PLAYING')).length !== 1) throw new AppError('house.round_busy');
      let round: ReturnType<typeof playRound>;
      try {
        round = playRound(body.bet as HouseBet, { serverSeed: c.serverSeed, clientSeed: body.clientSeed, nonce: c.nonce });
        if (round.stake <= 0) throw new RangeError('no stake');
      } catch {
        await setStatus(c.id, 'PLAYING', 'COMMITTED');
        throw new AppError('request_param_err');
      }
      const roundId = `HR${c.id}`;
      try {
        await seamless.bet(VENDOR, { token: body.token, txId: `${roundId}B`, roundId, gameCode: s.gameCode, amount: String(round.stake) });
      } catch (err) {
        // Nothing was staked and nothing revealed: the same commitment serves the next attempt.
        await setStatus(c.id, 'PLAYING', 'COMMITTED');
        throw err;
      }
      const won = await seamless.win(VENDOR, { token: body.token, txId: `${roundId}W`, betTxId: `${roundId}B`, roundId, amount: String(round.payout) });
      await db
        .update(houseRounds)
        .set({
          status: 'PLAYED',
          clientSeed: body.clientSeed,
          bet: body.bet as Record<string, unknown>,
          outcome: round.outcome as unknown as Record<string, unknown>,
          stake: BigInt(round.stake),
          payout: BigInt(round.payout),
          playedAt: now(),
        })
        .where(eq(houseRounds.id, c.id));
      const next = await commitment(s);
      return {
        roundId: c.id,
        stake: String(round.stake),
        payout: String(round.payout),
        balance: won.balance,
        outcome: round.outcome as unknown as Record<string, unknown>,
        fairness: { serverSeed: c.serverSeed, serverSeedHash: c.serverSeedHash, clientSeed: body.clientSeed, nonce: c.nonce },
        nextServerSeedHash: next.serverSeedHash,
      };
    },
  };
};
export type HouseService = ReturnType<typeof createHouseService>;
