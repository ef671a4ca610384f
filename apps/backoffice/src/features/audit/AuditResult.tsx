import type { AuditVerifyValue } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';

/** A verify's answer: intact (records checked, last link, checkpoint) or the first broken link and what is wrong there. */
export const AuditResult = ({ result }: { result: AuditVerifyValue }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const broken = result.firstBroken;
  return (
    <section
      className={result.ok ? 'result result--ok' : 'result result--bad'}
      aria-live="polite"
      data-testid="audit-result"
      data-ok={result.ok}
    >
      <h2>{result.ok ? t('audit.intact') : t('audit.broken')}</h2>
      {broken ? (
        <p className="result__why" data-testid="audit-broken">
          {t('audit.brokenAt', { seq: f.number(broken.seq) })} <strong>{t(`audit.problems.${broken.problem}`)}</strong>
        </p>
      ) : null}
      <dl className="facts">
        <div>
          <dt>{t('audit.records')}</dt>
          <dd data-testid="audit-records">{f.number(result.records)}</dd>
        </div>
        <div>
          <dt>{t('audit.last')}</dt>
          <dd>
            {result.last ? (
              <>
                <span>{t('audit.seq', { seq: f.number(result.last.seq) })}</span>{' '}
                <code dir="ltr" className="hash" title={result.last.hash}>
                  {result.last.hash.slice(0, 16)}…
                </code>
              </>
            ) : (
              t('audit.none')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('audit.checkpoint')}</dt>
          <dd>
            {result.checkpoint
              ? t('audit.checkpointAt', { seq: f.number(result.checkpoint.seq), at: f.dateTime(result.checkpoint.at) })
              : t('audit.none')}
          </dd>
        </div>
      </dl>
    </section>
  );
};
