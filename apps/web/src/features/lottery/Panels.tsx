import { type LotteryFormat, type LotteryGame, type LotteryResult, ticketStates } from '@wl/contracts';
import { lotteryRules } from '@wl/house-games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyed, oddsText } from './slip';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Fact } from '../../components/Fact';
import { ErrorText } from '../../components/ErrorText';
import { LoadingCover } from '../../components/LoadingCover';
import { Pager } from '../../components/Pager';
import { DateTime } from '../../shared/datetime';
import { Money } from '../../shared/money';
import { type TicketFilter, useDrawHistory, useLotteryGames, useOdds, useTickets, useTrends, useVerify } from './api';
import { DrawState, Hex, ResultTable } from './DrawBits';
import { LottoPanel } from './LottoPanel';
import { ToggleChip } from './ToggleChip';
import { QueryBody } from './QueryBody';

/** Results history of a game, newest first, each with a link to its verify view. */
export const ResultsPanel = ({ gameCode, verifyHref }: { gameCode: string; verifyHref: (drawId: number) => string }) => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const q = useDrawHistory(gameCode, pageNo);
  if (q.isPending) return <LoadingCover />;
  if (q.isError) return <ErrorText error={q.error} />;
  const draws = q.data.draws;
  return (
    <LottoPanel id="results" testId="lottery-results" title={t('lottery.results')}>
      {draws.length === 0 ? (
        <EmptyState text={t('lottery.noResults')} />
      ) : (
        <ol className="lotto-history">
          {draws.map((d) => (
            <li key={d.drawId} className="lotto-history__item" data-testid={`draw-${d.numero}`}>
              <div className="lotto-history__head">
                <strong>
                  <bdi>{d.numero}</bdi>
                </strong>
                <DrawState state={d.state} />
                <DateTime value={d.drawAt} className="muted" />
                {d.seedHash ? (
                  <Link className="link-btn" to={verifyHref(d.drawId)} data-testid="draw-verify-link">
                    {t('lottery.verify.open')}
                  </Link>
                ) : null}
              </div>
              {d.result ? <ResultTable result={d.result} compact /> : <p className="muted">{t('lottery.awaiting')}</p>}
            </li>
          ))}
        </ol>
      )}
      <Pager pageNo={pageNo} totalPages={q.data.totalPages} onPage={setPageNo} testId="results" />
    </LottoPanel>
  );
};

const TREND_SPANS = [10, 30, 100] as const;

