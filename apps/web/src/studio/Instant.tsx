import {
  BigWin,
  CardHand,
  classifyReturn,
  cardPacing,
  DiceSet,
  dicePacing,
  GameShell,
  Paytable,
  PlayButton,
  RoundResult,
  SlotMachine,
  type SlotOutcome,
  SymbolIcon,
  slotPacing,
  useGameUi,
  useRoundPresenter,
  useStepCount,
} from '@wl/game-ui';
import { type ReactNode, useMemo, useState } from 'react';
import { type RoundValue, StudioCallError, studioCall } from './api';
import { useStudio } from './context';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const cardLabel = (rank: string, suit: string) => `${rank} ${suit}`;
export const STAKES = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000];
const CHIPS = [100, 200, 500, 1000, 5000];

/** The rules sheet: returns to player as published by the studio (exact fractions), and the game's own rows. */
export const Rules = ({ rows }: { rows?: ReactNode }) => {
  const { s, t } = useStudio();
  const rtp = (s.info.rtp ?? []).map((r) => ({ label: r.key, percent: r.percent, exact: `${r.numerator}/${r.denominator}` }));
  return (
    <div className="studio-rules">
      <p>
        {t(
          `engines.${s.engine.kind === 'table' ? s.engine.table : s.engine.kind === 'slot' && s.engine.jackpot ? 'jackpot' : s.engine.kind}`,
        )}
      </p>
      {rows}
      <Paytable rows={[]} caption={t('rtp')} rtp={rtp} />
    </div>
  );
};

/** The big-win moment for a return of ten times the stake or more (game-ui's tiers); a tap or its end dismisses it. */
export const Celebrate = ({ stake, payout }: { stake: bigint; payout: bigint }) => {
  const [done, setDone] = useState(false);
  const r = classifyReturn(stake, payout);
  if (done || r.tier === 0) return null;
  return <BigWin tier={r.tier} amount={payout} multiplier={r.multiplier} onDone={() => setDone(true)} />;
};

/** The seeds of the last round (hash before, seed after): enough to recompute it. */
export const Fairness = ({ hash, seed, client, nonce }: { hash: string; seed?: string | null; client?: string; nonce?: number }) => {
  const { t } = useStudio();
  return (
    <details className="studio-fair" data-testid="studio-fair">
      <summary>{t('fair.hash')}</summary>
      <code data-testid="studio-seed-hash">{hash}</code>
      {seed ? (
        <>
          <p>{t('fair.seed')}</p>
          <code>{seed}</code>
          <p>
            {t('fair.client')}: <code>{client}</code> · {t('fair.nonce')}: {nonce}
          </p>
        </>
      ) : null}
    </details>
  );
};

export const Problem = ({ error }: { error: unknown }) => {
  const { t } = useStudio();
  if (!error) return null;
  const code = error instanceof StudioCallError ? error.code : 'generic';
  const text = t(`errors.${code.replaceAll('.', '_')}`);
  return (
    <p className="studio-problem" role="alert" data-testid="studio-problem" data-code={code}>
      {text.startsWith('errors.') ? t('errors.generic') : text}
    </p>
  );
};

export const Stepper = ({
  value,
  values,
  onChange,
  disabled,
  label,
}: {
  value: number;
  values: number[];
  onChange: (v: number) => void;
  disabled: boolean;
  label: string;
}) => {
  const { money } = useStudio();
  const i = values.indexOf(value);
  return (
    <fieldset className="studio-stepper">
      <legend>{label}</legend>
      <button type="button" disabled={disabled || i <= 0} onClick={() => onChange(values[i - 1]!)} data-testid="stake-less">
        −
      </button>
      <bdi data-testid="stake-value">{money(BigInt(value))}</bdi>
      <button type="button" disabled={disabled || i >= values.length - 1} onClick={() => onChange(values[i + 1]!)} data-testid="stake-more">
        +
      </button>
    </fieldset>
  );
};

/** One instant round on the game-ui pace: the stake goes at once, the result is revealed step by step. */
const useInstant = (steps: (a: RoundValue) => number, kind: 'slot' | 'cards' | 'dice') => {
  const { vendor, launch, s, setBalance, record } = useStudio();
  const { reducedMotion } = useGameUi();
  const [hash, setHash] = useState(s.next.serverSeedHash);
  const [last, setLast] = useState<RoundValue | null>(null);
  const round = useRoundPresenter<RoundValue>({
    pacing: (a) => (kind === 'slot' ? slotPacing(steps(a)) : kind === 'cards' ? cardPacing(steps(a)) : dicePacing),
    reducedMotion,
    onShown: (a) => {
      setBalance(a.balance);
      record(BigInt(a.stake), BigInt(a.payout));
      setHash(a.next.serverSeedHash);
      setLast(a);
    },
  });
  const play = (bet: Record<string, unknown>) =>
    round.play(() => studioCall<RoundValue>(vendor, 'play', launch, { bet, clientSeed: `studio-${Date.now().toString(36)}` }));
  return { round, play, hash, last };
};

