import type { HousePlayBody } from '@wl/contracts';
import type { LanguageCode } from '@wl/contracts';
import { type HouseBet, createServerSeed, hashServerSeed, playRound } from '@wl/house-games';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { textOf } from '../../core/i18n';
import type { MerchantContext } from '../merchants';
import type { AuthContext } from '../sessions';
import { hashGameToken } from './launch.service';
import { type GameSessionRow, createHouseRepo } from './house.repo';
import { type HouseWallet, LostAnswer } from './house.wallet';

const VENDOR = 'HOUSE';
const gameOfCode: Record<string, HousePlayBody['bet']['game']> = { HOUSE_SLOT: 'slot', HOUSE_DICE: 'dice', HOUSE_BACCARAT: 'baccarat' };

/**
 * The house vendor's rounds, played on the server: the seed is committed before the round, the outcome comes from
 * packages/house-games, and the stake and payout go through the seamless wallet under the same rules as any vendor.
 */
export const createHouseService = (deps: { db: Db; wallet: HouseWallet; now?: () => Date }) => {
  const { wallet } = deps;
  const repo = createHouseRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  const sessionFor = async (m: MerchantContext, auth: Pick<AuthContext, 'member'>, token: string) => {
    const s = await repo.session({ tokenHash: hashGameToken(token), vendor: VENDOR, merchantId: m.id, memberId: auth.member.id });
    if (!s || s.expiresAt.getTime() <= now().getTime()) throw new AppError('vendor.session_invalid');
    return s;
  };

  /** The commitment waiting for the session's next round, made when first asked for. */
  const commitment = async (s: GameSessionRow) => {
    const found = await repo.committed(s.id);
    if (found) return found;
    const seed = createServerSeed();
    await repo.commit(s, seed);
    const made = await repo.committed(s.id);
    if (!made) throw new AppError('house.round_busy');
    return made;
  };

  /**
   * Sends a played round's win (the same transaction id and body every time) and marks the round played. A round
   * that hit the jackpot (`jackpot` not null) says so in the win, which pays the pool in the same transaction; what
   * was paid comes back in the answer and is kept on the round.
   */
  const settle = async (r: { id: number; payout: bigint | null; jackpot: bigint | null }, token: string) => {
    const roundId = `HR${r.id}`;
    const hit = r.jackpot !== null;
    const body = { token, txId: `${roundId}W`, betTxId: `${roundId}B`, roundId, amount: String(r.payout ?? 0n) };
    const won = await wallet.call('win', hit ? { ...body, jackpot: 'hit' } : body);
    const jackpot = hit ? BigInt(won.jackpot ?? '0') : null;
    await repo.markPlayed(r.id, now(), jackpot);
    return { ...won, jackpot };
  };

  /**
   * Rounds this session left unfinished (the copy that played one died, or an answer was lost), finished before
   * anything else. Each kept its outcome before its stake was sent: the win is sent again, and pays the outcome when
   * the stake went through. A stake that never arrived is rolled back for good (a late copy of it is then refused)
   * and, like a stake already rolled back, leaves the round void: nothing was played.
   */
  const finishPending = async (s: GameSessionRow, token: string) => {
    for (const r of await repo.unsettled(s.id)) {
      try {
        await settle(r, token);
      } catch (err) {
        if (!(err instanceof AppError) || !['vendor.bet_unknown', 'vendor.bet_rolled_back'].includes(err.code)) throw err;
        const roundId = `HR${r.id}`;
        // The stake arriving late and settled by the play that sent it (it was only slow): the round was played.
        const settled = await wallet.call('rollback', { token, txId: `${roundId}R`, betTxId: `${roundId}B`, roundId }).then(
          () => false,
          (e) => {
            if (e instanceof AppError && e.code === 'vendor.bet_settled') return true;
            throw e;
          },
        );
        await (settled ? repo.markPlayed(r.id, now(), null) : repo.markVoid(r.id, now()));
      }
    }
  };

  const setStatus = repo.setStatus;

  return {
    commit: async (m: MerchantContext, auth: Pick<AuthContext, 'member'>, token: string, language: LanguageCode) => {
      const s = await sessionFor(m, auth, token);
      await finishPending(s, token);
      const c = await commitment(s);
      // The game page shows the catalogue's own name, so the lobby, the page, the records and the winners agree.
      const name = await repo.gameName(s.gameId);
      return {
        gameCode: s.gameCode,
        gameName: name ? textOf(name, language) : s.gameCode,
        serverSeedHash: c.serverSeedHash,
        nonce: c.nonce,
      };
    },

    /**
     * Outside production only (browser tests): the member's next round of a game is played with this server seed.
     * Its hash is what the game shows before the round, so the round stays verifiable; the commitment is replaced
     * only while unplayed.
     */
    pinSeed: async (q: { merchantId: number; memberId: number; gameCode: string; serverSeed: string }) => {
      const pinned = await repo.pinSeed({ ...q, serverSeedHash: hashServerSeed(q.serverSeed) });
      if (pinned.length === 0) throw new AppError('resource.not_found');
      return { rounds: pinned.length, serverSeedHash: hashServerSeed(q.serverSeed) };
    },

    play: async (m: MerchantContext, auth: Pick<AuthContext, 'member'>, body: HousePlayBody) => {
      const s = await sessionFor(m, auth, body.token);
      if (gameOfCode[s.gameCode] !== body.bet.game) throw new AppError('request_param_err');
      await finishPending(s, body.token);
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
      // The outcome is kept before the stake is sent: if this copy dies once the stake is taken (or the win's answer is
      // lost), the session's next visit finishes the round from it (finishPending) instead of leaving the bet open.
      await repo.recordOutcome(c.id, {
        clientSeed: body.clientSeed,
        bet: body.bet as Record<string, unknown>,
        outcome: round.outcome as unknown as Record<string, unknown>,
        stake: BigInt(round.stake),
        payout: BigInt(round.payout),
        jackpot: round.jackpotHit ? 0n : null,
      });
      try {
        await wallet.call('bet', { token: body.token, txId: `${roundId}B`, roundId, gameCode: s.gameCode, amount: String(round.stake) });
      } catch (err) {
        if (err instanceof LostAnswer) {
          // The stake may have been taken: it is rolled back (a rollback of a bet never seen leaves a tombstone, so a
          // late copy is refused); the next visit closes this round as void and the next round gets a new commitment.
          await wallet.call('rollback', { token: body.token, txId: `${roundId}R`, betTxId: `${roundId}B`, roundId }).catch(() => undefined);
          throw err;
        }
        if (err instanceof AppError && err.code === 'vendor.bet_rolled_back') {
          // Another visit of this session found the round unstaked and closed it as void in the meantime.
          throw new AppError('house.round_busy');
        }
        // Refused (e.g. not enough balance): nothing was staked and nothing revealed; the commitment serves again.
        await repo.reopen(c.id);
        throw err;
      }
      const won = await settle({ id: c.id, payout: BigInt(round.payout), jackpot: round.jackpotHit ? 0n : null }, body.token);
      const next = await commitment(s);
      return {
        roundId: c.id,
        stake: String(round.stake),
        payout: String(round.payout),
        ...(won.jackpot === null ? {} : { jackpot: String(won.jackpot) }),
        balance: won.balance,
        outcome: round.outcome as unknown as Record<string, unknown>,
        fairness: { serverSeed: c.serverSeed, serverSeedHash: c.serverSeedHash, clientSeed: body.clientSeed, nonce: c.nonce },
        nextServerSeedHash: next.serverSeedHash,
      };
    },
  };
};
export type HouseService = ReturnType<typeof createHouseService>;
