import type { PlayerProtection } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { actorOf } from './actor-name';
import { describeHistory, type HistoryValue } from './history-text';
import { useIndicatorText } from './IndicatorList';
import { indicatorRows } from './indicators';
import { useLimitText } from './use-limit-text';

type Row = PlayerProtection['history'][number];

/** The player's protection history, newest first: limit changes, time-outs, exclusions, reality checks, in words. */
export const HistoryList = ({ rows }: { rows: readonly Row[] }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const { currency } = useMerchantFacts();
  const limitText = useLimitText();
  const indicator = useIndicatorText();
  const word = (v: HistoryValue) => {
    switch (v.type) {
      case 'limit':
        return <bdi className="money">{limitText(v.kind, v.amount)}</bdi>;
      case 'money':
        return <bdi className="money">{formatMoney(v.amount, currency)}</bdi>;
      case 'date':
        return f.dateTime(v.iso);
      case 'count':
        return t(`protection.${v.unit}`, { count: f.number(v.n) });
      case 'word':
        return t(v.key);
      case 'text':
        return <bdi>{v.text}</bdi>;
      case 'number':
        return f.number(v.n);
      case 'indicators':
        return indicatorRows(v.values)
          .map((r) => `${indicator.label(r.key)} ${indicator.value(r.key, r.value)}`)
          .join(' · ');
    }
  };
  const who = (actor: string) => {
    const a = actorOf(actor);
    return a.type === 'staff' ? a.name : t(`protection.history.${a.type}`);
  };
  if (rows.length === 0)
    return (
      <p className="muted" data-testid="rg-history-empty">
        {t('protection.history.empty')}
      </p>
    );
  return (
    <ol className="rg-history" data-testid="rg-history">
      {rows.map((row) => {
        const line = describeHistory(row);
        return (
          <li key={row.id} className="rg-history__row" data-testid="rg-history-row" data-kind={row.kind}>
            <div className="rg-history__head">
              <strong className="rg-history__title">{t(line.title)}</strong>
              <span className="muted">
                <time dateTime={row.at}>{f.dateTime(row.at)}</time> · {t('protection.history.by', { actor: who(row.actor) })}
              </span>
            </div>
            {line.facts.length > 0 ? (
              <dl className="rg-history__facts">
                {line.facts.map((fact) => (
                  <div key={fact.key}>
                    <dt>{t(fact.label)}</dt>
                    <dd>{word(fact.value)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
};
