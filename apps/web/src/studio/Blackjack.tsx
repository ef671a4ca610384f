import { CardHand, PlayButton, type RoundPhase, RoundResult, useGameUi } from '@wl/game-ui';
import { useState } from 'react';
import { studioCall } from './api';
import { useStudio } from './context';
import { Celebrate, Fairness, Problem, Shell, Stepper, cardLabel } from './Instant';

type Hand = {
  player: number[];
  dealer: number[];
  playerTotal: number;
  dealerTotal: number;
  doubled: boolean;
  phase: 'PLAYER' | 'DONE';
  canDouble: boolean;
};
export type BjOpen = Hand & { roundId: string; stake: number; fairness: { serverSeedHash: string; clientSeed: string; nonce: number } };
type BjDone = {
  roundId: string;
  stake: number;
  payout: number;
  balance: string | null;
  outcome: Hand & { result: string; actions: string[] };
  fairness: { serverSeedHash: string; serverSeed: string; clientSeed: string; nonce: number };
  next?: { serverSeedHash: string };
};
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

  const finished = (v: BjDone) => {
    setBalance(v.balance);
    record(BigInt(v.stake), BigInt(v.payout));
    if (v.next) setHash(v.next.serverSeedHash);
    setLast(v);
    setOpen(null);
  };
  const call = async (op: string, body: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      const v = await studioCall<(BjOpen & { balance?: string | null }) | BjDone>(vendor, op, launch, body);
      if ('outcome' in v) finished(v);
      else {
        if (v.balance !== undefined) setBalance(v.balance);
        setLast(null);
        setOpen(v);
      }
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const hand: Hand | null = last ? last.outcome : open;
  const phase: RoundPhase = busy ? 'waiting' : last ? 'shown' : 'idle';
  const result = last?.outcome.result;
  const act = (action: 'hit' | 'stand' | 'double') => void call('act', { roundId: open?.roundId, action });
  return (
    <Shell
      phase={phase}
      rules={<p>{t('bj.rules', { rounds: String((s.info.simulation as { rounds: number }).rounds) })}</p>}
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
          <RoundResult phase={phase} result={last ? { stake: BigInt(last.stake), payout: BigInt(last.payout) } : null} />
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
                onPlay={() => void call('play', { bet: { stake }, clientSeed: `studio-${Date.now().toString(36)}` })}
                onStop={() => undefined}
              />
            </>
          )}
          <Problem error={error} />
          <Fairness
            hash={last?.fairness.serverSeedHash ?? open?.fairness.serverSeedHash ?? hash}
            seed={last?.fairness.serverSeed}
            client={last?.fairness.clientSeed}
            nonce={last?.fairness.nonce}
          />
        </div>
      }
    />
  );
};
