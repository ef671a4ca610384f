import type { RegisterRule, RegisterRules } from './register-rules';

/**
 * The 20 registration pattern kinds of facts.md. The merchant's `acceptedPattern` decides validity (with '*' meaning
 * anything); the kind decides the message. Each kind also carries its canonical expression, used when a merchant
 * leaves acceptedPattern empty and by the operator tools as the suggested pattern.
 */
export const patternKinds: Record<number, RegExp> = {
  0: /^[\s\S]*$/u,
  1: /^[A-Za-z][A-Za-z0-9]*$/u,
  2: /^[\u4e00-\u9fa50-9]+$/u,
  3: /^[^\s@]+@[^\s@]+\.[^\s@]+$/u,
  4: /^[A-Za-z0-9]+$/u,
  5: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/u,
  6: /^\d+$/u,
  7: /^(?=.*[A-Z])[A-Za-z0-9]+$/u,
  8: /^[A-Za-z ]+$/u,
  9: /^\S+$/u,
  10: /^[\u4e00-\u9fa5\u3000-\u303f\uff01-\uff5e\u2018-\u201d\u2026\u00b7]+$/u,
  11: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u,
  12: /^[\p{L} ]+$/u,
  13: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/u,
  14: /^[\p{L}\p{N}]+$/u,
  15: /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+$/u,
  16: /^[\u0e00-\u0e7f]+$/u,
  17: /^[\u0e00-\u0e7fA-Za-z ]+$/u,
  18: /^(?=.*[A-Z])[A-Z ]+$/u,
  19: /^[\x21-\x7e]+$/u,
};

/** A field failure: the text key and its substitutions (the web and the server both render it). */
export type FieldError = { key: string; params: { min: number; max: number } };

const compiled = new Map<string, RegExp | null>();
const compile = (source: string): RegExp | null => {
  if (!compiled.has(source)) {
    try {
      compiled.set(source, new RegExp(source, 'u'));
    } catch {
      compiled.set(source, null);
    }
  }
  return compiled.get(source) ?? null;
};

/** Length counts characters a person sees (code points), not UTF-16 units. */
export const charLength = (value: string) => [...value].length;

export const patternMessageKey = (patternId: number) => `reg_pattern_${patternId}`;

/** Checks one value against its rule: it must match the pattern (a single '*' = anything) and fit the length. */
export const checkRule = (value: string, rule: RegisterRule): FieldError | null => {
  const params = { min: rule.minLength, max: rule.maxLength };
  const len = charLength(value);
  const lengthOk = len >= rule.minLength && (rule.maxLength <= 0 || len <= rule.maxLength);
  let patternOk = true;
  if (rule.acceptedPattern !== '*') {
    // An operator's malformed expression must not let everything through: fall back to the kind's own pattern.
    const re = rule.acceptedPattern === '' ? patternKinds[rule.patternId] : (compile(rule.acceptedPattern) ?? patternKinds[rule.patternId]);
    patternOk = re ? re.test(value) : true;
  }
  return lengthOk && patternOk ? null : { key: patternMessageKey(rule.patternId), params };
};

/**
 * Renders a pattern template: "(min)" and "(max)" are substituted, and a range "n - n" collapses to "n"
 * (a 6 to 6 rule reads "6 characters", not "6 - 6 characters").
 */
export const formatPatternMessage = (template: string, min: number, max: number) =>
  template
    .replace(/\(min\)/g, String(min))
    .replace(/\(max\)/g, String(max))
    .replace(/(\d+)\s*-\s*(\d+)/g, (all, a: string, b: string) => (a === b ? a : all));

export const registerFields = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
  'paymentPassword',
] as const;
export type RegisterField = (typeof registerFields)[number];

export type RegistrationKind = 'username' | 'mobile';

/** Which fields a registration form shows and requires, from the merchant's rules and the registration type. */
export const fieldPolicy = (field: string, rules: RegisterRules, kind: RegistrationKind, opts: { mobilePassword?: boolean } = {}) => {
  const rule = rules[field];
  if (kind === 'mobile') {
    if (field === 'mobileNum') return { shown: true, required: true };
    if (field === 'username') return { shown: false, required: false };
    if (field === 'password') return { shown: opts.mobilePassword !== false, required: opts.mobilePassword !== false };
  }
  if (field === 'username' || field === 'password') return { shown: true, required: true };
  if (!rule) return { shown: false, required: false };
  const shown = rule.visible !== false;
  return { shown, required: shown && rule.required === true };
};

/**
 * The one registration validator (web form and server): empty required fields answer `input_empty`, rule
 * failures answer the field's pattern template, and a confirmation different from the password answers
 * `inconsistent_twice`. Returns the failures by field; an empty object means valid.
 */
export const validateRegistration = (
  input: Partial<Record<string, unknown>>,
  rules: RegisterRules,
  kind: RegistrationKind,
  opts: { mobilePassword?: boolean; skip?: string[] } = {},
): Record<string, FieldError> => {
  const errors: Record<string, FieldError> = {};
  for (const field of registerFields) {
    if (opts.skip?.includes(field)) continue;
    const { shown, required } = fieldPolicy(field, rules, kind, opts);
    if (!shown) continue;
    const value = String(input[field] ?? '');
    const rule = rules[field];
    if (value === '') {
      if (required) errors[field] = { key: 'input_empty', params: { min: rule?.minLength ?? 0, max: rule?.maxLength ?? 0 } };
      continue;
    }
    if (rule) {
      const err = checkRule(value, rule);
      if (err) errors[field] = err;
    }
  }
  const pwShown = fieldPolicy('password', rules, kind, opts).shown;
  if (pwShown && !errors.password && (input.confirmPassword ?? '') !== (input.password ?? '')) {
    errors.confirmPassword = { key: 'inconsistent_twice', params: { min: 0, max: 0 } };
  }
  return errors;
};
