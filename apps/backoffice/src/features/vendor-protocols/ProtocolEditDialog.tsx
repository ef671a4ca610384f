import { useMutation } from '@tanstack/react-query';
import { type ProtocolCode, type VendorProtocolSpec, vendorProtocolsApi } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { call } from '../../shared/client';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { bodyOf, formOf, hasProblems, problemsOf, type VendorProtocolLine, withProtocol } from './protocol-form';

type Props = {
  merchant: string;
  line: VendorProtocolLine;
  specs: readonly VendorProtocolSpec[];
  onSaved: (name: string) => void;
  onClose: () => void;
};

/**
 * A vendor's protocol: which one, on or off, the currency the vendor is told, every setting (the protocol's required
 * ones first), and its secrets — write-only: a stored secret is never shown, its empty field keeps it.
 */
export const ProtocolEditDialog = ({ merchant, line, specs, onSaved, onClose }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const currency = useMerchantFacts().currency ?? '';
  const [form, setForm] = useState(() => formOf(line.config, specs, specs[0]!.code));
  const [tried, setTried] = useState(false);
  const spec = specs.find((s) => s.code === form.protocol);
  const problems = problemsOf(form, spec, line.config);
  const sameProtocol = line.config?.protocol === form.protocol;
  const kept = sameProtocol ? (line.config?.secretNames ?? []) : [];
  const save = useMutation({
    mutationFn: () => call(vendorProtocolsApi.set, { params: { code: merchant, vassalage: line.vassalage }, body: bodyOf(form) }),
    onSuccess: () => onSaved(line.name),
  });
  const setSetting = (i: number, patch: Partial<{ name: string; value: string }>) =>
    setForm((f) => ({ ...f, settings: f.settings.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));
  const required = new Set(spec?.settingNames ?? []);

  return (
    <Modal open title={t('vendorProtocols.form.title', { name: line.name })} onClose={onClose} testId="vp-dialog">
      <form
        className="stack"
        autoComplete="off"
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (!hasProblems(problems)) save.mutate();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-protocol`}>{t('vendorProtocols.form.protocol')}</label>
          <select
            id={`${id}-protocol`}
            value={form.protocol}
            onChange={(e) => setForm((f) => withProtocol(f, e.target.value as ProtocolCode, specs))}
            data-testid="vp-protocol"
            data-autofocus
          >
            {specs.map((s) => (
              <option key={s.code} value={s.code}>
                {t(`vendorProtocols.protocol.${s.code}`)}
              </option>
            ))}
          </select>
          {line.config && !sameProtocol ? <p className="field__hint">{t('vendorProtocols.form.protocolChange')}</p> : null}
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(e) => setForm((f) => ({ ...f, enabled: e.target.checked }))}
            data-testid="vp-form-enabled"
          />
          <span>{t('vendorProtocols.form.enabled')}</span>
        </label>
        <div className="field">
          <label htmlFor={`${id}-currency`}>{t('vendorProtocols.form.currency')}</label>
          <input
            id={`${id}-currency`}
            className="vp-ltr"
            value={form.currency}
            maxLength={3}
            placeholder={currency}
            aria-invalid={problems.badCurrency ? true : undefined}
            onChange={(e) => setForm((f) => ({ ...f, currency: e.target.value.toUpperCase() }))}
            data-testid="vp-currency"
          />
          <p className="field__hint">{t('vendorProtocols.form.currencyHint')}</p>
          {problems.badCurrency ? <p className="field__problem">{t('vendorProtocols.form.currencyBad')}</p> : null}
        </div>

        <fieldset className="vp-fieldset">
          <legend>{t('vendorProtocols.form.settings')}</legend>
          {form.settings.map((s, i) =>
            required.has(s.name) ? (
              <div className="field" key={`req-${s.name}`}>
                <label htmlFor={`${id}-s${i}`}>
                  <span className="vp-ltr">{s.name}</span> <span className="muted">({t('vendorProtocols.form.required')})</span>
                </label>
                <input
                  id={`${id}-s${i}`}
                  className="vp-ltr"
                  value={s.value}
                  aria-invalid={tried && !s.value.trim() ? true : undefined}
                  onChange={(e) => setSetting(i, { value: e.target.value })}
                  data-testid={`vp-setting-${s.name}`}
                />
              </div>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: a typed row has no identity of its own but its place
              <div className="vp-extra" key={`extra-${i}`}>
                <div className="field">
                  <label htmlFor={`${id}-n${i}`}>{t('vendorProtocols.form.settingName')}</label>
                  <input id={`${id}-n${i}`} className="vp-ltr" value={s.name} onChange={(e) => setSetting(i, { name: e.target.value })} />
                </div>
                <div className="field">
                  <label htmlFor={`${id}-s${i}`}>{t('vendorProtocols.form.settingValue', { name: s.name || '…' })}</label>
                  <input id={`${id}-s${i}`} className="vp-ltr" value={s.value} onChange={(e) => setSetting(i, { value: e.target.value })} />
                </div>
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => setForm((f) => ({ ...f, settings: f.settings.filter((_, j) => j !== i) }))}
                >
                  {t('vendorProtocols.form.remove')}
                </button>
              </div>
            ),
          )}
          <div>
            <button
              type="button"
              className="btn btn--small"
              onClick={() => setForm((f) => ({ ...f, settings: [...f.settings, { name: '', value: '' }] }))}
              data-testid="vp-add-setting"
            >
              {t('vendorProtocols.form.addSetting')}
            </button>
          </div>
          {problems.badNames.length > 0 ? (
            <p className="field__problem">{t('vendorProtocols.form.badNames', { names: problems.badNames.join(', ') })}</p>
          ) : null}
        </fieldset>

        <fieldset className="vp-fieldset">
          <legend>{t('vendorProtocols.form.secrets')}</legend>
          {(spec?.secretNames ?? []).map((n) => (
            <div className="field" key={n}>
              <label htmlFor={`${id}-secret-${n}`}>
                <span className="vp-ltr">{n}</span>
              </label>
              <input
                id={`${id}-secret-${n}`}
                className="vp-ltr"
                type="password"
                autoComplete="new-password"
                value={form.secrets[n] ?? ''}
                aria-invalid={tried && !kept.includes(n) && !form.secrets[n] ? true : undefined}
                onChange={(e) => setForm((f) => ({ ...f, secrets: { ...f.secrets, [n]: e.target.value } }))}
                data-testid={`vp-secret-${n}`}
              />
              <p className="field__hint">{t(kept.includes(n) ? 'vendorProtocols.form.secretSet' : 'vendorProtocols.form.secretUnset')}</p>
            </div>
          ))}
          {kept.filter((n) => !spec?.secretNames.includes(n)).length > 0 ? (
            <p className="muted">
              {t('vendorProtocols.form.otherSecrets', { names: kept.filter((n) => !spec?.secretNames.includes(n)).join(', ') })}
            </p>
          ) : null}
        </fieldset>

        {tried && problems.missing.length > 0 ? (
          <p className="field__problem" role="alert" data-testid="vp-missing">
            {t('vendorProtocols.form.missing', { names: problems.missing.join(', ') })}
          </p>
        ) : null}
        <ErrorText error={save.error} />
        <div className="actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={save.isPending} data-testid="vp-save">
            {t('vendorProtocols.form.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
};