export const Shell = ({
  phase,
  stage,
  controls,
  rules,
  art,
}: {
  phase: Parameters<typeof GameShell>[0]['phase'];
  stage: ReactNode;
  controls: ReactNode;
  rules?: ReactNode;
  art?: readonly string[];
}) => {
  const { s, money, balance, stats } = useStudio();
  return (
    <GameShell
      title={s.game.name}
      balance={{ text: money(balance), minor: balance }}
      session={stats}
      info={<Rules rows={rules} />}
      art={art}
      phase={phase}
      stage={stage}
      controls={controls}
    />
  );
};

type SlotInfo = { symbols: string[]; strips: number[][]; pays: number[][]; lines: number[][] };
export const SlotGame = () => {
  const { s, t } = useStudio();
  const { text: gt } = useGameUi();
  const info = s.info as unknown as SlotInfo;
  const [stake, setStake] = useState(100);
  const { round, play, hash, last } = useInstant(() => 5, 'slot');
  const idle = useMemo(() => info.strips.map((strip) => [0, 1, 2].map((r) => strip[(r + 3) % strip.length]!)), [info.strips]);
  const answer = useMemo((): SlotOutcome | null => {
    const a = round.answer;
    if (!a) return null;
    const o = a.outcome as { window: number[][]; wins: { line: number; symbol: number; count: number; payout: number }[] };
    return {
      window: o.window,
      stake: BigInt(a.stake),
      payout: BigInt(a.payout),
      wins: o.wins.map((w) => ({
        kind: 'line' as const,
        line: w.line,
        path: info.lines[w.line - 1] ?? [],
        count: w.count,
        symbol: w.symbol,
        payout: BigInt(w.payout),
      })),
    };
  }, [round.answer, info.lines]);
  const rows = (
    <Paytable
      caption={t('rtp')}
      rows={info.symbols.slice(1).map((sym, i) => ({
        symbol: sym,
        label: gt(`symbols.${sym}`).startsWith('symbols.') ? sym : gt(`symbols.${sym}`),
        pays: [3, 4, 5].map((c) => ({ count: c, pays: `×${info.pays[i + 1]![c - 3]}` })),
      }))}
      rtp={[]}
    />
  );
  return (
    <Shell
      phase={round.phase}
      art={info.symbols}
      rules={rows}
      stage={
        <SlotMachine
          symbols={info.symbols}
          symbolLabel={(i) => info.symbols[i] ?? ''}
          filler={info.strips}
          idleWindow={idle}
          round={{ phase: round.phase, answer, steps: round.steps }}
        />
      }
      controls={
        <div className="studio-controls">
          <Stepper value={stake} values={STAKES} onChange={setStake} disabled={round.busy} label={t('stake')} />
          <PlayButton
            label={gt('spin')}
            busy={round.busy}
            canStop={round.busy}
            disabled={false}
            onPlay={() => play({ stake })}
            onStop={round.quickStop}
          />
          <Problem error={round.error} />
          <Fairness
            hash={last?.fairness.serverSeedHash ?? hash}
            seed={last?.fairness.serverSeed}
            client={last?.fairness.clientSeed}
            nonce={last?.fairness.nonce}
          />
        </div>
      }
    />
  );
};

const SCRATCH_ART = ['', 'cherry', 'bell', 'seven', 'diamond', 'crown', 'star'];

