import type { PlayerProtection } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { useFormat } from '../../shared/format';
import { IndicatorList } from './IndicatorList';

/** The markers of harm: the score, whether the automatic restriction holds, and every indicator's count. */
export const MarkersPanel = ({ markers }: { markers: PlayerProtection['markers'] }) => {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <section className="panel rg-markers" aria-labelledby="rg-markers" data-testid="rg-markers">
      <h2 id="rg-markers">{t('protection.markers.title')}</h2>
      <dl className="facts">
        <div>
          <dt>{t('protection.markers.score')}</dt>
          <dd className="rg-score" data-testid="rg-score">
            {f.number(markers.score)}
          </dd>
        </div>
        <div>
          <dt>{t('protection.markers.restriction')}</dt>
          <dd data-testid="rg-restricted" data-restricted={markers.restricted}>
            {markers.restricted ? (
              <Badge tone="warn">{t('protection.markers.restricted')}</Badge>
            ) : (
              <Badge tone="muted">{t('protection.markers.notRestricted')}</Badge>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('protection.markers.updated')}</dt>
          <dd>{markers.updatedAt ? f.dateTime(markers.updatedAt) : <span className="muted">{t('protection.markers.never')}</span>}</dd>
        </div>
      </dl>
      <IndicatorList values={markers.indicators} all testId="rg-indicators" empty={t('protection.markers.indicatorsEmpty')} />
    </section>
  );
};
