import { z } from 'zod';
import { patternMessageKey, checkRule } from './register-validation';
import type { RegisterRule } from './register-rules';

/**
 * The rules of the sign-in and password forms, shared by the web's forms (react-hook-form + zodResolver). Each form
 * shows one problem at a time, the first in the order a person fills the form, so each schema reports only that one.
 * Messages are i18n keys; a key `errors.reg_pattern_<n>` is the password rule's template (min and max from the rule).
 */
const mobileRe = /^\+?\d{6,20}$/;
const code6Re = /^\d{6}$/;
const emailRe = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Check<V> = [keyof V & string, (v: V) => boolean, string];
const firstProblem =
  <V>(checks: Check<V>[]) =>
  (v: V, ctx: z.RefinementCtx) => {
    const bad = checks.find(([, fails]) => fails(v));
    if (bad) ctx.addIssue({ code: 'custom', path: [bad[0]], message: bad[2] });
  };

export const loginFormFields = z.object({ username: z.string(), password: z.string(), captcha: z.string(), remember: z.boolean() });
export type LoginFormValues = z.infer<typeof loginFormFields>;

/** Sign-in: username (or mobile), password (or texted code), the captcha once the server asks for it. */
export const loginForm = (o: { mode: 'username' | 'sms'; needCaptcha: boolean }) =>
  loginFormFields.superRefine(
    firstProblem<LoginFormValues>([
      ['username', (v) => !v.username.trim(), 'auth.required'],
      ['password', (v) => !v.password, 'auth.required'],
      ['captcha', (v) => o.needCaptcha && o.mode === 'username' && !v.captcha.trim(), 'auth.captchaRequired'],
      ['username', (v) => o.mode === 'sms' && !mobileRe.test(v.username.trim()), 'errors.mobile_invalid'],
    ]),
  );

export const changePasswordFormFields = z.object({ oldPassword: z.string(), newPassword: z.string(), confirmNewPassword: z.string() });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormFields>;

/** Change password: all three filled, the new one fits the merchant's password rule, the confirmation matches. */
export const changePasswordForm = (rule?: RegisterRule) =>
  changePasswordFormFields.superRefine(
    firstProblem<ChangePasswordFormValues>([
      ['oldPassword', (v) => !v.oldPassword, 'auth.required'],
      ['newPassword', (v) => !v.newPassword, 'auth.required'],
      ['confirmNewPassword', (v) => !v.confirmNewPassword, 'auth.required'],
      ['newPassword', (v) => Boolean(rule && checkRule(v.newPassword, rule)), `errors.${patternMessageKey(rule?.patternId ?? 0)}`],
      ['confirmNewPassword', (v) => v.newPassword !== v.confirmNewPassword, 'errors.inconsistent_twice'],
    ]),
  );

export const agentPasswordFormFields = changePasswordFormFields.extend({ username: z.string() });
export type AgentPasswordFormValues = z.infer<typeof agentPasswordFormFields>;

/** The agent's change password on the logged-out /agent page: the account first, then the change-password rules. */
export const agentPasswordForm = (rule?: RegisterRule) =>
  agentPasswordFormFields.superRefine(
    firstProblem<AgentPasswordFormValues>([
      ['username', (v) => !v.username.trim(), 'auth.required'],
      ['oldPassword', (v) => !v.oldPassword, 'auth.required'],
      ['newPassword', (v) => !v.newPassword, 'auth.required'],
      ['confirmNewPassword', (v) => !v.confirmNewPassword, 'auth.required'],
      ['newPassword', (v) => Boolean(rule && checkRule(v.newPassword, rule)), `errors.${patternMessageKey(rule?.patternId ?? 0)}`],
      ['confirmNewPassword', (v) => v.newPassword !== v.confirmNewPassword, 'errors.inconsistent_twice'],
    ]),
  );

export const forgotPasswordFormFields = z.object({
  username: z.string(),
  email: z.string(),
  mobileNum: z.string(),
  code: z.string(),
  newPassword: z.string(),
  confirmNewPassword: z.string(),
});
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormFields>;

/** Forgot password by e-mail (username + address) or by mobile (number, texted code, new password twice). */
export const forgotPasswordForm = (method: 'email' | 'sms') =>
  forgotPasswordFormFields.superRefine(
    firstProblem<ForgotPasswordFormValues>(
      method === 'email'
        ? [
            ['username', (v) => !v.username.trim(), 'auth.required'],
            ['email', (v) => !emailRe.test(v.email), 'msg.emailInvalid'],
          ]
        : [
            ['mobileNum', (v) => !mobileRe.test(v.mobileNum), 'errors.mobile_invalid'],
            ['code', (v) => !code6Re.test(v.code), 'errors.verification_invalid'],
            ['newPassword', (v) => !v.newPassword, 'auth.required'],
            ['confirmNewPassword', (v) => v.newPassword !== v.confirmNewPassword, 'errors.inconsistent_twice'],
          ],
    ),
  );
