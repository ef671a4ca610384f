import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrends } from './api';
import { LottoPanel } from './LottoPanel';
import { QueryBody } from './QueryBody';
import { ToggleChip } from './ToggleChip';

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
