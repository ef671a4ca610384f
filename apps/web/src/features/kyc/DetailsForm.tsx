import { zodResolver } from '@hookform/resolvers/zod';
import { type KycDetails, type KycState, kycApi, kycDetailsBody } from '@wl/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import { call } from '../../shared/client';
import { useKycMutation } from './api';

type Field = keyof KycDetails;
const fields: { name: Field; type?: 'date'; maxLength: number; autoComplete?: string }[] = [
  { name: 'fullName', maxLength: 100, autoComplete: 'name' },
  { name: 'birthDate', type: 'date', maxLength: 10, autoComplete: 'bday' },
  { name: 'idNumber', maxLength: 32 },
  { name: 'nationality', maxLength: 56, autoComplete: 'country-name' },
  { name: 'address', maxLength: 300, autoComplete: 'street-address' },
];
const empty: KycDetails = { fullName: '', birthDate: '', idNumber: '', address: '', nationality: '' };

/**
 * My identity details, checked by the contract's own rules before they are sent; complete, they make the account
 * BASIC. Prefilled with what was saved.
 */
export const DetailsForm = ({ state }: { state: KycState }) => {
  const { t } = useTranslation();
  const id = useId();
  const [saved, setSaved] = useState(false);
  const form = useForm<KycDetails>({ resolver: zodResolver(kycDetailsBody), defaultValues: state.details ?? empty });
  const { errors } = form.formState;
  const save = useKycMutation((body: KycDetails) => call(kycApi.details, { body }));
  const submit = form.handleSubmit((body) => {
    setSaved(false);
    save.mutate(body, {
      onSuccess: (s) => {
        setSaved(true);
        form.reset(s.details ?? body);
      },
    });
  });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <section className="kyc-section" aria-labelledby="kyc-details" data-testid="kyc-details">
      <h3 id="kyc-details">{t('kyc.details.title')}</h3>
      <p className="muted">{state.details ? t('kyc.details.saved') : t('kyc.details.intro')}</p>
      <form className="form kyc-subform kyc-form" onSubmit={submit} noValidate data-testid="kyc-details-form">
        <div className="kyc-form__grid">
          {fields.map((f) => (
            <label key={f.name} className={`field kyc-field--${f.name}`} htmlFor={`${id}-${f.name}`}>
              <span>{t(`kyc.details.${f.name}`)}</span>
              <input
                id={`${id}-${f.name}`}
                type={f.type ?? 'text'}
                dir={f.type === 'date' || f.name === 'idNumber' ? 'ltr' : undefined}
                max={f.type === 'date' ? today : undefined}
                maxLength={f.maxLength}
                autoComplete={f.autoComplete}
                aria-invalid={errors[f.name] ? true : undefined}
                aria-describedby={errors[f.name] ? `${id}-${f.name}-error` : undefined}
                {...form.register(f.name, { onChange: () => setSaved(false) })}
                data-testid={`kyc-${f.name}`}
              />
              {errors[f.name] ? (
                <span className="form-error" role="alert" id={`${id}-${f.name}-error`} data-testid="field-error" data-field={f.name}>
                  {t(`kyc.details.invalid.${f.name}`)}
                </span>
              ) : null}
            </label>
          ))}
        </div>
        <ErrorText error={save.error} />
        {saved ? (
          <FormMessage tone="success" testId="kyc-details-saved">
            {t('kyc.details.done')}
          </FormMessage>
        ) : null}
        <div className="kyc-actions">
          <button type="submit" className="btn btn--primary" disabled={save.isPending} data-testid="kyc-details-save">
            {t('kyc.details.save')}
          </button>
        </div>
      </form>
    </section>
  );
};
