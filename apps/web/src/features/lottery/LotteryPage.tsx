import type { LotteryGame } from '@wl/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../i18n';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { LoadingCover } from '../../components/LoadingCover';
import { Screen } from '../../components/Screen';
import { useRouteEntry } from '../../shared/route-entry';
import { useDrawByCode, useDrawHistory, useLotteryGames, useNearDraws, useOdds } from './api';
import { BettingBoard } from './BettingBoard';
import { Countdown, DrawState, Hex, ResultTable } from './DrawBits';
import { LotteryLobby } from './LotteryLobby';
import { PrizeTable } from './PrizeTable';
import { ResultsPanel } from './ResultsPanel';
import { areaOfPath, readLotteryLaunch, takesBets } from './slip';
import { TicketsPanel } from './TicketsPanel';
import { TrendsPanel } from './TrendsPanel';
import { VerifyPanel } from './VerifyPanel';
import { lotteryVassalages } from '@wl/contracts';
import './lottery.css';

const VIEWS = ['bet', 'results', 'tickets', 'prizes', 'verify'] as const;
type View = (typeof VIEWS)[number];

/** The next draw's head: its number, state, live countdown by the server clock and the published seed hash. */
const NextDraw = ({ game }: { game: LotteryGame }) => {
  const { t } = useTranslation();
  const near = useNearDraws(game.gameCode);
  const next = near.data?.draws.find(takesBets) ?? near.data?.draws[0] ?? null;
  if (near.isPending) return <LoadingCover />;
  if (near.isError) return <ErrorText error={near.error} />;
  if (!next) return <p className="muted">{t('lottery.noDraw')}</p>;
  return (
    <div className="lotto-next" data-testid="lottery-next-draw">
      <div>
        <span className="muted">{t('lottery.nextDraw')}</span>{' '}
        <strong>
          <bdi data-testid="next-numero">{next.numero}</bdi>
        </strong>{' '}
        <DrawState state={next.state} />
      </div>
      <Countdown
        key={`${next.drawId}-${near.data.receivedAt}`}
        draw={next}
        receivedAt={near.data.receivedAt}
        onZero={() => void near.refetch()}
      />
      {next.seedHash ? (
        <div className="lotto-next__hash">
          <span className="muted">{t('lottery.verify.hash')}</span> <Hex value={next.seedHash} testId="next-hash" />
        </div>
      ) : null}
    </div>
  );
};

/** The game's latest result (the registry's lottoDraw), best prizes only: it changes as soon as a draw is made. */
const LastResult = ({ game }: { game: LotteryGame }) => {
  const { t } = useTranslation();
  const byCode = useDrawByCode(game.gameCode);
  const latest = byCode.data?.latest;
  // The draw whose result was already there when the page opened reads as a record; one drawn while the player is
  // here is revealed: announced, its balls coming out one by one.
  const first = useRef<string | null | undefined>(undefined);
  if (byCode.data && first.current === undefined) first.current = latest?.numero ?? null;
  if (!latest?.result) return null;
  const fresh = first.current !== latest.numero;
  return (
    <div
      className={`lotto-last${fresh ? ' lotto-last--fresh' : ''}`}
      data-testid="lottery-last-result"
      data-numero={latest.numero}
      data-revealing={fresh ? 'true' : 'false'}
    >
      <span className={fresh ? 'lotto-last__news' : 'muted'} aria-live="polite">
        {fresh ? t('lottery.justDrawn', { numero: latest.numero }) : t('lottery.lastResult')}
      </span>{' '}
      {fresh ? null : <bdi>{latest.numero}</bdi>}
      <ResultTable key={latest.numero} result={latest.result.slice(0, 2)} compact reveal={fresh} />
    </div>
  );
};

/** The board follows the first draw still open by the server's clock; after its cut-off it moves to the next one. */
const Board = ({ game }: { game: LotteryGame }) => {
  const near = useNearDraws(game.gameCode);
  const odds = useOdds(game.gameCode);
  if (near.isPending || odds.isPending) return <LoadingCover />;
  if (odds.isError) return <ErrorText error={odds.error} />;
  const next = near.data?.draws.find(takesBets) ?? null;
  return (
    // Not keyed by the draw: when the cut-off passes the slip stays and goes to the next draw.
    <BettingBoard game={game} draw={next} open={next !== null} odds={odds.data.entries} limits={odds.data.limits} />
  );
};