/** Scratch, video poker, bingo, limbo, fishing and the card games against the house: one stake, one reveal. */
export const InstantGame = () => {
  const { s, t, money } = useStudio();
  const { text: gt } = useGameUi();
  const kind = s.engine.kind === 'table' ? s.engine.table : s.engine.kind;
  const spots = (s.info.spots as string[] | undefined) ?? [];
  const [stake, setStake] = useState(100);
  const [target, setTarget] = useState(200);
  const [chip, setChip] = useState(100);
  const [bets, setBets] = useState<Record<string, number>>({});
  const cards = (a: RoundValue | null) => {
    const o = a?.outcome as { cards?: number[]; result?: Record<string, unknown> } | undefined;
    return o?.cards?.length ?? 6;
  };
  const { round, play, hash, last } = useInstant((a) => cards(a), kind === 'sicBo' ? 'dice' : 'cards');
  const a = round.phase === 'shown' || round.phase === 'revealing' ? round.answer : null;
  const o = (a?.outcome ?? {}) as Record<string, unknown>;
  const revealed = useStepCount(round.steps);
  const shown = round.phase === 'shown' ? 99 : revealed;
  const fish = (s.info.fish as { id: number; mult: number }[] | undefined) ?? [];
  const placed = Object.values(bets).reduce((x, y) => x + y, 0);

  let stage: ReactNode = null;
  let controls: ReactNode = null;
  if (kind === 'scratch') {
    const cells = (o.cells as number[] | undefined) ?? Array.from({ length: 9 }, () => 0);
    stage = (
      <div className="studio-scratch" data-testid="studio-scratch">
        {cells.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the card's nine places
          <span key={i} className={`studio-scratch__cell${a && c === o.prizeSymbol ? ' is-won' : ''}`}>
            {a && c > 0 ? <SymbolIcon name={SCRATCH_ART[c]!} /> : '?'}
          </span>
        ))}
        <p>{t('scratchCard.match')}</p>
      </div>
    );
  } else if (kind === 'poker') {
    stage = (
      <div className="studio-cards">
        <CardHand
          title={gt('cards.player')}
          cards={(o.cards as number[]) ?? []}
          shown={shown}
          total={null}
          cardLabel={cardLabel}
          testId="studio-hand"
          places={5}
        />
        <p data-testid="studio-hand-name">{round.phase === 'shown' ? t(`poker.${(o.hand as string | null) ?? 'none'}`) : '\u00a0'}</p>
      </div>
    );
  } else if (kind === 'bingo') {
    const card = (o.card as number[]) ?? [];
    const called = new Set((o.called as number[]) ?? []);
    stage = (
      <div className="studio-bingo" data-testid="studio-bingo">
        <p>{t('bingo.card')}</p>
        <div className="studio-bingo__card">
          {card.map((n) => (
            <span key={n} className={round.phase === 'shown' && called.has(n) ? 'is-marked' : ''}>
              {n}
            </span>
          ))}
        </div>
        {round.phase === 'shown' ? <p>{t('bingo.marked', { n: Number(o.marked) })}</p> : null}
      </div>
    );
  } else if (kind === 'limbo') {
    stage = (
      <div className="studio-limbo" data-testid="studio-limbo">
        <p className="studio-limbo__value">
          {round.phase === 'shown' ? t('limbo.reached', { value: (Number(o.reached) / 100).toFixed(2) }) : '×—'}
        </p>
      </div>
    );
  } else if (kind === 'fish') {
    stage = (
      <div className="studio-fish" data-testid="studio-fish">
        <p>{t('fish.pick')}</p>
        <div className="studio-fish__pond">
          {fish.map((f) => (
            <button
              key={f.id}
              type="button"
              className="studio-fish__fish"
              disabled={round.busy}
              onClick={() => play({ stake, fishId: f.id })}
              data-testid={`fish-${f.id}`}
            >
              <SymbolIcon name={f.mult >= 50 ? 'crown' : f.mult >= 10 ? 'diamond' : 'coin'} />×{f.mult}
            </button>
          ))}
        </div>
        {round.phase === 'shown' ? <p>{o.hit ? t('fish.hit', { m: Number(o.mult) }) : t('fish.miss')}</p> : null}
      </div>
    );
  } else {
    stage = <TableOutcome table={kind} result={(o.result as Record<string, unknown>) ?? null} shown={shown} />;
  }

  const isTable = s.engine.kind === 'table';
  if (isTable) {
    controls = (
      <div className="studio-controls">
        <div className="studio-chips">
          {CHIPS.map((c) => (
            <button key={c} type="button" className={c === chip ? 'is-on' : ''} onClick={() => setChip(c)} data-testid={`chip-${c}`}>
              {money(BigInt(c))}
            </button>
          ))}
        </div>
        <div className="studio-spots">
          {spots
            .filter((x) => !x.startsWith('n') || x === 'n0')
            .map((spot) => (
              <button
                key={spot}
                type="button"
                className="studio-spot"
                disabled={round.busy}
                onClick={() => setBets({ ...bets, [spot]: (bets[spot] ?? 0) + chip })}
                data-testid={`spot-${spot}`}
              >
                <span>{t(`spots.${spot}`)}</span>
                <bdi>{bets[spot] ? money(BigInt(bets[spot]!)) : '\u00a0'}</bdi>
              </button>
            ))}
        </div>
        <button type="button" onClick={() => setBets({})} disabled={round.busy || placed === 0}>
          {t('clear')}
        </button>
        <PlayButton
          label={t('deal')}
          stopLabel={gt('skip')}
          busy={round.busy}
          canStop={round.busy}
          disabled={placed === 0}
          onPlay={() => play({ bets })}
          onStop={round.quickStop}
        />
      </div>
    );
  } else {
    controls = (
      <div className="studio-controls">
        <Stepper value={stake} values={STAKES} onChange={setStake} disabled={round.busy} label={t('stake')} />
        {kind === 'limbo' ? (
          <Stepper
            value={target}
            values={[110, 150, 200, 300, 500, 1000, 2000, 10000]}
            onChange={setTarget}
            disabled={round.busy}
            label={t('limbo.target')}
          />
        ) : null}
        {kind !== 'fish' ? (
          <PlayButton
            label={kind === 'scratch' ? t('scratch') : t('play')}
            busy={round.busy}
            canStop={round.busy}
            disabled={false}
            onPlay={() => play(kind === 'limbo' ? { stake, target } : { stake })}
            onStop={round.quickStop}
          />
        ) : null}
      </div>
    );
  }
  return (
    <Shell
      phase={round.phase}
      art={[...SCRATCH_ART.slice(1), 'coin', 'diamond', 'crown']}
      stage={
        <div className="studio-stage">
          {stage}
          <RoundResult
            phase={round.phase}
            result={round.phase === 'shown' && a ? { stake: BigInt(a.stake), payout: BigInt(a.payout) } : null}
          />
          {round.phase === 'shown' && a ? <Celebrate key={a.roundId} stake={BigInt(a.stake)} payout={BigInt(a.payout)} /> : null}
        </div>
      }
      controls={
        <>
          {controls}
          <Problem error={round.error} />
          <Fairness
            hash={last?.fairness.serverSeedHash ?? hash}
            seed={last?.fairness.serverSeed}
            client={last?.fairness.clientSeed}
            nonce={last?.fairness.nonce}
          />
        </>
      }
    />
  );
};

