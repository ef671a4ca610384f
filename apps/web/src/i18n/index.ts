import { errorsEn, type LanguageCode, languageDir, languages, languageTag, parseLanguage } from '@wl/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../shared/api';
import en from './en.json?texts=first';

/**
 * The contracts own the error texts; they join each pack under `errors`. English ships in the first bundle (the
 * default and the fallback) but for the sections only lazy screens read (screen-texts.ts), which come with the first
 * such screen; every other pack is fetched whole when it is chosen, so a visitor loads one language.
 */
const packLoaders: Record<string, () => Promise<Record<string, unknown>>> = {
  ur: async () => {
    const [texts, errors] = await Promise.all([import('./ur.json'), import('@wl/contracts/i18n/ur.json')]);
    return { ...texts.default, errors: errors.default };
  },
};

let screenTexts: Promise<void> | null = null;

/** The English sections of the lazy screens (the router waits for them with the screen's own code); once a page. */
export const ensureScreenTexts = (): Promise<void> => {
  screenTexts ??= import('./en.json?texts=screens').then(
    (m) => {
      i18next.addResourceBundle('en', 'translation', m.default, true, true);
    },
    (err: unknown) => {
      screenTexts = null;
      throw err;
    },
  );
  return screenTexts;
};

const ensurePack = async (tag: string) => {
  if (i18next.hasResourceBundle(tag, 'translation')) return;
  const pack = await packLoaders[tag]?.();
  if (pack) i18next.addResourceBundle(tag, 'translation', pack, true, true);
};

const STORAGE_KEY = 'language';

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
};

export const currentLanguage = (): LanguageCode => parseLanguage(i18next.language);

/** Switches the interface language: remembered, reflected on <html lang dir>, sent as the Language header. */
export const changeLanguage = async (code: LanguageCode) => {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // private mode: the choice lasts for this page only
  }
  setApiLanguage(code);
  applyDocument(code);
  await ensurePack(languageTag(code));
  await i18next.changeLanguage(languageTag(code));
};

export const initI18n = async () => {
  const code = storedLanguage();
  setApiLanguage(code);
  applyDocument(code);
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: { ...en, errors: errorsEn } } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: languages.map((l) => l.tag),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (code !== 'EN') {
    await ensurePack(languageTag(code));
    await i18next.changeLanguage(languageTag(code));
  }
};
