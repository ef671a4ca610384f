import { type BrandSettingsValue, opsApi, type RegionRuleInput } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { SaveRow } from './SaveRow';
import { useBrandSave } from './use-brand-save';

type Props = {
  merchant: string;
  maintenance: BrandSettingsValue['maintenance'];
  regionRules: BrandSettingsValue['regionRules'];
  canEdit: boolean;
};
type Rule = { kind: RegionRuleInput['kind']; value: string; action: RegionRuleInput['action']; note: string };

/** Maintenance (the switch and the players' message per language) and the region rules (countries, address ranges). */
export const MaintenanceTab = ({ merchant, maintenance, regionRules, canEdit }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const fid = useId();
  const [enabled, setEnabled] = useState(maintenance.enabled);
  const [message, setMessage] = useState({ EN: maintenance.message.EN ?? '', UR: maintenance.message.UR ?? '' });
  const [rules, setRules] = useState<Rule[]>(() => regionRules.map((r) => ({ ...r, note: r.note ?? '' })));
  const saveMaintenance = useBrandSave(merchant, () =>
    call(opsApi.maintenance, {
      params: { code: merchant },
      body: {
        enabled,
        message: Object.fromEntries(Object.entries(message).filter(([, v]) => v.trim() !== '')),
        endsAt: maintenance.endsAt,
      },
    }),
  );
  const saveRules = useBrandSave(merchant, () =>
    call(opsApi.setRegionRules, {
      params: { code: merchant },
      body: rules.map((r) => ({ kind: r.kind, value: r.value.trim(), action: r.action, note: r.note.trim() || null })),
    }),
  );
  const setRule = (i: number, patch: Partial<Rule>) => setRules(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="stack">
      <section className="panel stack" aria-labelledby={`${fid}-m`}>
        <h2 id={`${fid}-m`}>{t('brand.maintenance.title')}</h2>
        <label className="check">
          <input
            type="checkbox"
            checked={enabled}
            disabled={!canEdit}
            onChange={(e) => setEnabled(e.target.checked)}
            data-testid="brand-maintenance-on"
          />
          <span>{t('brand.maintenance.enabled')}</span>
        </label>
        {maintenance.endsAt ? <p className="muted">{t('brand.maintenance.endsAt', { at: f.dateTime(maintenance.endsAt) })}</p> : null}
        {(['EN', 'UR'] as const).map((lang) => (
          <div key={lang} className="field">
            <label htmlFor={`${fid}-${lang}`}>{t(`brand.maintenance.message${lang}`)}</label>
            <textarea
              id={`${fid}-${lang}`}
              dir={lang === 'UR' ? 'rtl' : 'ltr'}
              rows={2}
              maxLength={500}
              value={message[lang]}
              readOnly={!canEdit}
              onChange={(e) => setMessage({ ...message, [lang]: e.target.value })}
            />
          </div>
        ))}
        {canEdit ? (
          <SaveRow
            testId="brand-maintenance"
            onSave={() => saveMaintenance.mutate(undefined)}
            pending={saveMaintenance.isPending}
            saved={saveMaintenance.saved}
            error={saveMaintenance.error}
          />
        ) : null}
      </section>
      <section className="panel stack" aria-labelledby={`${fid}-r`}>
        <h2 id={`${fid}-r`}>{t('brand.regions.title')}</h2>
        <p className="muted">{t('brand.regions.intro')}</p>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('brand.regions.kind')}</th>
                <th scope="col">{t('brand.regions.value')}</th>
                <th scope="col">{t('brand.regions.action')}</th>
                <th scope="col">{t('brand.regions.note')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('brand.regions.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows being typed have no identity of their own
                <tr key={i} data-testid="brand-region-rule">
                  <td data-label={t('brand.regions.kind')}>
                    <select
                      value={r.kind}
                      disabled={!canEdit}
                      aria-label={t('brand.regions.kind')}
                      onChange={(e) => setRule(i, { kind: e.target.value as Rule['kind'] })}
                    >
                      <option value="COUNTRY">{t('brand.regions.COUNTRY')}</option>
                      <option value="IP_RANGE">{t('brand.regions.IP_RANGE')}</option>
                    </select>
                  </td>
                  <td data-label={t('brand.regions.value')}>
                    <input
                      dir="ltr"
                      value={r.value}
                      readOnly={!canEdit}
                      aria-label={t('brand.regions.value')}
                      onChange={(e) => setRule(i, { value: e.target.value })}
                    />
                  </td>
                  <td data-label={t('brand.regions.action')}>
                    <select
                      value={r.action}
                      disabled={!canEdit}
                      aria-label={t('brand.regions.action')}
                      onChange={(e) => setRule(i, { action: e.target.value as Rule['action'] })}
                    >
                      <option value="BLOCK">{t('brand.regions.BLOCK')}</option>
                      <option value="ALLOW">{t('brand.regions.ALLOW')}</option>
                    </select>
                  </td>
                  <td data-label={t('brand.regions.note')}>
                    <input
                      value={r.note}
                      readOnly={!canEdit}
                      maxLength={200}
                      aria-label={t('brand.regions.note')}
                      onChange={(e) => setRule(i, { note: e.target.value })}
                    />
                  </td>
                  <td>
                    {canEdit ? (
                      <button
                        type="button"
                        className="btn btn--small btn--danger-quiet"
                        onClick={() => setRules(rules.filter((_, j) => j !== i))}
                      >
                        {t('brand.regions.remove')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {canEdit ? (
          <>
            <div>
              <button
                type="button"
                className="btn btn--small"
                onClick={() => setRules([...rules, { kind: 'COUNTRY', value: '', action: 'BLOCK', note: '' }])}
              >
                {t('brand.regions.add')}
              </button>
            </div>
            <SaveRow
              testId="brand-regions"
              onSave={() => saveRules.mutate(undefined)}
              disabled={rules.some((r) => r.value.trim() === '')}
              pending={saveRules.isPending}
              saved={saveRules.saved}
              error={saveRules.error}
            />
          </>
        ) : null}
      </section>
    </div>
  );
};
