import { CardHand, cardPacing, PlayButton, type RoundPhase, RoundResult, useGameUi } from '@wl/game-ui';
import { type DealtValue, type DrawnValue, type PokerInfo, studioApi } from '@wl/studio/api';
import { useEffect, useState } from 'react';
import { studioCall } from './api';
import { cardLabel } from './cardLabel';
import { Celebrate } from './Celebrate';
import { useStudio } from './context';
import { RoundFairness } from './Fairness';
import { Problem } from './Problem';
import { Shell } from './Shell';
import { STAKES, Stepper } from './Stepper';

const NONE = [false, false, false, false, false];

/**
 * Video poker with hold and draw: the deal takes the stake and shows five cards; the player holds any of them; the
 * draw replaces the rest from the same committed deck and settles. A hand left open is shown again on return.
 */
export const PokerGame = () => {
  const { vendor, launch, s, t, setBalance, record } = useStudio();
  const { text: gt, reducedMotion } = useGameUi();
  const info = s.info as PokerInfo;
  const [stake, setStake] = useState(100);
  const [open, setOpen] = useState<DealtValue | null>(s.openHand ?? null);
  const [hold, setHold] = useState<boolean[]>(NONE);
  const [last, setLast] = useState<DrawnValue | null>(null);
  const [hash, setHash] = useState(s.next.serverSeedHash);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [shown, setShown] = useState(open ? 5 : 0);
  // cards turn one by one at game-ui's card pace (at once under reduced motion)
  useEffect(() => {
    if (shown >= 5) return;
    const step = reducedMotion ? 0 : cardPacing(5).gapMs;
    const id = setTimeout(() => setShown((n) => (reducedMotion ? 5 : n + 1)), step);
    return () => clearTimeout(id);
  }, [shown, reducedMotion]);

  const deal = async () => {
    setBusy(true);
    setError(null);
    try {
      const v = await studioCall(studioApi.pokerDeal, vendor, launch, { bet: { stake }, clientSeed: `studio-${Date.now().toString(36)}` });
      setBalance(v.balance);
      setLast(null);
      setHold(NONE);
      setOpen(v);
      setShown(0);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const draw = async () => {
    if (!open) return;
    setBusy(true);
    setError(null);
    try {
      const v = await studioCall(studioApi.pokerDraw, vendor, launch, { roundId: open.roundId, hold });
      setBalance(v.balance);
      record(BigInt(v.stake), BigInt(v.payout));
      setHash(v.next.serverSeedHash);
      setLast(v);
      setOpen(null);
      // the held cards stay up; the new ones are dealt again
      setShown(5);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const cards = last ? last.outcome.cards : (open?.cards ?? []);
  const phase: RoundPhase = busy ? 'waiting' : last ? 'shown' : 'idle';
  const handName = last ? last.outcome.hand : open && shown >= 5 ? open.hand : undefined;
  const pays = (
    <table className="studio-paytable" data-testid="poker-paytable">
      <caption>{t('poker.paytable', { table: info.table })}</caption>
      <tbody>
        {info.pays.map((p) => (
          <tr key={p.hand} className={handName === p.hand ? 'is-won' : ''}>
            <th scope="row">{t(`poker.${p.hand}`)}</th>
            <td>
              <bdi>×{p.mult}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <Shell
      phase={phase}
      rules={<p>{t('poker.rtpNote', { hands: String(info.simulation.hands) })}</p>}
      stage={
        <div className="studio-stage">
          <div className="studio-cards studio-poker" data-testid="studio-poker" data-state={last ? 'drawn' : open ? 'dealt' : 'idle'}>
            <CardHand
              key={last ? `${last.roundId}-draw` : (open?.roundId ?? 'none')}
              title={gt('cards.player')}
              cards={cards}
              shown={shown}
              total={null}
              cardLabel={cardLabel}
              testId="studio-hand"
              places={5}
            />
            <div className="studio-holds">
              {[0, 1, 2, 3, 4].map((i) => (
                <button
                  key={i}
                  type="button"
                  className={`studio-hold${(last ? last.outcome.hold[i] : hold[i]) ? ' is-on' : ''}`}
                  aria-pressed={last ? last.outcome.hold[i] : hold[i]}
                  disabled={!open || busy || shown < 5}
                  onClick={() => setHold(hold.map((h, j) => (j === i ? !h : h)))}
                  data-testid={`hold-${i}`}
                >
                  {t('poker.hold')}
                </button>
              ))}
            </div>
            <p data-testid="studio-hand-name">{handName !== undefined ? t(`poker.${handName ?? 'none'}`) : '\u00a0'}</p>
          </div>
          {pays}
          <RoundResult phase={phase} category="cards" result={last ? { stake: BigInt(last.stake), payout: BigInt(last.payout) } : null} />
          {last ? <Celebrate key={last.roundId} stake={BigInt(last.stake)} payout={BigInt(last.payout)} /> : null}
        </div>
      }
      controls={
        <div className="studio-controls">
          <Stepper value={stake} values={STAKES} onChange={setStake} disabled={busy || !!open} label={t('stake')} />
          {open ? (
            <PlayButton
              label={t('poker.draw')}
              busy={busy}
              canStop={false}
              disabled={shown < 5}
              hint={gt('why.inProgress')}
              onPlay={() => void draw()}
              onStop={() => undefined}
            />
          ) : (
            <PlayButton
              label={t('deal')}
              busy={busy}
              canStop={false}
              disabled={false}
              onPlay={() => void deal()}
              onStop={() => undefined}
            />
          )}
          <Problem error={error} />
          <RoundFairness last={last} hash={open?.fairness.serverSeedHash ?? hash} />
        </div>
      }
    />
  );
};
