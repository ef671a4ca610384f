import type { DayWindow, LotteryGame } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { LoadingCover } from '../../components/LoadingCover';
import { Pager } from '../../components/Pager';
import { DateTime } from '../../shared/datetime';
import { useSystem } from '../../shared/system';
import { useDrawHistory } from './api';
import { DrawState, ResultTable } from './DrawBits';
import { drawWindowsOf, formatDay, windowDaysAt } from './draw-windows';
import { LottoPanel } from './LottoPanel';
import { ToggleChip } from './ToggleChip';

/**
 * A game's draws: its results newest first, or the draws of the previous 7 or 30 days, or (a game on a daily or
 * weekly schedule) its draws of the next 7 or 30 days, soonest first; each drawn one with a link to its verify view.
 */
export const ResultsPanel = ({ game, verifyHref }: { game: LotteryGame; verifyHref: (drawId: number) => string }) => {
  const { t, i18n } = useTranslation();
  const zone = useSystem().info?.timeZone ?? 'UTC';
  const [pageNo, setPageNo] = useState(1);
  const [span, setSpan] = useState<DayWindow | null>(null);
  const q = useDrawHistory(game.gameCode, pageNo, span ?? undefined);
  const choose = (w: DayWindow | null) => {
    setSpan(w);
    setPageNo(1);
  };
  const days = span ? windowDaysAt(span, Date.now(), zone) : null;
  const draws = q.data?.draws ?? [];
  return (
    <LottoPanel id="results" testId="lottery-results" title={t('lottery.results')}>
      <fieldset className="chips lotto-windows" aria-label={t('lottery.window.label')}>
        <ToggleChip on={span === null} onClick={() => choose(null)} testId="draw-window-all">
          {t('lottery.window.all')}
        </ToggleChip>
        {drawWindowsOf(game).map((w) => (
          <ToggleChip key={w} on={span === w} onClick={() => choose(w)} testId={`draw-window-${w}`}>
            {t(`lottery.window.${w}`)}
          </ToggleChip>
        ))}
      </fieldset>
      {days ? (
        <p className="muted lotto-windows__days" data-testid="draw-window-days">
          <bdi>{formatDay(days.from, i18n.language)}</bdi> – <bdi>{formatDay(days.to, i18n.language)}</bdi>
        </p>
      ) : null}
      {q.isPending ? (
        <LoadingCover />
      ) : q.isError ? (
        <ErrorText error={q.error} />
      ) : draws.length === 0 ? (
        <EmptyState text={span?.startsWith('next') ? t('lottery.window.noneAhead') : t('lottery.noResults')} />
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
                {d.seedHash && d.result ? (
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
      {q.data ? <Pager pageNo={pageNo} totalPages={q.data.totalPages} onPage={setPageNo} testId="results" /> : null}
    </LottoPanel>
  );
};
