import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointValue, riskOpsApi } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { ErrorText } from '../../components/ErrorText';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { riskKeys } from './risk-keys';

type Rule = EndpointValue<typeof riskOpsApi.rules>[number];

/** A parameter's text as typed: a positive number up to 100,000 (the server's own rule), or null. */
const parse = (text: string) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) && n > 0 && n <= 100_000 ? n : null;
};

/** One fraud rule: what it catches, on or off, its parameters beside the defaults, whether a hit holds; Save. */
export const RuleCard = ({ merchant, rule, canEdit }: { merchant: string; rule: Rule; canEdit: boolean }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const fid = useId();
  const qc = useQueryClient();
  const [enabled, setEnabled] = useState(rule.enabled);
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(rule.params).map(([k, v]) => [k, String(v)])),
  );
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: { enabled: boolean; params: Record<string, number> }) =>
      call(riskOpsApi.setRule, { params: { code: merchant, rule: rule.code }, body }),
    onSuccess: (value) => {
      qc.setQueryData(riskKeys.rules(merchant), value);
      setSaved(true);
    },
  });
  const names = Object.keys(rule.defaults);
  const bad = names.filter((n) => parse(texts[n] ?? '') === null);
  const submit = () => {
    if (bad.length > 0) return;
    setSaved(false);
    save.mutate({ enabled, params: Object.fromEntries(names.map((n) => [n, parse(texts[n] ?? '') as number])) });
  };
  return (
    <section className="panel stack risk-rule" aria-labelledby={`${fid}-title`} data-testid={`risk-rule-${rule.code}`}>
      <header className="risk-rule__head">
        <h2 id={`${fid}-title`}>{t(`risk.kinds.${rule.code}.label`)}</h2>
        <span className="badges">
          <Badge tone={rule.enabled ? 'ok' : 'muted'}>{t(rule.enabled ? 'risk.rules.on' : 'risk.rules.off')}</Badge>
          <Badge tone={rule.holds ? 'bad' : 'info'}>{t(rule.holds ? 'risk.rules.holds' : 'risk.rules.noHold')}</Badge>
        </span>
      </header>
      <p className="muted">{t(`risk.kinds.${rule.code}.explain`)}</p>
      <label className="check">
        <input
          type="checkbox"
          checked={enabled}
          disabled={!canEdit}
          onChange={(e) => setEnabled(e.target.checked)}
          data-testid="risk-rule-enabled"
        />
        <span>{t('risk.rules.enabled')}</span>
      </label>
      <div className="risk-params">
        {names.map((name) => {
          const wrong = bad.includes(name);
          const value = rule.params[name];
          return (
            <div key={name} className="field">
              <label htmlFor={`${fid}-${name}`}>
                {t(`risk.params.${name}.label`)} <span className="muted">({t(`risk.params.${name}.unit`)})</span>
              </label>
              <div className="risk-param">
                <input
                  id={`${fid}-${name}`}
                  inputMode="decimal"
                  value={texts[name] ?? ''}
                  readOnly={!canEdit}
                  aria-invalid={wrong ? true : undefined}
                  aria-describedby={`${fid}-${name}-default`}
                  onChange={(e) => setTexts({ ...texts, [name]: e.target.value })}
                  data-testid={`risk-param-${name}`}
                />
                <span id={`${fid}-${name}-default`} className="muted">
                  {t('risk.rules.default', { value: f.number(rule.defaults[name] ?? 0) })}
                  {value !== undefined && value !== rule.defaults[name] ? ` · ${t('risk.rules.changed')}` : ''}
                </span>
              </div>
              {wrong ? (
                <p className="field__problem" role="alert" data-testid="field-error">
                  {t('risk.rules.paramRule')}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {canEdit ? (
        <>
          <ErrorText error={save.error} />
          <div className="actions actions--start">
            <button
              type="button"
              className="btn btn--primary"
              disabled={save.isPending || bad.length > 0}
              onClick={submit}
              data-testid="risk-rule-save"
            >
              {save.isPending ? t('common.working') : t('risk.rules.save')}
            </button>
            {saved && !save.isPending ? (
              <span className="msg msg--ok" role="status" data-testid="risk-rule-saved">
                {t('risk.rules.saved')}
              </span>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
};
