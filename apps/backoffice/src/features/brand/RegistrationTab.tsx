import { brandOpsApi, type RegisterRules } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/client';
import { type RuleDraft, changedRules, draftOf, draftProblem } from './register-draft';
import { SaveRow } from './SaveRow';
import { useBrandSave } from './use-brand-save';

type Props = { merchant: string; rules: RegisterRules; canEdit: boolean };

/** The registration form's rules per field: pattern, lengths, required, shown. Only changed fields are sent. */
export const RegistrationTab = ({ merchant, rules, canEdit }: Props) => {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<Record<string, RuleDraft>>(() =>
    Object.fromEntries(Object.entries(rules).map(([f, r]) => [f, draftOf(r)])),
  );
  const save = useBrandSave(merchant, (body: RegisterRules) => call(brandOpsApi.setRegister, { params: { code: merchant }, body }));
  const set = (field: string, patch: Partial<RuleDraft>) => setDrafts((d) => ({ ...d, [field]: { ...(d[field] as RuleDraft), ...patch } }));
  const problems = Object.entries(drafts).filter(([, d]) => draftProblem(d) !== null);
  const changes = changedRules(rules, drafts);
  const fixed = (f: string) => f === 'username' || f === 'password';
  return (
    <section className="panel stack" aria-label={t('brand.tabs.registration')}>
      <p className="muted">{t('brand.register.intro')}</p>
      <div className="table-wrap">
        <table className="table brand-rules">
          <thead>
            <tr>
              <th scope="col">{t('brand.register.field')}</th>
              <th scope="col">{t('brand.register.pattern')}</th>
              <th scope="col">{t('brand.register.min')}</th>
              <th scope="col">{t('brand.register.max')}</th>
              <th scope="col">{t('brand.register.required')}</th>
              <th scope="col">{t('brand.register.visible')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(drafts).map(([field, d]) => {
              const problem = draftProblem(d);
              return (
                <tr key={field} data-testid={`brand-rule-${field}`}>
                  <th scope="row">
                    <code>{field}</code>
                    {problem ? (
                      <p className="field__problem" role="alert" data-testid="field-error">
                        {t(`brand.register.problem.${problem}`)}
                      </p>
                    ) : null}
                  </th>
                  <td data-label={t('brand.register.pattern')}>
                    <input
                      className="brand-rules__pattern"
                      dir="ltr"
                      value={d.acceptedPattern}
                      readOnly={!canEdit}
                      aria-label={`${field} ${t('brand.register.pattern')}`}
                      aria-invalid={problem === 'pattern' ? true : undefined}
                      onChange={(e) => set(field, { acceptedPattern: e.target.value })}
                      data-testid="brand-rule-pattern"
                    />
                  </td>
                  <td data-label={t('brand.register.min')}>
                    <input
                      className="brand-rules__num"
                      inputMode="numeric"
                      value={d.minLength}
                      readOnly={!canEdit}
                      aria-label={`${field} ${t('brand.register.min')}`}
                      aria-invalid={problem === 'minLength' ? true : undefined}
                      onChange={(e) => set(field, { minLength: e.target.value })}
                      data-testid="brand-rule-min"
                    />
                  </td>
                  <td data-label={t('brand.register.max')}>
                    <input
                      className="brand-rules__num"
                      inputMode="numeric"
                      value={d.maxLength}
                      readOnly={!canEdit}
                      aria-label={`${field} ${t('brand.register.max')}`}
                      aria-invalid={problem === 'maxLength' ? true : undefined}
                      onChange={(e) => set(field, { maxLength: e.target.value })}
                      data-testid="brand-rule-max"
                    />
                  </td>
                  <td data-label={t('brand.register.required')}>
                    <input
                      type="checkbox"
                      checked={d.required}
                      disabled={!canEdit || fixed(field)}
                      aria-label={`${field} ${t('brand.register.required')}`}
                      onChange={(e) => set(field, { required: e.target.checked })}
                    />
                  </td>
                  <td data-label={t('brand.register.visible')}>
                    <input
                      type="checkbox"
                      checked={d.visible}
                      disabled={!canEdit || fixed(field)}
                      aria-label={`${field} ${t('brand.register.visible')}`}
                      onChange={(e) => set(field, { visible: e.target.checked })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="muted">{t('brand.register.patternHelp')}</p>
      {canEdit ? (
        <SaveRow
          testId="brand-register"
          onSave={() => save.mutate(changes)}
          disabled={problems.length > 0 || Object.keys(changes).length === 0}
          pending={save.isPending}
          saved={save.saved}
          error={save.error}
        />
      ) : null}
    </section>
  );
};
