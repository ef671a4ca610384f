import { GameShell, PlayButton, useGameUi } from '@wl/game-ui';
import { type Board, type Fixture, type Leg, type Market, studioApi } from '@wl/studio/api';
import { useCallback, useEffect, useState } from 'react';
import { StudioCallError, studioCall } from './api';
import { BetReceipt, type Receipt, potentialReturn, slipOdds } from './BetReceipt';
import { useStudio } from './context';
import { Problem } from './Problem';
import { Rules } from './Rules';

const STAKES = [100, 200, 500, 1000, 2000, 5000, 10000];
const odds = (x: number) => (x / 100).toFixed(2);

/** The fixed-odds sportsbook: generated matches, pre-match and in-play prices that move, singles and parlays. */
export const Sportsbook = () => {
  const { vendor, launch, t, money, balance, setBalance, stats, record, dates, title, balanceLabel } = useStudio();
  const { text: gt } = useGameUi();
  const [board, setBoard] = useState<Board | null>(null);
  const [legs, setLegs] = useState<Leg[]>([]);
  const [stake, setStake] = useState(100);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [counted, setCounted] = useState<Set<string>>(new Set());
  const load = useCallback(async () => {
    try {
      setBoard(await studioCall(studioApi.book, vendor, launch));
    } catch (e) {
      setError(e);
    }
  }, [vendor, launch]);
  useEffect(() => {
    void load();
    const i = setInterval(() => void load(), 2000);
    return () => clearInterval(i);
  }, [load]);
  // A slip settled while the page is open: balance and session follow it.
  useEffect(() => {
    const fresh = (board?.slips ?? []).filter((x) => x.state === 'SETTLED' && !counted.has(x.id));
    if (fresh.length === 0) return;
    setCounted(new Set([...counted, ...fresh.map((x) => x.id)]));
    for (const x of fresh) record(0n, BigInt(x.payout ?? 0));
    void studioCall(studioApi.balance, vendor, launch).then(
      (b) => setBalance(b.balance),
      () => undefined,
    );
  }, [board, counted, record, vendor, launch, setBalance]);

  const toggle = (f: Fixture, market: Market, pick: string, price: number) => {
    const others = legs.filter((l) => l.fixtureId !== f.id);
    const same = legs.find((l) => l.fixtureId === f.id && l.market === market && l.pick === pick);
    setReceipt(null);
    setLegs(same ? others : [...others, { fixtureId: f.id, market, pick, odds: price }]);
  };
  const total = slipOdds(legs);
  const place = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await studioCall(studioApi.bookBet, vendor, launch, { stake, legs });
      setBalance(r.balance);
      record(BigInt(stake), 0n);
      setReceipt({ id: r.id, legs: r.legs, stake: r.stake, placedAt: Date.now() });
      setLegs([]);
      await load();
    } catch (e) {
      setError(e instanceof StudioCallError ? e : new StudioCallError('generic'));
      if (e instanceof StudioCallError && e.code === 'studio.odds_changed') await load();
    } finally {
      setBusy(false);
    }
  };
  const status = (f: Fixture) =>
    f.state.status === 'PRE'
      ? t('book.pre', { time: dates.dateTimeShort(f.kickoffMs) })
      : f.state.status === 'LIVE'
        ? board?.sport === 'ESPORTS'
          ? t('book.map', { n: Math.min(3, Math.floor(f.state.minute / 30) + 1), home: f.state.home, away: f.state.away })
          : t('book.live', { minute: f.state.minute })
        : t(f.state.status === 'ENDED' ? 'book.ended' : 'book.abandoned');
  const nameOf = (id: string) => {
    const f = board?.fixtures.find((x) => x.id === id);
    return f ? `${f.home} – ${f.away}` : id;
  };
  return (
    <GameShell
      title={title}
      balanceLabel={balanceLabel}
      balance={{ text: money(balance), minor: balance }}
      session={stats}
      info={<Rules />}
      phase="idle"
      stage={
        <div className="studio-book" data-testid="studio-book">
          <h2>{t('book.leagues')}</h2>
          <ul className="studio-book__list">
            {(board?.fixtures ?? []).slice(0, 12).map((f) => (
              <li key={f.id} className="studio-fixture" data-testid="studio-fixture" data-status={f.state.status}>
                <p className="studio-fixture__teams">
                  <bdi>{f.home}</bdi> <strong>{f.state.status === 'PRE' ? 'v' : `${f.state.home} – ${f.state.away}`}</strong>{' '}
                  <bdi>{f.away}</bdi>
                </p>
                <p className="studio-fixture__status">{status(f)}</p>
                {f.odds
                  ? (Object.keys(f.odds) as Market[]).map((m) => (
                      <div key={m} className="studio-market">
                        <span className="studio-market__name">{t(`book.markets.${m}`)}</span>
                        {Object.entries(f.odds![m] ?? {}).map(([pick, price]) => {
                          const on = legs.some((l) => l.fixtureId === f.id && l.market === m && l.pick === pick);
                          return (
                            <button
                              key={pick}
                              type="button"
                              className={`studio-price${on ? ' is-on' : ''}`}
                              onClick={() => toggle(f, m, pick, price)}
                              data-testid={`price-${m}-${pick}`}
                            >
                              <span>{t(`book.picks.${pick}`)}</span> <bdi>{odds(price)}</bdi>
                            </button>
                          );
                        })}
                      </div>
                    ))
                  : null}
              </li>
            ))}
          </ul>
          <h2>{t('book.mine')}</h2>
          {(board?.slips ?? []).length === 0 ? <p>{t('book.noBets')}</p> : null}
          <ul className="studio-mine" data-testid="studio-my-slips">
            {(board?.slips ?? []).map((x) => (
              <li key={x.id} data-state={x.state}>
                {x.legs.map((l, i) => (
                  <span key={l.fixtureId}>
                    <bdi>{nameOf(l.fixtureId)}</bdi> {t(`book.picks.${l.pick}`)} @ {odds(l.odds)}{' '}
                    {x.results ? `(${t(`book.results.${x.results[i]}`)})` : ''}
                  </span>
                ))}{' '}
                · {money(BigInt(x.stake))} ·{' '}
                {x.state === 'OPEN'
                  ? t('book.openReturn', { amount: money(BigInt(potentialReturn(x.stake, x.legs))) })
                  : t('book.settled', { amount: money(BigInt(x.payout ?? 0)) })}
              </li>
            ))}
          </ul>
        </div>
      }
      controls={
        <div className="studio-controls studio-slip" data-testid="studio-slip">
          {receipt ? (
            <BetReceipt r={receipt} nameOf={nameOf} onDone={() => setReceipt(null)} />
          ) : (
            <>
              {legs.length === 0 ? (
                <p>{t('book.emptySlip')}</p>
              ) : (
                <>
                  <p>
                    {legs.length === 1 ? t('book.single') : t('book.parlay', { n: legs.length })} ·{' '}
                    {t('book.totalOdds', { odds: total.toFixed(2) })} ·{' '}
                    {t('book.potential', { amount: money(BigInt(potentialReturn(stake, legs))) })}
                  </p>
                  <ul>
                    {legs.map((l) => (
                      <li key={l.fixtureId}>
                        <bdi>{nameOf(l.fixtureId)}</bdi>: {t(`book.markets.${l.market}`)} {t(`book.picks.${l.pick}`)} @ {odds(l.odds)}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <label className="studio-stepper">
                <span>{t('stake')}</span>
                <select value={stake} onChange={(e) => setStake(Number(e.target.value))} data-testid="slip-stake">
                  {STAKES.map((v) => (
                    <option key={v} value={v}>
                      {money(BigInt(v))}
                    </option>
                  ))}
                </select>
              </label>
              <PlayButton
                label={t('book.place')}
                busy={busy}
                canStop={false}
                disabled={legs.length === 0 || BigInt(stake) > balance}
                hint={legs.length === 0 ? gt('why.pick') : BigInt(stake) > balance ? gt('why.balance') : null}
                onPlay={() => void place()}
                onStop={() => undefined}
              />
            </>
          )}
          <Problem error={error} />
        </div>
      }
    />
  );
};
