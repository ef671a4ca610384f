import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { LoadingCover } from '../../components/LoadingCover';
import { Pager } from '../../components/Pager';
import { DateTime } from '../../shared/datetime';
import { useDrawHistory } from './api';
import { DrawState, ResultTable } from './DrawBits';
import { LottoPanel } from './LottoPanel';

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
