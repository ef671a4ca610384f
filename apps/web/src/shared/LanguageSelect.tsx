import { type LanguageCode, languages } from '@wl/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n';
import { useSystem } from './system';

/** Interface language picker: only the merchant's languages that have a text pack. */
export const LanguageSelect = ({ compact = false }: { compact?: boolean }) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { brand } = useSystem();
  const allowed = brand?.languages.map((l) => l.toUpperCase());
  const options = languages.filter((l) => !allowed || allowed.length === 0 || allowed.includes(l.code));
  return (
    <label className={compact ? 'lang-select lang-select--compact' : 'lang-select'} htmlFor={id}>
      <span className={compact ? 'visually-hidden' : undefined}>{t('nav.language')}</span>
      <select
        id={id}
        data-testid="language-select"
        value={currentLanguage()}
        data-lang={i18n.language}
        onChange={(e) => void changeLanguage(e.target.value as LanguageCode)}
      >
        {options.map((l) => (
          <option key={l.code} value={l.code} lang={l.tag}>
            {l.nativeName}
          </option>
        ))}
      </select>
    </label>
  );
};
