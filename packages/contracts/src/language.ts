import { z } from 'zod';

export const languages = [
  { code: 'EN', tag: 'en', dir: 'ltr', nativeName: 'English' },
  { code: 'UR', tag: 'ur', dir: 'rtl', nativeName: 'اردو' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const languageCodes = languages.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const languageSchema = z.enum(languageCodes);
export const defaultLanguage: LanguageCode = 'EN';

/** Reads a `Language` header value (EN, en, en-US, UR …); unknown values fall back to EN. */
export const parseLanguage = (value: unknown): LanguageCode => {
  if (typeof value !== 'string') return defaultLanguage;
  const base = value.trim().slice(0, 2).toUpperCase();
  return (languageCodes as string[]).includes(base) ? (base as LanguageCode) : defaultLanguage;
};

export const languageTag = (code: LanguageCode) => languages.find((l) => l.code === code)?.tag ?? 'en';
export const languageDir = (code: LanguageCode) => languages.find((l) => l.code === code)?.dir ?? 'ltr';
