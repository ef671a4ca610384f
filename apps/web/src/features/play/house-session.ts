import { useQuery, useQueryClient } from '@tanstack/react-query';
import { houseApi, type HousePlayValue } from '@wl/contracts';
import { loadSession, type PacingConfig, recordRound, type SessionStats, useGameUi, useRoundPresenter } from '@wl/game-ui';
import type { HouseBet, HouseGame, HouseOutcome, HouseRound } from '@wl/house-games';
import { useCallback, useRef, useState } from 'react';
import { call } from '../../shared/client';
import { useBalance } from '../../shared/balance';
import { walletKeys } from '../../shared/query-keys';
import type { FairCommitment } from '../../lib/fairness';
import { newClientSeed } from './bets';

/** A round as the server answered it, with the commitment the player saw before it (what verify checks against). */
export type HouseAnswer = { round: HouseRound; commitment: FairCommitment; balance: string; value: HousePlayValue };

const houseKeys = { commitment: (token: string) => ['house', 'commitment', token] as const };

const sessionStore = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * One launched house game: the commitment shown before each round, the round played on the server and presented on
 * the game's pace, the server's balance and the session's figures. Nothing of a round (its result, its balance, its
 * seed, its session figures) is shown before the server answered it, and the result is shown whole before the
 * balance changes; the balance is always a figure the server gave.
 */
export function useHouseSession(game: HouseGame, token: string, pacing: (a: HouseAnswer) => PacingConfig) {
  const qc = useQueryClient();
  const { reducedMotion } = useGameUi();
  const [clientSeed, setClientSeed] = useState(newClientSeed);
  const [shown, setShown] = useState<(HouseAnswer & { at: number }) | null>(null);
  const [stats, setStats] = useState<SessionStats>(() => loadSession(sessionStore(), token, Date.now()));
  const commit = useQuery({
    queryKey: houseKeys.commitment(token),
    queryFn: () => call(houseApi.commitment, { query: { token } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const balance = useBalance();
  // The balance on screen when the round started: it stays there until the round's result is shown.
  const frozen = useRef<string | undefined>(undefined);

  const onShown = useCallback(
    (a: HouseAnswer) => {
      setShown({ ...a, at: Date.now() });
      setStats((s) => recordRound(sessionStore(), token, s, { stake: BigInt(a.value.stake), payout: BigInt(a.value.payout) }));
      void qc.invalidateQueries({ queryKey: houseKeys.commitment(token) });
      void qc.invalidateQueries({ queryKey: walletKeys.all });
      // the pool grew by the round's share, or restarted after a hit
      void qc.invalidateQueries({ queryKey: ['catalogue', 'jackpots'] });
    },
    [qc, token],
  );
  const round = useRoundPresenter<HouseAnswer>({ pacing, reducedMotion, onShown });

  const main = balance.data?.balance.find((b) => b.accountTypeId === 0)?.availBalance ?? balance.data?.sumBalance;
  const settled = shown && balance.dataUpdatedAt < shown.at ? shown.balance : (main ?? shown?.balance);
  const shownBalance = round.busy ? frozen.current : settled;

  const current: FairCommitment | null = commit.data
    ? { game, serverSeedHash: commit.data.serverSeedHash, clientSeed, nonce: commit.data.nonce }
    : null;

  const play = (bet: HouseBet) => {
    if (!current || commit.isFetching || round.busy) return;
    const seen = current;
    frozen.current = settled;
    round.play(async () => {
      const v = await call(houseApi.play, { body: { token, clientSeed: seen.clientSeed, bet } }).catch((err: unknown) => {
        // a refused round (not enough money …) may still mean the balance moved elsewhere: ask the server again
        void qc.invalidateQueries({ queryKey: walletKeys.all });
        throw err;
      });
      return {
        value: v,
        balance: v.balance,
        commitment: seen,
        round: {
          bet,
          outcome: v.outcome as unknown as HouseOutcome,
          fairness: v.fairness,
          stake: Number(v.stake),
          payout: Number(v.payout),
          jackpotHit: v.jackpot !== undefined,
        },
      };
    });
  };

  return {
    game,
    commit,
    current,
    /** The game's name as the catalogue has it (the lobby's name). */
    gameName: commit.data?.gameName ?? null,
    clientSeed,
    setClientSeed,
    round,
    shown,
    stats,
    balance: shownBalance,
    play,
    ready: Boolean(current) && !commit.isFetching && !round.busy,
  };
}
export type HouseSession = ReturnType<typeof useHouseSession>;
