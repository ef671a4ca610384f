import { type ProtectionState, protectionApi } from '@wl/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import { call } from '../../shared/client';
import { useProtectionMutation } from './api';
import { realityChoices } from './limit-rows';

/** The reality-check interval: how often the site stops play to show time and money since login. */
export const RealitySection = ({ state }: { state: ProtectionState }) => {
  const { t } = useTranslation();
  const id = useId();
  const { realityMandatory, realityMinutes } = state.profile;
  const choices = realityChoices(realityMandatory, state.realityMinutes, realityMinutes);
  const save = useProtectionMutation((minutes: number | null) => call(protectionApi.reality, { body: { minutes } }));
  return (
    <section className="pg-section" aria-labelledby="pg-reality" data-testid="pg-reality">
      <h3 id="pg-reality">{t('protection.realitySetting.title')}</h3>
      <p className="muted">{realityMandatory ? t('protection.realitySetting.mandatory') : t('protection.realitySetting.intro')}</p>
      <label className="field pg-narrow" htmlFor={`${id}-interval`}>
        <span>{t('protection.realitySetting.interval')}</span>
        <select
          id={`${id}-interval`}
          value={state.realityMinutes === null ? 'off' : String(state.realityMinutes)}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.value === 'off' ? null : Number(e.target.value))}
          data-testid="reality-interval"
        >
          {choices.map((m) =>
            m === null ? (
              <option key="off" value="off">
                {t('protection.realitySetting.off')}
              </option>
            ) : (
              <option key={m} value={String(m)}>
                {t('protection.realitySetting.every', { minutes: m })}
              </option>
            ),
          )}
        </select>
      </label>
      <ErrorText error={save.error} />
      {save.isSuccess ? (
        <FormMessage tone="success" testId="reality-saved">
          {t('protection.realitySetting.saved')}
        </FormMessage>
      ) : null}
    </section>
  );
};
