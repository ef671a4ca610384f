import type { KycLevel } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { levelSteps } from './kyc-rules';

const check = 'M20 6L9 17l-5-5';

/** The verification ladder None → Basic → Verified → Enhanced: what each step needs, and where the player stands. */
export const LevelSteps = ({ level }: { level: KycLevel }) => {
  const { t } = useTranslation();
  return (
    <section className="kyc-section" aria-labelledby="kyc-level" data-testid="kyc-level" data-level={level}>
      <h3 id="kyc-level">{t('kyc.level.title')}</h3>
      <p>
        {t('kyc.level.yours')} <strong data-testid="kyc-level-name">{t(`kyc.levels.${level}`)}</strong>
      </p>
      <ol className="kyc-steps">
        {levelSteps(level).map((s, i) => (
          <li
            key={s.level}
            className={`kyc-step kyc-step--${s.state}`}
            aria-current={s.state === 'current' ? 'step' : undefined}
            data-testid={`kyc-step-${s.level}`}
            data-state={s.state}
          >
            <span className="kyc-step__mark" aria-hidden="true">
              {s.state === 'done' ? (
                <svg viewBox="0 0 24 24" focusable="false">
                  <path d={check} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : (
                i + 1
              )}
            </span>
            <span className="kyc-step__text">
              <strong>{t(`kyc.levels.${s.level}`)}</strong>
              <span className="visually-hidden"> ({t(`kyc.step.${s.state}`)})</span>
              <span className="muted kyc-step__needs">{t(`kyc.needs.${s.level}`)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
};
