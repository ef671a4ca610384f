import { type LanguageCode, errorsEn, errorsUr } from '@wl/contracts';

const packs: Record<LanguageCode, Record<string, string>> = { EN: errorsEn, UR: errorsUr };

/** Server-side text for error messages: keys are error codes with dots as underscores. */
export const errorText = (lang: LanguageCode, key: string, params: Record<string, string | number> = {}) => {
  const raw = packs[lang]?.[key] ?? packs.EN[key] ?? packs.EN.system_error ?? key;
  return raw.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
};
