import { type LanguageCode, languages } from '@wl/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n';

/** The interface language (English, or Urdu right to left), on every screen including the sign-in. */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="lang">
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <select
        id={id}
        data-testid="language-switch"
        value={currentLanguage()}
        data-lang={i18n.language}
        onChange={(e) => void changeLanguage(e.target.value as LanguageCode)}
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.tag}>
            {l.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
};
