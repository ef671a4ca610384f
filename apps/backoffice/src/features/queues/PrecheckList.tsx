import type { QueueTicket } from '@wl/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { formatMoney } from '../../shared/money';
import { precheckLines } from './precheck-lines';

type Props = { precheck: QueueTicket['precheck']; currency: string | null };

/**
 * The ticket's precheck: each rule by name, what it asks, pass or flag, and what was measured. Flags come first and
 * stand out, so the reason to look closer is the first thing read.
 */
export const PrecheckList = ({ precheck, currency }: Props) => {
  const { t, i18n } = useTranslation();
  const lines = useMemo(() => {
    const count = new Intl.NumberFormat(i18n.language);
    const decimal = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return precheckLines(precheck.checks, {
      count: (n) => count.format(n),
      decimal: (n) => decimal.format(n),
      // Isolated and unbroken, so "PKR 0.00" keeps its order and its line inside an Urdu sentence.
      money: (minor) => `\u2068${formatMoney(minor, currency).replace(' ', '\u00a0')}\u2069`,
    });
  }, [precheck.checks, currency, i18n.language]);
  const flags = precheck.flags.length;
  return (
    <section className="ticket__section" aria-labelledby="precheck-title" data-testid="precheck">
      <div className="ticket__section-head">
        <h3 id="precheck-title">{t('queues.ticket.precheck')}</h3>
        {flags === 0 ? (
          <Badge tone="ok">{t('queues.ticket.allPassed')}</Badge>
        ) : (
          <Badge tone="warn">{t('queues.ticket.flagCount', { count: flags })}</Badge>
        )}
      </div>
      <ul className="precheck">
        {lines.map((l) => (
          <li
            key={l.code}
            className={l.ok ? 'precheck__item' : 'precheck__item precheck__item--flag'}
            data-testid={`precheck-${l.code}`}
            data-ok={l.ok}
          >
            <span className="precheck__mark" aria-hidden="true">
              {l.ok ? '✓' : '!'}
            </span>
            <span className="precheck__text">
              <span className="precheck__name">{t(l.nameKey)}</span>
              <span className="precheck__rule">{t(l.ruleKey)}</span>
            </span>
            <span className="precheck__value">{t(l.valueKey, l.params)}</span>
            <span className="precheck__verdict">
              <Badge tone={l.ok ? 'ok' : 'warn'}>{l.ok ? t('queues.ticket.pass') : t('queues.ticket.flag')}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};
