import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions, games, houseRounds } from '../../db/schema';

export type GameSessionRow = typeof gameSessions.$inferSelect;
type RoundStatus = 'COMMITTED' | 'PLAYING';

/** The house vendor's game sessions and rounds. */
export const createHouseRepo = (db: Db) => ({
  /** The member's game session of this vendor and merchant behind a token hash. */
  session: async (q: { tokenHash: string; vendor: string; merchantId: number; memberId: number }) =>
    (
      await db
        .select()
        .from(gameSessions)
        .where(
          and(
            eq(gameSessions.tokenHash, q.tokenHash),
            eq(gameSessions.vendor, q.vendor),
            eq(gameSessions.merchantId, q.merchantId),
            eq(gameSessions.memberId, q.memberId),
          ),
        )
        .limit(1)
    )[0],

  /** The session's commitment waiting for its next round. */
  committed: async (gameSessionId: number) =>
    (
      await db
        .select()
        .from(houseRounds)
        .where(and(eq(houseRounds.gameSessionId, gameSessionId), eq(houseRounds.status, 'COMMITTED')))
        .limit(1)
    )[0],

  /** A new commitment; a concurrent one for the same session wins and this insert does nothing. */
  commit: (s: GameSessionRow, seed: { serverSeed: string; serverSeedHash: string }) =>
    db
      .insert(houseRounds)
      .values({
        merchantId: s.merchantId,
        memberId: s.memberId,
        gameSessionId: s.id,
        gameCode: s.gameCode,
        serverSeed: seed.serverSeed,
        serverSeedHash: seed.serverSeedHash,
        status: 'COMMITTED',
      })
      .onConflictDoNothing(),

  /** A played round; `jackpot`: what its hit was paid (the win's answer says it), kept on the round. */
  markPlayed: (id: number, at: Date, jackpot: bigint | null) =>
    db
      .update(houseRounds)
      .set({ status: 'PLAYED', playedAt: at, ...(jackpot === null ? {} : { jackpot }) })
      .where(and(eq(houseRounds.id, id), eq(houseRounds.status, 'PLAYING'))),

  /** A round that never took its stake (or whose stake was rolled back) is closed: nothing was played. */
  markVoid: (id: number, at: Date) =>
    db
      .update(houseRounds)
      .set({ status: 'VOID', playedAt: at })
      .where(and(eq(houseRounds.id, id), eq(houseRounds.status, 'PLAYING'))),

  /** A stake refused before it was taken: the round waits for the session's next play again, its outcome forgotten. */
  reopen: (id: number) =>
    db
      .update(houseRounds)
      .set({ status: 'COMMITTED', clientSeed: null, bet: null, outcome: null, stake: null, payout: null, jackpot: null })
      .where(and(eq(houseRounds.id, id), eq(houseRounds.status, 'PLAYING'))),

  /** Rounds whose outcome is kept but whose win was not confirmed (`jackpot` not null: the round hit the jackpot). */
  unsettled: (gameSessionId: number) =>
    db
      .select({ id: houseRounds.id, payout: houseRounds.payout, jackpot: houseRounds.jackpot })
      .from(houseRounds)
      .where(and(eq(houseRounds.gameSessionId, gameSessionId), eq(houseRounds.status, 'PLAYING'), isNotNull(houseRounds.outcome))),

  /** Moves a round from one status to another; answers the rows it moved (none when it was not in `from`). */
  setStatus: (id: number, from: RoundStatus, to: RoundStatus) =>
    db
      .update(houseRounds)
      .set({ status: to })
      .where(and(eq(houseRounds.id, id), eq(houseRounds.status, from)))
      .returning({ id: houseRounds.id }),

  /** The catalogue's name of a game, in every language it has (the one name the lobby, records and winners use). */
  gameName: async (gameId: number) =>
    (await db.select({ displayName: games.displayName }).from(games).where(eq(games.id, gameId)).limit(1))[0]?.displayName ?? null,

  /** Outside production: replaces the seed of a member's waiting commitments of one game (browser tests). */
  pinSeed: (q: { merchantId: number; memberId: number; gameCode: string; serverSeed: string; serverSeedHash: string }) =>
    db
      .update(houseRounds)
      .set({ serverSeed: q.serverSeed, serverSeedHash: q.serverSeedHash })
      .where(
        and(
          eq(houseRounds.merchantId, q.merchantId),
          eq(houseRounds.memberId, q.memberId),
          eq(houseRounds.gameCode, q.gameCode),
          eq(houseRounds.status, 'COMMITTED'),
        ),
      )
      .returning({ id: houseRounds.id }),

  recordOutcome: (
    id: number,
    r: {
      clientSeed: string;
      bet: Record<string, unknown>;
      outcome: Record<string, unknown>;
      stake: bigint;
      payout: bigint;
      /** 0 when the round hit the jackpot (the amount paid replaces it once the win is confirmed), else null. */
      jackpot: bigint | null;
    },
  ) => db.update(houseRounds).set(r).where(eq(houseRounds.id, id)),
});
