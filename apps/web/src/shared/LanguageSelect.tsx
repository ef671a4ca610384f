import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type LanguageCode, languages, membersApi } from '@wl/contracts';
import { changeLanguage, currentLanguage } from '../i18n';
import { call } from './client';
import { getToken } from './token';
import { useSystem } from './system';

/** Switches the language and, for a signed-in member, stores it on the member (applied at their next sign-in). */
const choose = async (code: LanguageCode) => {
  await changeLanguage(code);
  if (getToken()) await call(membersApi.setLanguage, { body: { language: code } }).catch(() => undefined);
};

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
        onChange={(e) => void choose(e.target.value as LanguageCode)}
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
