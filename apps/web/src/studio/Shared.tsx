import { BetWindow, GameShell, PlayButton, RoundResult, useGameUi } from '@wl/game-ui';
import { type TableInfo, type TableState, studioApi } from '@wl/studio/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { StudioCallError, studioCall } from './api';
import { Celebrate } from './Celebrate';
import { ChipPicker } from './ChipPicker';
import { useStudio } from './context';
import { Fairness } from './Fairness';
import { LiveStage } from './LiveStage';
import { Problem } from './Problem';
import { Rules } from './Rules';
import { TableOutcome } from './TableOutcome';
import { categoryOf } from './category';
import { SHOWN_LIVE, useLiveShow } from './useLiveShow';
import './live.css';

/** Two polls of a table say the same when all but the server's clock is alike. */
const sameTable = (a: TableState, b: TableState) => JSON.stringify({ ...a, now: 0 }) === JSON.stringify({ ...b, now: 0 });

/**
 * A shared table (live casino, cockfight): every seated player sees the same round — the betting window with its
 * countdown, then the result (from the round's committed seed), then settlement through the wallet.
 */
export const SharedTable = () => {
  const { vendor, launch, s, t, money, balance, setBalance, stats, record, title, balanceLabel } = useStudio();
  const { text: gt, reducedMotion } = useGameUi();
  const table = s.engine.kind === 'table' ? s.engine.table : '';
  const spots = ((s.info.spots as TableInfo['spots']) ?? []).filter((x) => !x.startsWith('n') || x === 'n0');
  const [state, setState] = useState<TableState | null>(null);
  const [skew, setSkew] = useState(0);
  const [clock, setClock] = useState(Date.now());
  const [chip, setChip] = useState(100);
  const [pending, setPending] = useState<Record<string, number>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [seen, setSeen] = useState<number | null>(null);

  // A poll that brings nothing new redraws nothing: the state, the clock and the skew change only when the table
  // does (the skew only when it moves by more than a tenth of a second).
  const heard = useRef<TableState | null>(null);
  const poll = useCallback(async () => {
    try {
      const st = await studioCall(studioApi.table, vendor, launch);
      const at = Date.now();
      setSkew((was) => (Math.abs(st.now - at - was) > 100 ? st.now - at : was));
      if (heard.current && sameTable(heard.current, st)) return;
      heard.current = st;
      setClock(at);
      setState(st);
    } catch (e) {
      setError(e);
    }
  }, [vendor, launch]);
  useEffect(() => {
    void poll();
    const a = setInterval(() => void poll(), 1000);
    return () => clearInterval(a);
  }, [poll]);
  // The countdown is in whole seconds: the page redraws when the next one turns, and not at all once betting closes.
  const closesAt = state?.closesAt ?? null;
  useEffect(() => {
    const left = closesAt === null ? 0 : closesAt - (clock + skew);
    if (left <= 0) return;
    const id = setTimeout(() => setClock(Date.now()), (left % 1000 || 1000) + 5);
    return () => clearTimeout(id);
  }, [closesAt, clock, skew]);
  const shownLive = SHOWN_LIVE.includes(table);
  const show = useLiveShow(table, shownLive ? state : null, reducedMotion);
  // A settled round: the server's balance and the session figures follow it, once — on a table shown in the open only
  // once its cards are all down (or its fight is over), so neither gives the result away before the table does.
  useEffect(() => {
    const l = state?.lastSettled;
    if (!l || l.n === seen) return;
    const dealing = show.round === l.n ? !show.done : state?.phase === 'RESULT' && state.round === l.n;
    if (shownLive && dealing) return;
    setSeen(l.n);
    if (seen !== null || l.n === state?.round || l.n === show.round) {
      record(BigInt(l.stake), BigInt(l.payout));
      void studioCall(studioApi.balance, vendor, launch).then(
        (b) => setBalance(b.balance),
        () => undefined,
      );
    }
  }, [state, seen, record, vendor, launch, setBalance, shownLive, show.round, show.done]);
  useEffect(() => {
    if (state?.phase === 'RESULT') setPending({});
  }, [state?.phase]);

  const now = clock + skew;
  const open = state?.phase === 'BETTING' && now < state.closesAt;
  const placedTotal = Object.values(pending).reduce((a, b) => a + b, 0);
  const place = async () => {
    if (!state) return;
    setBusy(true);
    setError(null);
    try {
      const r = await studioCall(studioApi.tableBet, vendor, launch, { round: state.round, bets: pending });
      setBalance(r.balance);
      setPending({});
      setState({ ...state, myBets: r.myBets });
    } catch (e) {
      setError(e instanceof StudioCallError ? e : new StudioCallError('generic'));
    } finally {
      setBusy(false);
    }
  };
  // A table shown in the open says the player's return once its round is all on the table (and keeps it there through
  // the next betting window); the others say it while their result is up.
  const l = state?.lastSettled;
  const settledNow = !l ? null : shownLive ? (show.done && l.n === show.round ? l : null) : l.n === state?.round ? l : null;
  return (
    <GameShell
      title={title}
      balanceLabel={balanceLabel}
      balance={{ text: money(balance), minor: balance }}
      session={stats}
      info={
        <Rules
          rows={
            <p>{t('limits', { min: money(100n), max: money(BigInt((s.info.limits as TableInfo['limits'] | undefined)?.max ?? 0)) })}</p>
          }
        />
      }
      phase={open ? 'idle' : 'shown'}
      stage={
        <div className="studio-stage studio-live" data-testid="studio-live" data-phase={state?.phase ?? ''} data-round={state?.round ?? ''}>
          <p className="studio-live__meta">
            {state ? t('table.round', { n: state.round }) : ''} · {state ? t('table.players', { n: state.players }) : ''}
          </p>
          {shownLive ? (
            <LiveStage table={table} state={state} now={now} show={show} />
          ) : (
            <>
              <BetWindow opensAt={state?.opensAt ?? null} closesAt={state?.closesAt ?? null} now={now} unknown={!state} />
              <TableOutcome
                table={table}
                result={state?.phase === 'RESULT' ? state.result : null}
                shown={99}
                settled={state?.phase === 'RESULT'}
              />
            </>
          )}
          <RoundResult
            phase={settledNow ? 'shown' : 'idle'}
            category={categoryOf(table)}
            result={settledNow ? { stake: BigInt(settledNow.stake), payout: BigInt(settledNow.payout) } : null}
          />
          {settledNow ? <Celebrate key={settledNow.n} stake={BigInt(settledNow.stake)} payout={BigInt(settledNow.payout)} /> : null}
          <ol className="studio-history" aria-label={t('table.history')} data-testid="studio-history">
            {(state?.history ?? []).map((h) => (
              <li key={h.round} title={h.serverSeed}>
                {h.summary.length < 8 && /^[a-z]/.test(h.summary) ? t(`spots.${h.summary}`) : h.summary}
              </li>
            ))}
          </ol>
        </div>
      }
      controls={
        <div className="studio-controls">
          <ChipPicker chip={chip} onChip={setChip} />
          <div className={`studio-spots${spots.length <= 5 ? ' studio-spots--row' : ''}`}>
            {spots.map((spot) => {
              const mine = (state?.myBets[spot] ?? 0) + (pending[spot] ?? 0);
              return (
                <button
                  key={spot}
                  type="button"
                  className="studio-spot"
                  disabled={!open || busy}
                  onClick={() => setPending({ ...pending, [spot]: (pending[spot] ?? 0) + chip })}
                  data-testid={`spot-${spot}`}
                >
                  <span>{t(`spots.${spot}`)}</span>
                  <bdi>{mine ? money(BigInt(mine)) : '\u00a0'}</bdi>
                </button>
              );
            })}
          </div>
          <PlayButton
            label={t('place')}
            busy={busy}
            canStop={false}
            disabled={!open || placedTotal === 0 || BigInt(placedTotal) > balance}
            hint={!open ? gt('why.closed') : placedTotal === 0 ? gt('why.chips') : BigInt(placedTotal) > balance ? gt('why.balance') : null}
            onPlay={() => void place()}
            onStop={() => undefined}
          />
          <Problem error={error} />
          <Fairness hash={state?.serverSeedHash ?? ''} seed={state?.result?.serverSeed ?? null} client={s.game.code} nonce={state?.round} />
        </div>
      }
    />
  );
};
