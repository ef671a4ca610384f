import { CardHand, PlayButton, type RoundPhase, RoundResult, useGameUi } from '@wl/game-ui';
import { type BjDone, type BjHand, type BjOpen, type BlackjackInfo, type StudioValue, studioApi } from '@wl/studio/api';
import { useState } from 'react';
import { studioCall } from './api';
import { cardLabel } from './cardLabel';
import { Celebrate } from './Celebrate';
import { useStudio } from './context';
import { RoundFairness } from './Fairness';
import { Problem } from './Problem';
import { Shell } from './Shell';
import { Stepper } from './Stepper';

/** What a deal or an action answers: the hand still open, or the round over. */
type Answer = StudioValue<typeof studioApi.blackjackDeal> | StudioValue<typeof studioApi.blackjackAct>;
const STAKES = [100, 200, 500, 1000, 2000, 5000, 10000];

/**
 * Blackjack against the house: the deal takes the stake; hit, stand or double (a second stake, one card); the dealer
 * then draws to 17 and the round settles. A hand left open is shown again when the page returns.
 */
export const BlackjackGame = () => {
  const { vendor, launch, s, t, setBalance, record } = useStudio();
  const { text: gt } = useGameUi();
  const [stake, setStake] = useState(100);
  const [open, setOpen] = useState<BjOpen | null>(s.openBlackjack ?? null);
  const [last, setLast] = useState<BjDone | null>(null);
  const [hash, setHash] = useState(s.next.serverSeedHash);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const finished = (v: BjDone & { next?: { serverSeedHash: string } }) => {
    setBalance(v.balance);
    record(BigInt(v.stake), BigInt(v.payout));
    if (v.next) setHash(v.next.serverSeedHash);
    setLast(v);
    setOpen(null);
  };
  const call = async (send: () => Promise<Answer>) => {
    setBusy(true);
    setError(null);
    try {
      const v = await send();
      if ('outcome' in v) finished(v);
      else {
        if ('balance' in v) setBalance(v.balance);
        setLast(null);
        setOpen(v);
      }
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const hand: BjHand | null = last ? last.outcome : open;
  const phase: RoundPhase = busy ? 'waiting' : last ? 'shown' : 'idle';
  const result = last?.outcome.result;
  const act = (action: 'hit' | 'stand' | 'double') =>
    void call(() => studioCall(studioApi.blackjackAct, vendor, launch, { roundId: open?.roundId, action }));
  return (
    <Shell
      phase={phase}
      rules={<p>{t('bj.rules', { rounds: String((s.info as BlackjackInfo).simulation.rounds) })}</p>}
      stage={
        <div className="studio-stage">
          <div
            className="studio-cards"
            data-testid="studio-blackjack"
            data-state={last ? 'done' : open ? 'player' : 'idle'}
            data-result={result ?? ''}
          >
            <CardHand
              title={t('bj.dealer')}
              cards={hand?.dealer ?? []}
              shown={hand?.dealer.length ?? 0}
              total={hand ? hand.dealerTotal : null}
              won={result === 'lose' || result === 'bust'}
              cardLabel={cardLabel}
              testId="bj-dealer"
              places={2}
            />
            <CardHand
              title={gt('cards.player')}
              cards={hand?.player ?? []}
              shown={hand?.player.length ?? 0}
              total={hand ? hand.playerTotal : null}
              won={result === 'win' || result === 'blackjack'}
              cardLabel={cardLabel}
              testId="bj-player"
              places={2}
            />
            <p data-testid="bj-result">{result ? t(`bj.${result}`) : hand?.doubled ? t('bj.doubled') : '\u00a0'}</p>
          </div>
          <RoundResult phase={phase} category="cards" result={last ? { stake: BigInt(last.stake), payout: BigInt(last.payout) } : null} />
          {last ? <Celebrate key={last.roundId} stake={BigInt(last.stake)} payout={BigInt(last.payout)} /> : null}
        </div>
      }
      controls={
        <div className="studio-controls">
          {open ? (
            <div className="studio-actions">
              <button type="button" disabled={busy} onClick={() => act('hit')} data-testid="bj-hit">
                {t('bj.hit')}
              </button>
              <button type="button" disabled={busy} onClick={() => act('stand')} data-testid="bj-stand">
                {t('bj.stand')}
              </button>
              <button type="button" disabled={busy || !open.canDouble} onClick={() => act('double')} data-testid="bj-double">
                {t('bj.double')}
              </button>
            </div>
          ) : (
            <>
              <Stepper value={stake} values={STAKES} onChange={setStake} disabled={busy} label={t('stake')} />
              <PlayButton
                label={t('deal')}
                busy={busy}
                canStop={false}
                disabled={false}
                onPlay={() =>
                  void call(() =>
                    studioCall(studioApi.blackjackDeal, vendor, launch, {
                      bet: { stake },
                      clientSeed: `studio-${Date.now().toString(36)}`,
                    }),
                  )
                }
                onStop={() => undefined}
              />
            </>
          )}
          <Problem error={error} />
          <RoundFairness last={last} hash={open?.fairness.serverSeedHash ?? hash} />
        </div>
      }
    />
  );
};
