import { z } from 'zod';
import type { RegisterRules } from './register-rules';
import { type RegistrationKind, registerFields, validateRegistration } from './register-validation';

const textFields = [...registerFields, 'confirmPassword', 'verificationCode'] as const;
export type RegisterFormField = (typeof textFields)[number];

const text = z.string().optional();
export const registerFormFields = z.object({
  ...(Object.fromEntries(textFields.map((f) => [f, text])) as Record<RegisterFormField, typeof text>),
  age: z.boolean(),
  terms: z.boolean(),
});
export type RegisterFormValues = z.infer<typeof registerFormFields>;

/**
 * The registration form: the merchant's field rules through the one registration validator, the texted code when
 * SMS is on, and the age and terms confirmations. Every problem is reported at once; messages are i18n keys
 * (`errors.reg_pattern_<n>` templates take the field rule's min and max, `auth.ageRequired` the minimum age).
 */
export const registerForm = (
  rules: RegisterRules,
  kind: RegistrationKind,
  opts: { mobilePassword?: boolean; skip?: string[]; smsCode?: boolean } = {},
) =>
  registerFormFields.superRefine((v, ctx) => {
    for (const [field, err] of Object.entries(validateRegistration(v, rules, kind, opts)))
      ctx.addIssue({ code: 'custom', path: [field], message: `errors.${err.key}` });
    if (opts.smsCode && !/^\d{6}$/.test(v.verificationCode ?? ''))
      ctx.addIssue({ code: 'custom', path: ['verificationCode'], message: 'errors.verification_invalid' });
    if (!v.age) ctx.addIssue({ code: 'custom', path: ['age'], message: 'auth.ageRequired' });
    if (!v.terms) ctx.addIssue({ code: 'custom', path: ['terms'], message: 'auth.termsRequired' });
  });