/** How often each number (VN: 2-digit tail; 4D and fast: digit) came in the last N results, and since when not. */
export const TrendsPanel = ({ gameCode }: { gameCode: string }) => {
  const { t } = useTranslation();
  const [span, setSpan] = useState<number>(30);
  const q = useTrends(gameCode, span);
  const max = Math.max(1, ...(q.data?.numbers.map((n) => n.count) ?? [1]));
  return (
    <LottoPanel id="trends" testId="lottery-trends" title={t('lottery.trends.title')}>
      <div className="chips">
        {TREND_SPANS.map((n) => (
          <ToggleChip key={n} on={n === span} onClick={() => setSpan(n)}>
            {t('lottery.trends.last', { count: n })}
          </ToggleChip>
        ))}
      </div>
      <QueryBody q={q} isEmpty={(d) => d.draws === 0} emptyText={t('lottery.noResults')}>
        {(d) => (
          <>
            <p className="muted">{t('lottery.trends.over', { count: d.draws })}</p>
            <ul className="lotto-trends">
              {d.numbers.map((n) => (
                <li key={n.number} className="lotto-trend" title={t('lottery.trends.count', { count: n.count })}>
                  <bdi className="lotto-trend__num">{n.number}</bdi>
                  <span className="lotto-trend__bar" aria-hidden="true">
                    <span style={{ inlineSize: `${(n.count / max) * 100}%` }} />
                  </span>
                  <bdi className="lotto-trend__count">{n.count}</bdi>
                  <span className="visually-hidden">
                    {n.drawsSinceSeen === null ? t('lottery.trends.never') : t('lottery.trends.since', { count: n.drawsSinceSeen })}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryBody>
    </LottoPanel>
  );
};

/** My tickets: paged, filtered by state, with stake, odds and payout. */
export const TicketsPanel = ({ gameCode }: { gameCode?: string }) => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TicketFilter>({ pageNo: 1, ...(gameCode ? { gameCode } : {}) });
  const q = useTickets(filter);
  // Tickets carry the game's code; its name comes from the games list (in the interface language).
  const games = useLotteryGames();
  const nameOf = (code: string) => games.data?.games.find((g) => g.gameCode === code)?.name ?? code;
  const scope = (code: string | undefined) => {
    const { gameCode: _drop, ...rest } = filter;
    setFilter({ ...rest, pageNo: 1, ...(code ? { gameCode: code } : {}) });
  };
  return (
    <LottoPanel id="tickets" testId="lottery-tickets" title={t('lottery.tickets.title')}>
      {gameCode ? (
        <div className="chips">
          <ToggleChip on={Boolean(filter.gameCode)} onClick={() => scope(gameCode)}>
            {t('lottery.tickets.thisGame')}
          </ToggleChip>
          <ToggleChip on={!filter.gameCode} onClick={() => scope(undefined)} testId="tickets-all-games">
            {t('lottery.tickets.allGames')}
          </ToggleChip>
        </div>
      ) : null}
      <div className="chips">
        {([undefined, ...ticketStates] as const).map((s) => (
          <ToggleChip
            key={s ?? 'all'}
            on={filter.state === s}
            onClick={() => setFilter({ ...filter, state: s, pageNo: 1 })}
            testId={`tickets-state-${s ?? 'all'}`}
          >
            {s ? t(`lottery.ticketState.${s}`) : t('lottery.tickets.all')}
          </ToggleChip>
        ))}
      </div>
      <QueryBody q={q} isEmpty={(d) => d.tickets.length === 0} emptyText={t('lottery.tickets.none')}>
        {(d) => (
          <ul className="lotto-tickets">
            {d.tickets.map((tk) => (
              <li key={tk.ticketId} className="lotto-ticket" data-testid={`ticket-${tk.ticketId}`} data-state={tk.state}>
                <div className="lotto-ticket__head">
                  <strong>{t(`lottery.betType.${tk.betType}`)}</strong>
                  <span className={`status lotto-ticket__state lotto-ticket__state--${tk.state.toLowerCase()}`} data-testid="ticket-state">
                    {t(`lottery.ticketState.${tk.state}`)}
                  </span>
                </div>
                <div className="lotto-ticket__numbers">
                  {keyed(tk.numbers).map(({ n, key }) => (
                    <bdi key={key} className="lotto-ball lotto-ball--sm">
                      {n}
                    </bdi>
                  ))}
                </div>
                <dl className="lotto-ticket__facts">
                  <Fact label={t('lottery.draw')}>
                    <bdi>{nameOf(tk.gameCode)}</bdi> · <bdi>{tk.numero}</bdi>
                  </Fact>
                  <Fact label={t('lottery.stake')}>
                    <Money minor={tk.stake} />
                  </Fact>
                  <Fact label={t('lottery.tickets.payout')} testId="ticket-payout">
                    {tk.payout === null ? '—' : <Money minor={tk.payout} />}
                  </Fact>
                  <Fact label={t('lottery.tickets.placedAt')}>
                    <DateTime value={tk.placedAt} />
                  </Fact>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </QueryBody>
      {q.data ? (
        <Pager pageNo={filter.pageNo} totalPages={q.data.totalPages} onPage={(n) => setFilter({ ...filter, pageNo: n })} testId="tickets" />
      ) : null}
    </LottoPanel>
  );
};

/** Replays the draw in this browser from the revealed seed, besides the server's own replay. */
const replayHere = (
  v: { format: LotteryFormat; gameCode: string; seedHash: string | null; serverSeed: string | null; result: LotteryResult | null },
  numero: string,
) => {
  if (!v.seedHash || !v.serverSeed || !v.result) return null;
  return lotteryRules.verifyDraw({
    format: v.format,
    gameCode: v.gameCode,
    numero,
    seedHash: v.seedHash,
    serverSeed: v.serverSeed,
    result: v.result,
  });
};

/** The verify view: the seed's hash published before betting, the seed revealed with the result, the replay. */
export const VerifyPanel = ({ drawId, numero }: { drawId: number | null; numero: string | null }) => {
  const { t } = useTranslation();
  const q = useVerify(drawId);
  if (drawId === null) return <EmptyState text={t('lottery.verify.pick')} />;
  if (q.isPending) return <LoadingCover />;
  if (q.isError) return <ErrorText error={q.error} />;
  const v = q.data;
  const local = numero ? replayHere(v, numero) : null;
  return (
    <LottoPanel
      id="verify"
      testId="lottery-verify"
      className="lotto-verify"
      title={
        <>
          {t('lottery.verify.title')} {numero ? <bdi>{numero}</bdi> : null}
        </>
      }
    >
      {v.official ? <p className="muted">{t('lottery.verify.official')}</p> : null}
      <dl className="lotto-verify__facts">
        <Fact label={t('lottery.verify.hash')}>{v.seedHash ? <Hex value={v.seedHash} testId="verify-hash" /> : '—'}</Fact>
        <Fact label={t('lottery.verify.seed')}>
          {v.serverSeed ? <Hex value={v.serverSeed} testId="verify-seed" /> : <span className="muted">{t('lottery.verify.hidden')}</span>}
        </Fact>
      </dl>
      {v.result ? (
        <div className="lotto-verify__cols">
          <div>
            <h3>{t('lottery.verify.result')}</h3>
            <ResultTable result={v.result} compact />
          </div>
          {v.replayed ? (
            <div>
              <h3>{t('lottery.verify.replayed')}</h3>
              <ResultTable result={v.replayed} compact />
            </div>
          ) : null}
        </div>
      ) : (
        <p className="muted">{t('lottery.awaiting')}</p>
      )}
      {v.serverSeed ? (
        <p
          className={`form-msg ${v.verified ? 'form-msg--success' : 'form-msg--error'}`}
          data-testid="verify-verdict"
          data-verified={v.verified}
        >
          {t(v.verified ? 'lottery.verify.ok' : 'lottery.verify.bad')}
          {local ? ` · ${t(local.verified ? 'lottery.verify.localOk' : 'lottery.verify.localBad')}` : ''}
        </p>
      ) : null}
    </LottoPanel>
  );
};

/**
 * The game's prize table: every bet type it takes, what wins it, and the merchant's odds (per prize rank where the
 * rank matters, 4D), with the stake limits. The same odds the server locks on a ticket at placement and settles by.
 */
export const PrizeTable = ({ game }: { game: LotteryGame }) => {
  const { t } = useTranslation();
  const odds = useOdds(game.gameCode);
  if (odds.isPending) return <LoadingCover />;
  if (odds.isError) return <ErrorText error={odds.error} />;
  const { entries, limits } = odds.data;
  const rows = game.betTypes.flatMap((bt) => {
    // A rank at zero odds does not pay (4D Small pays the first three prizes only): not a line of the table.
    const lines = entries.filter((e) => e.betType === bt && e.oddsMilli > 0);
    return lines.map((e, i) => ({ e, first: i === 0, span: lines.length }));
  });
  return (
    <LottoPanel id="prizes" testId="lottery-prize-table" title={t('lottery.prizeTable.title')}>
      <p className="muted">{t('lottery.prizeTable.intro')}</p>
      {rows.length === 0 ? (
        <EmptyState text={t('lottery.prizeTable.none')} />
      ) : (
        <div className="table-wrap">
          <table className="lotto-prizes">
            <thead>
              <tr>
                <th scope="col">{t('lottery.prizeTable.betType')}</th>
                <th scope="col">{t('lottery.prizeTable.rule')}</th>
                <th scope="col">{t('lottery.prizeTable.rank')}</th>
                <th scope="col">{t('lottery.prizeTable.odds')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ e, first, span }) => (
                <tr key={`${e.betType}-${e.rank ?? ''}`} data-testid={`prize-${e.betType}${e.rank ? `-${e.rank}` : ''}`}>
                  {first ? (
                    <>
                      <th scope="row" rowSpan={span}>
                        {t(`lottery.betType.${e.betType}`)}
                      </th>
                      <td rowSpan={span}>{t(`lottery.betHelp.${e.betType}`)}</td>
                    </>
                  ) : null}
                  <td>{e.rank ? t(`lottery.rank.${e.rank}`) : t('lottery.prizeTable.anyRank')}</td>
                  <td>
                    <bdi dir="ltr" data-testid="prize-odds">
                      ×{oddsText(e.oddsMilli)}
                    </bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="lotto-prizes__limits" data-testid="prize-limits">
        <Fact label={t('lottery.prizeTable.minStake')}>
          <Money minor={limits.minStake} />
        </Fact>
        <Fact label={t('lottery.prizeTable.perNumber')}>
          <Money minor={limits.maxStakePerNumber} />
        </Fact>
        <Fact label={t('lottery.prizeTable.perDraw')}>
          <Money minor={limits.maxStakePerDraw} />
        </Fact>
      </dl>
    </LottoPanel>
  );
};