const GameView = ({ game }: { game: LotteryGame }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view: View = (VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as View) : 'bet';
  const drawId = Number(params.get('drawId')) || null;
  const href = (v: View, extra: Record<string, string> = {}) => {
    const p = new URLSearchParams({ gameCode: game.gameCode, view: v, ...extra });
    return `?${p.toString()}`;
  };
  return (
    <div className="lotto-game" data-testid="lottery-game" data-game={game.gameCode}>
      <NextDraw game={game} />
      <LastResult game={game} />
      <nav className="chips lotto-tabs" aria-label={t('lottery.views')}>
        {VIEWS.map((v) => (
          <Link
            key={v}
            to={href(v)}
            className={`chip${v === view ? ' chip--on' : ''}`}
            aria-current={v === view ? 'page' : undefined}
            data-testid={`lottery-view-${v}`}
            onClick={(e) => {
              e.preventDefault();
              setParams(new URLSearchParams(href(v).slice(1)));
            }}
          >
            {t(`lottery.view.${v}`)}
          </Link>
        ))}
      </nav>
      {view === 'bet' ? <Board game={game} /> : null}
      {view === 'results' ? (
        <div className="lotto-split">
          <ResultsPanel game={game} verifyHref={(id) => href('verify', { drawId: String(id) })} />
          <TrendsPanel gameCode={game.gameCode} />
        </div>
      ) : null}
      {view === 'tickets' ? <TicketsPanel gameCode={game.gameCode} /> : null}
      {view === 'prizes' ? <PrizeTable game={game} /> : null}
      {view === 'verify' ? (
        <VerifyView gameCode={game.gameCode} drawId={drawId} hrefOf={(id) => href('verify', { drawId: String(id) })} />
      ) : null}
    </div>
  );
};

/** Verify: the chosen draw (or the latest drawn one) and a list of recent draws to choose from. */
const VerifyView = ({ gameCode, drawId, hrefOf }: { gameCode: string; drawId: number | null; hrefOf: (id: number) => string }) => {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const history = useDrawHistory(gameCode, 1);
  const drawn = history.data?.draws.filter((d) => d.result) ?? [];
  const chosen = drawId ?? drawn[0]?.drawId ?? null;
  const numero = history.data?.draws.find((d) => d.drawId === chosen)?.numero ?? null;
  return (
    <div className="lotto-split">
      <VerifyPanel drawId={chosen} numero={numero} />
      <section className="lotto-panel" aria-labelledby="lotto-verify-pick">
        <h2 id="lotto-verify-pick" className="lotto-panel__title">
          {t('lottery.verify.recent')}
        </h2>
        {drawn.length === 0 ? (
          <EmptyState text={t('lottery.noResults')} />
        ) : (
          <ul className="lotto-verify__list">
            {drawn.map((d) => (
              <li key={d.drawId}>
                <Link
                  to={hrefOf(d.drawId)}
                  className={`chip${d.drawId === chosen ? ' chip--on' : ''}`}
                  onClick={(e) => {
                    e.preventDefault();
                    setParams(new URLSearchParams(hrefOf(d.drawId).slice(1)));
                  }}
                >
                  <bdi>{d.numero}</bdi>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};

/**
 * /lottery, /vnLottery, /seaLottery (and their other spellings). Without gameCode, or with the launch parameter
 * lottoView=lobby, the lobby of that area; with gameCode, the game: next draw, betting board, results and trends,
 * my tickets, verify.
 */
export const LotteryPage = () => {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const launch = readLotteryLaunch(params);
  const { gameCode, lobby } = launch;
  // A launch that names a language opens the page in it (once; the member may switch after).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !launch.language) return;
    asked.current = true;
    if (launch.language !== currentLanguage()) void changeLanguage(launch.language);
  }, [launch.language]);
  const games = useLotteryGames();
  const game = gameCode ? games.data?.games.find((g) => g.gameCode === gameCode) : undefined;
  const title = game ? game.name : t(`screens.${entry.id}`);
  return (
    <Screen
      id={entry.id}
      title={title}
      actions={
        <>
          {launch.backUrl ? (
            <Link className="btn btn--sm" to={launch.backUrl} data-testid="lottery-back">
              {t('lottery.back')}
            </Link>
          ) : null}
          {lobby ? null : (
            <Link className="btn btn--sm" to={pathname} data-testid="lottery-back-lobby">
              {t('lottery.lobby')}
            </Link>
          )}
        </>
      }
    >
      {lobby ? (
        <LotteryLobby area={areaOfPath(pathname)} prizeMode={launch.prizeMode} />
      ) : games.isPending ? (
        <LoadingCover />
      ) : games.isError ? (
        <ErrorText error={games.error} />
      ) : game ? (
        <GameView key={game.gameCode} game={game} />
      ) : (
        <>
          {/* A vendor card launches with its vendor code as the game: that is the vendor's lobby, not an unknown game. */}
          {(lotteryVassalages as readonly string[]).includes(gameCode ?? '') ? null : (
            <p className="form-msg form-msg--info" data-testid="lottery-unknown-game">
              {t('lottery.unknownGame')}
            </p>
          )}
          <LotteryLobby area={areaOfPath(pathname)} prizeMode={launch.prizeMode} />
        </>
      )}
    </Screen>
  );
};