/** A table result drawn with game-ui's cards and dice. */
export const TableOutcome = ({ table, result, shown }: { table: string; result: Record<string, unknown> | null; shown: number }) => {
  const { t } = useStudio();
  const winner = result?.winner as string | undefined;
  const hand = (title: string, cards: unknown, won: boolean, id: string) => (
    <CardHand title={title} cards={(cards as number[]) ?? []} shown={shown} total={null} won={won} cardLabel={cardLabel} testId={id} />
  );
  if (table === 'roulette')
    return (
      <div className={`studio-wheel is-${(result?.colour as string) ?? 'idle'}`} data-testid="studio-wheel">
        {result ? String(result.number) : '–'}
      </div>
    );
  if (table === 'sicBo')
    return (
      <DiceSet count={3} values={(result?.dice as number[]) ?? [1, 1, 1]} rolling={!result} label={result ? String(result.summary) : ''} />
    );
  if (table === 'cockfight')
    return (
      <div className="studio-cockfight" data-testid="studio-cockfight">
        <span className={winner === 'meron' ? 'is-won' : ''}>{t('spots.meron')}</span>
        <span className={winner === 'draw' ? 'is-won' : ''}>{t('spots.draw')}</span>
        <span className={winner === 'wala' ? 'is-won' : ''}>{t('spots.wala')}</span>
      </div>
    );
  const pairs: Record<string, [string, string, string, string]> = {
    baccarat: ['player', 'banker', 'player', 'banker'],
    dragonTiger: ['dragon', 'tiger', 'dragon', 'tiger'],
    teenPatti: ['player', 'dealer', 'player', 'dealer'],
    andarBahar: ['andar', 'bahar', 'andar', 'bahar'],
  };
  const [a, b, ka, kb] = pairs[table] ?? ['player', 'banker', 'player', 'banker'];
  const one = (v: unknown) => (typeof v === 'number' ? [v] : v);
  return (
    <div className="studio-cards" data-testid="studio-table-result" data-winner={winner ?? ''}>
      {table === 'andarBahar' && result ? hand(t('spots.joker'), [result.joker], false, 'hand-joker') : null}
      {hand(t(`spots.${a}`), one(result?.[ka]), winner === a, 'hand-a')}
      {hand(t(`spots.${b}`), one(result?.[kb]), winner === b, 'hand-b')}
      <p>{winner ? t('table.winner', { spot: t(`spots.${winner}`) }) : '\u00a0'}</p>
    </div>
  );
};

export { RANKS };
