import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/Badge';
import { useFormat } from '../../shared/format';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { type EvidenceValue, evidenceLines } from './evidence-lines';

/** A calendar day (a date of birth) in the interface language, without a zone shift. */
const useDay = () => {
  const { i18n } = useTranslation();
  return (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
};

/** The rows that opened a case, in words: each known field labelled and formatted, any other as a key and value. */
export const EvidenceList = ({ evidence }: { evidence: Record<string, unknown> }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const day = useDay();
  const { currency } = useMerchantFacts();
  const lines = evidenceLines(evidence);
  const word = (v: EvidenceValue) => {
    switch (v.type) {
      case 'text':
        return <bdi dir="auto">{v.text}</bdi>;
      case 'money':
        return <bdi className="money">{formatMoney(v.minor, currency)}</bdi>;
      case 'number':
      case 'count':
        return f.number(v.n);
      case 'date':
        return f.dateTime(v.iso);
      case 'day':
        return day(v.date);
      case 'word':
        return t(v.key);
      case 'texts':
        return (
          <span className="badges">
            {v.texts.map((x) => (
              <bdi key={x} className="mono risk-chip">
                {x}
              </bdi>
            ))}
          </span>
        );
      case 'accounts':
        return (
          <span className="badges">
            {v.accounts.map((a) => (
              <Link key={a} to={`/players/${encodeURIComponent(a)}`} className="mono risk-chip">
                <bdi>{a}</bdi>
              </Link>
            ))}
          </span>
        );
      case 'hits':
        return (
          <ul className="risk-hits" data-testid="risk-hits">
            {v.hits.map((h) => (
              <li key={`${h.list}-${h.ref}`} className="risk-hit" data-testid="risk-hit">
                <strong dir="auto">{h.name}</strong>
                <span className="badges">
                  <Badge tone="bad">{t(`risk.evidence.lists.${h.list}`, { defaultValue: h.list })}</Badge>
                  <Badge tone="info">{t('risk.evidence.score', { score: f.number(Math.round(h.score * 100)) })}</Badge>
                  <span className="muted">{t('risk.evidence.reference', { ref: h.ref })}</span>
                </span>
              </li>
            ))}
          </ul>
        );
      case 'changes':
        return (
          <ul className="risk-hits">
            {v.changes.map((c) => (
              <li key={`${c.what}-${c.at}`}>
                {t(`risk.evidence.changes.${c.what}`, { defaultValue: c.what })} · <time dateTime={c.at}>{f.dateTime(c.at)}</time>
              </li>
            ))}
          </ul>
        );
      case 'pairs':
        return (
          <dl className="risk-pairs">
            {v.pairs.map((p) => (
              <div key={p.key}>
                <dt>{p.key}</dt>
                <dd dir="auto">{p.value}</dd>
              </div>
            ))}
          </dl>
        );
    }
  };
  if (lines.length === 0) return <p className="muted">{t('risk.evidence.empty')}</p>;
  return (
    <dl className="facts risk-evidence" data-testid="risk-evidence">
      {lines.map((line) => (
        <div key={line.key} data-field={line.key} className={line.value.type === 'hits' ? 'risk-evidence__wide' : undefined}>
          <dt>{line.known ? t(`risk.evidence.fields.${line.key}`) : <bdi>{line.key}</bdi>}</dt>
          <dd>{word(line.value)}</dd>
        </div>
      ))}
    </dl>
  );
};
