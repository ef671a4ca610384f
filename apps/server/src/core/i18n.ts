import { type LanguageCode, errorsEn, errorsUr, formatPatternMessage } from '@wl/contracts';

/** A text stored in several languages (catalogue names, notices): the asked one, else English, else any. */
export const textOf = (t: Partial<Record<string, string>>, lang: LanguageCode) => t[lang] ?? t.EN ?? Object.values(t)[0] ?? '';

const packs: Record<LanguageCode, Record<string, string>> = { EN: errorsEn, UR: errorsUr };

/** Server-side text for error messages: keys are error codes with dots as underscores. */
export const errorText = (lang: LanguageCode, key: string, params: Record<string, string | number> = {}) => {
  const raw = packs[lang]?.[key] ?? packs.EN[key] ?? packs.EN.system_error ?? key;
  // Registration pattern templates use "(min)"/"(max)" (facts.md) and collapse "n - n".
  if (key.startsWith('reg_pattern_')) return formatPatternMessage(raw, Number(params.min ?? 0), Number(params.max ?? 0));
  return raw.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
};
