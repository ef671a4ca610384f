import { BetSpot, CardHand, ChipRack, cardPacing, PlayButton, useGameUi, useStepCount } from '@wl/game-ui';
import { BACCARAT_BETS, type BaccaratBetKind, type BaccaratResult, handTotal } from '@wl/house-games';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/money';
import { baccaratBet, CHIPS, playBlock } from './bets';
import { type HouseAnswer, useHouseSession } from './house-session';
import { HouseShell } from './HouseShell';
import { PlayProblem } from './PlayProblem';
import { HouseRoundResult } from './HouseRoundResult';

const PAYS: Record<BaccaratBetKind, string> = { player: '1:1', banker: '0.95:1', tie: '8:1', playerPair: '11:1', bankerPair: '11:1' };
type Bets = Record<BaccaratBetKind, bigint>;
const NONE: Bets = { player: 0n, banker: 0n, tie: 0n, playerPair: 0n, bankerPair: 0n };
const RANK_KEYS: Record<string, string> = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' };

/** The order a coup is dealt: player, banker, player, banker, then each third card. */
export const dealOrder = (r: Pick<BaccaratResult, 'player' | 'banker'>): ('player' | 'banker')[] => {
  const order: ('player' | 'banker')[] = ['player', 'banker', 'player', 'banker'];
  if (r.player.length > 2) order.push('player');
  if (r.banker.length > 2) order.push('banker');
  return order;
};
const cardsShown = (r: BaccaratResult, revealed: number, side: 'player' | 'banker') =>
  dealOrder(r)
    .slice(0, revealed)
    .filter((s) => s === side).length;
const pacing = (a: HouseAnswer) => {
  const r = a.round.outcome as BaccaratResult;
  return cardPacing(r.player.length + r.banker.length);
};

/** House Baccarat (punto banco): chips on the table, cards dealt and turned on the server's answer. */
export const BaccaratGame = ({ token, back }: { token: string; back: string }) => {
  const { t } = useTranslation();
  const fmt = useMoney();
  const { sound, text: gt } = useGameUi();
  const session = useHouseSession('baccarat', token, pacing);
  const { round } = session;
  const busy = round.busy;
  const [chip, setChip] = useState(CHIPS[0]!);
  const [bets, setBets] = useState<Bets>(NONE);
  const [history, setHistory] = useState<Bets[]>([]);
  const check = baccaratBet(bets);
  const block = playBlock(check, session);
  const total = check.total;
  const place = (next: Bets) => {
    setHistory((h) => [...h, bets]);
    setBets(next);
  };
  /** Undo, clear and double under the chip rack: each off while a round runs or with nothing to act on. */
  const chipActions = [
    {
      id: 'undo',
      off: busy || history.length === 0,
      run: () => {
        setBets(history.at(-1) ?? NONE);
        setHistory(history.slice(0, -1));
      },
    },
    { id: 'clear', off: busy || total === 0n, run: () => place(NONE) },
    { id: 'double', off: busy || total === 0n, run: () => place(Object.fromEntries(BACCARAT_BETS.map((k) => [k, bets[k] * 2n])) as Bets) },
  ];
  const result = round.answer ? (round.answer.round.outcome as BaccaratResult) : null;
  const shown = round.phase === 'shown' ? result : null;
  const steps = useStepCount(round.steps);
  const revealed = round.phase === 'shown' ? Number.POSITIVE_INFINITY : steps;
  useEffect(() => {
    if (steps > 0 && round.phase === 'revealing') sound.play('deal');
  }, [steps, round.phase, sound]);

  const cardLabel = useCallback(
    (rank: string, suit: string) =>
      t('houseGames.cards.label', {
        rank: RANK_KEYS[rank] ? t(`houseGames.cards.${RANK_KEYS[rank]}`) : rank,
        suit: t(`houseGames.cards.${suit}`),
      }),
    [t],
  );
  const hand = (side: 'player' | 'banker') => {
    const cards = result ? result[side] : [];
    const count = result ? cardsShown(result, revealed, side) : 0;
    return (
      <CardHand
        title={t(`houseGames.baccarat.${side}`)}
        cards={cards}
        shown={count}
        total={count > 0 ? handTotal(cards.slice(0, count)) : null}
        won={shown?.winner === side}
        from={side === 'player' ? 'end' : 'start'}
        cardLabel={cardLabel}
        testId={`house-baccarat-${side}`}
      />
    );
  };
  return (
    <HouseShell
      session={session}
      back={back}
      stage={
        <div className="play-baccarat">
          <div className="gu-felt play-baccarat__felt">
            <div className="play-baccarat__hands">
              {hand('player')}
              {hand('banker')}
            </div>
            <p className={`play-baccarat__winner${shown ? ' is-shown' : ''}`} data-testid={shown ? 'house-baccarat-winner' : undefined}>
              {shown ? t(`houseGames.baccarat.wins.${shown.winner}`) : '\u00a0'}
            </p>
            <div className="play-baccarat__spots">
              {BACCARAT_BETS.map((kind) => (
                <BetSpot
                  key={kind}
                  label={t(`houseGames.baccarat.${kind}`)}
                  pays={PAYS[kind]}
                  amount={bets[kind]}
                  values={CHIPS}
                  onAdd={() => place({ ...bets, [kind]: bets[kind] + chip })}
                  disabled={busy}
                  won={Boolean(shown && (shown.returns[kind] ?? 0) > (shown.bets[kind] ?? 0))}
                  testId={`bet-${kind}`}
                  size={kind === 'player' || kind === 'banker' ? 'large' : 'small'}
                />
              ))}
            </div>
          </div>
          <HouseRoundResult round={round} category="cards" />
        </div>
      }
      controls={
        <div className="play-controls play-controls--table">
          <div className="play-controls__bets">
            <ChipRack values={CHIPS} selected={chip} onSelect={setChip} />
            <div className="play-controls__row">
              {chipActions.map((a) => (
                <button key={a.id} type="button" className="btn btn--sm" disabled={a.off} onClick={a.run} data-testid={`bet-${a.id}`}>
                  {gt(`chips.${a.id}`)}
                </button>
              ))}
              <p className="play-controls__total">
                {gt('slot.totalStake')} <bdi data-testid="bet-total">{fmt(total)}</bdi>
              </p>
            </div>
          </div>
          <PlayButton
            label={gt('deal')}
            busy={busy}
            canStop={round.phase === 'revealing'}
            category="cards"
            disabled={block !== null}
            hint={block ? gt(block) : null}
            onPlay={() => check.ok && session.play(check.bet)}
            onStop={round.quickStop}
          />
        </div>
      }
      problem={<PlayProblem error={round.error} />}
    />
  );
};
