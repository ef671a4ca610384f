import { type FieldError, formatPatternMessage, type RegisterRule } from '@wl/contracts';
import type { TFunction } from 'i18next';

/** The text of a registration field failure: pattern templates get min/max ('n - n' collapses to n). */
export const fieldMessage = (t: TFunction, e: FieldError) =>
  e.key.startsWith('reg_pattern_') ? formatPatternMessage(t(`errors.${e.key}`), e.params.min, e.params.max) : t(`errors.${e.key}`);

/**
 * The text of a form schema's message key (contracts' form rules): a pattern template takes the field rule's min and
 * max, any other key is translated with `vars`.
 */
export const ruleText = (
  t: TFunction,
  key: string,
  rule?: Pick<RegisterRule, 'minLength' | 'maxLength'>,
  vars?: Record<string, unknown>,
) => (key.startsWith('errors.reg_pattern_') ? formatPatternMessage(t(key), rule?.minLength ?? 0, rule?.maxLength ?? 0) : t(key, vars));
