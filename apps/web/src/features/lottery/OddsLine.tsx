import type { OddsEntry } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { oddsText } from './slip';

/** The odds the server pays on the chosen bet type, per prize rank where the rank matters. */
export const OddsLine = ({ entries }: { entries: OddsEntry[] }) => {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <p className="lotto-odds" data-testid="lottery-odds">
      <span className="muted">{t('lottery.odds')}</span>{' '}
      {entries.map((e) => (
        <span key={`${e.betType}-${e.rank ?? ''}`} className="lotto-odds__item">
          {e.rank ? `${t(`lottery.rank.${e.rank}`)} ` : ''}
          <bdi>×{oddsText(e.oddsMilli)}</bdi>
        </span>
      ))}
    </p>
  );
};
