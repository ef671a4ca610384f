import type { RegisterRule, RegisterRules } from '@wl/contracts';

/** One field's rule as the form edits it: numbers as typed. */
export type RuleDraft = { acceptedPattern: string; minLength: string; maxLength: string; required: boolean; visible: boolean };

export const draftOf = (rule: RegisterRule): RuleDraft => ({
  acceptedPattern: rule.acceptedPattern,
  minLength: String(rule.minLength),
  maxLength: String(rule.maxLength),
  required: rule.required ?? false,
  visible: rule.visible ?? true,
});

const whole = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null);

/** What is wrong with a draft, as the server would say it (pattern, minLength or maxLength), or null. */
export const draftProblem = (d: RuleDraft): 'pattern' | 'minLength' | 'maxLength' | null => {
  if (d.acceptedPattern !== '*') {
    if (d.acceptedPattern.length === 0 || d.acceptedPattern.length > 200) return 'pattern';
    try {
      new RegExp(d.acceptedPattern, 'u');
    } catch {
      return 'pattern';
    }
  }
  const min = whole(d.minLength);
  const max = whole(d.maxLength);
  if (min === null) return 'minLength';
  if (max === null || max > 128 || (max > 0 && max < min)) return 'maxLength';
  return null;
};

/** The body of a save: every changed field's whole rule (its pattern id kept); fields left as they are are not sent. */
export const changedRules = (saved: RegisterRules, drafts: Record<string, RuleDraft>) =>
  Object.fromEntries(
    Object.entries(drafts).flatMap(([field, d]) => {
      const before = saved[field];
      if (!before || draftProblem(d)) return [];
      const rule: RegisterRule = {
        acceptedPattern: d.acceptedPattern,
        minLength: Number(d.minLength),
        maxLength: Number(d.maxLength),
        patternId: before.patternId,
        required: d.required,
        visible: d.visible,
      };
      const same =
        rule.acceptedPattern === before.acceptedPattern &&
        rule.minLength === before.minLength &&
        rule.maxLength === before.maxLength &&
        rule.required === (before.required ?? false) &&
        rule.visible === (before.visible ?? true);
      return same ? [] : [[field, rule]];
    }),
  ) as Record<string, RegisterRule>;
