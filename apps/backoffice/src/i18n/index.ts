import { errorsEn, errorsUr, type LanguageCode, languageDir, languages, languageTag, parseLanguage } from '@wl/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../shared/api';
import { packs } from './packs';

/** The contracts own the coded error texts; they join each pack under `errors` (shown when the server sent none). */
const resources = {
  en: { translation: { ...packs.en, errors: errorsEn } },
  ur: { translation: { ...packs.ur, errors: errorsUr } },
};

const STORAGE_KEY = 'bo.language';

const storedLanguage = (): LanguageCode => {
  try {
    return parseLanguage(localStorage.getItem(STORAGE_KEY) ?? 'EN');
  } catch {
    return 'EN';
  }
};

const applyDocument = (code: LanguageCode) => {
  document.documentElement.lang = languageTag(code);
  document.documentElement.dir = languageDir(code);
  document.title = i18next.t('app.title');
};

export const currentLanguage = (): LanguageCode => parseLanguage(i18next.language);

/** Switches the interface language: remembered, reflected on <html lang dir>, sent as the `Language` header. */
export const changeLanguage = async (code: LanguageCode) => {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // private mode: the choice lasts for this page only
  }
  setApiLanguage(code);
  await i18next.changeLanguage(languageTag(code));
  applyDocument(code);
};

export const initI18n = async () => {
  const code = storedLanguage();
  setApiLanguage(code);
  await i18next.use(initReactI18next).init({
    resources,
    lng: languageTag(code),
    fallbackLng: 'en',
    supportedLngs: languages.map((l) => l.tag),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocument(code);
};
