import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HouseBet, HouseGame, HouseOutcome, HouseRound } from '@wl/house-games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { houseApi } from '@wl/contracts';
import { errorCodeOf } from '../../shared/api';
import { call } from '../../shared/client';
import type { FairCommitment } from '../../lib/fairness';
import { HouseGameScreen } from './HouseGameScreen';
import { useBalance } from '../../shared/balance';
import { walletKeys } from '../../shared/query-keys';
import { useMoney } from '../../shared/money';
import { BetPanel } from './BetPanel';
import { newClientSeed } from './bets';
import { PlayBar } from './PlayBar';

/** The last round with the commitment the player saw before it (what the verify button checks against). */
type Played = { round: HouseRound; commitment: FairCommitment; balance: string; at: number };

const houseKeys = { commitment: (token: string) => ['house', 'commitment', token] as const };

/**
 * One house game played for real: the seed hash is fetched before each round, the round is played on the server
 * (stake and payout through the seamless wallet) and its proof can be verified here. The in-game balance is the
 * main wallet; after each round every wallet query is refreshed so the header is right once the player leaves.
 */
export const HousePlay = ({ game, token, back }: { game: HouseGame; token: string; back: string }) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const fmt = useMoney();
  const [clientSeed, setClientSeed] = useState(newClientSeed);
  const [played, setPlayed] = useState<Played | null>(null);
  const commit = useQuery({
    queryKey: houseKeys.commitment(token),
    queryFn: () => call(houseApi.commitment, { query: { token } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const balance = useBalance();
  const play = useMutation({
    mutationFn: ({ bet, seen }: { bet: HouseBet; seen: FairCommitment }) =>
      call(houseApi.play, { body: { token, clientSeed: seen.clientSeed, bet } }),
    onSuccess: (v, { bet, seen }) => {
      setPlayed({
        round: {
          bet,
          outcome: v.outcome as unknown as HouseOutcome,
          fairness: v.fairness,
          stake: Number(v.stake),
          payout: Number(v.payout),
        },
        commitment: seen,
        balance: v.balance,
        at: Date.now(),
      });
      void qc.invalidateQueries({ queryKey: houseKeys.commitment(token) });
    },
    // a refused round (insufficient funds …) may still mean the balance moved elsewhere: refresh it either way
    onSettled: () => qc.invalidateQueries({ queryKey: walletKeys.all }),
  });

  const main = balance.data?.balance.find((b) => b.accountTypeId === 0)?.availBalance ?? balance.data?.sumBalance;
  // The round's own answer until the refreshed wallet arrives after it.
  const shownBalance = played && balance.dataUpdatedAt < played.at ? played.balance : (main ?? played?.balance);
  const current: FairCommitment | null = commit.data
    ? { game, serverSeedHash: commit.data.serverSeedHash, clientSeed, nonce: commit.data.nonce }
    : null;
  const errorCode = play.error ? errorCodeOf(play.error) : null;

  return (
    <section className="play" data-testid="screen-house" aria-labelledby="play-title">
      <PlayBar back={back} title={t(`houseGames.${game}.title`)}>
        <p className="play-bar__balance">
          <span>{t('nav.balance')}</span> <bdi data-testid="game-balance">{shownBalance !== undefined ? fmt(shownBalance) : '…'}</bdi>
        </p>
      </PlayBar>
      {commit.isError ? (
        <EmptyState text={t('play.errors.session')}>
          <ErrorText error={commit.error} />
        </EmptyState>
      ) : !current ? (
        <div className="skeleton-row" aria-busy="true" />
      ) : (
        <HouseGameScreen
          headless
          commitment={played?.commitment ?? current}
          round={played?.round ?? null}
          controls={
            <>
              <BetPanel
                game={game}
                nextHash={commit.isFetching ? undefined : current.serverSeedHash}
                busy={play.isPending}
                clientSeed={clientSeed}
                onClientSeed={setClientSeed}
                onPlay={(bet) => play.mutate({ bet, seen: current })}
              />
              {errorCode ? (
                <div className="play__error" data-testid="play-error" data-code={errorCode}>
                  <ErrorText error={play.error} />
                  {errorCode === 'wallet.insufficient_funds' ? (
                    <Link className="btn btn--primary btn--sm" to="/member/depositv2" data-testid="play-deposit">
                      {t('nav.deposit')}
                    </Link>
                  ) : null}
                </div>
              ) : null}
            </>
          }
        />
      )}
    </section>
  );
};
