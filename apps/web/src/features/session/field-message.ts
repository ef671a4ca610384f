import { type FieldError, formatPatternMessage } from '@wl/contracts';
import type { TFunction } from 'i18next';

/** The text of a registration field failure: pattern templates get min/max ('n - n' collapses to n). */
export const fieldMessage = (t: TFunction, e: FieldError) =>
  e.key.startsWith('reg_pattern_') ? formatPatternMessage(t(`errors.${e.key}`), e.params.min, e.params.max) : t(`errors.${e.key}`);
