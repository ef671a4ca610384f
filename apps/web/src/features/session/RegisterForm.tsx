import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  accountsApi,
  type FieldError,
  fieldPolicy,
  type RegisterFormField,
  type RegisterFormValues,
  type RegistrationKind,
  registerFields,
  registerForm,
} from '@wl/contracts';
import { type FormEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { call } from '../../shared/client';
import { useSystem } from '../../shared/system';
import { Captcha, useCaptcha } from './Captcha';
import { SmsCodeField } from './SmsCodeField';
import { SocialSignIn } from './SocialSignIn';
import { completeLogin } from './auth-api';
import { usePhoneAuth } from './phone-auth';
import { fieldMessage, ruleText } from './field-message';
import { FormSubmit } from './FormSubmit';
import { MethodTabs } from './MethodTabs';

const secret = new Set(['password', 'confirmPassword', 'paymentPassword']);
/** A problem the server found: its text is ready to show (the form's own problems are message keys). */
const SERVER = 'server';

/**
 * Registration by username or mobile number (each behind its switch), with the merchant's field rules checked by
 * the contracts' validator; terms and age are required; the affiliate code is checked first; then auto login. A
 * mobile number may instead be verified by the merchant's phone-authentication service (kind `phone`: its ID token
 * goes with the registration in place of the texted code).
 */
const invitedBy = () => {
  const ref = new URLSearchParams(window.location.search).get('ref')?.trim();
  return ref && /^[A-Za-z0-9]{2,32}$/.test(ref) ? { recommenderId: ref } : {};
};

/** `onSuccess` gets the new account's member info (an agent invited through a link is taken to the agent centre). */
export const RegisterForm = ({ onSuccess }: { onSuccess: (member: { type: number } | null) => void }) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { info, modules, flags } = useSystem();
  const rules = info?.register ?? {};
  const minAge = info?.settings.minAge ?? 18;
  const kinds: RegistrationKind[] = [
    ...(modules.USERNAMEREG3 !== false ? ['username' as const] : []),
    ...(flags.mobileReg ? ['mobile' as const] : []),
  ];
  const [shownKind, setKind] = useState<RegistrationKind | 'phone'>(kinds[0] ?? 'username');
  // The phone kind registers a mobile number: the same fields and rules.
  const kind: RegistrationKind = shownKind === 'phone' ? 'mobile' : shownKind;
  const byPhone = shownKind === 'phone';
  const phone = usePhoneAuth();
  const captcha = useCaptcha();
  const [error, setError] = useState<unknown>(null);
  const opts = { mobilePassword: kind === 'username' || flags.mobileRegPass };
  const captchaShown = modules.CAPTCHA3 !== false && fieldPolicy('captcha', rules, kind).shown;
  const smsShown = kind === 'mobile' && flags.smsEnabled && !byPhone;
  // Problems show on submit and stay until the next submit.
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerForm(rules, kind, { ...opts, skip: captchaShown ? [] : ['captcha'], smsCode: smsShown })),
    // An invitation link (/register?ref=CODE) fills in the inviting member's code.
    defaultValues: { age: false, terms: false, ...invitedBy() },
    reValidateMode: 'onSubmit',
  });
  const { register, control, getValues, setValue, setError: setProblem, clearErrors, formState } = form;

  const send = async (v: RegisterFormValues) => {
    try {
      if (v.affiliateCode) await call(accountsApi.affiliate, { query: { affiliateCode: v.affiliateCode } });
      // What the visitor typed (empty fields are left out), without the two confirmations.
      const { age: _age, terms: _terms, verificationCode, ...texts } = v;
      const typed = Object.fromEntries(Object.entries(texts).filter(([, x]) => x !== undefined && x !== ''));
      const verified = byPhone
        ? { firebaseChannel: 'phone', firebaseIdToken: (await phone.confirm(verificationCode ?? '')).idToken }
        : verificationCode
          ? { verificationCode }
          : {};
      const body = {
        ...typed,
        ...verified,
        captchaId: captcha.captchaId,
        registerUrl: window.location.href,
        registerMethod: 'WEB' as const,
        domain: window.location.hostname,
      };
      const value = await call(kind === 'mobile' ? accountsApi.registerMobile : accountsApi.register, { body });
      onSuccess(await completeLogin(qc, value));
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = (err.value as { fields?: (FieldError & { field: string })[] } | null)?.fields;
        const serverProblems = (list: [string, string][]) => {
          clearErrors();
          for (const [f, message] of list) setProblem(f as RegisterFormField, { type: SERVER, message });
        };
        if (fields?.[0]?.field) serverProblems(fields.map((f) => [f.field, fieldMessage(t, f)]));
        if (err.code === 'affiliate.invalid') serverProblems([['affiliateCode', t('errors.affiliate_invalid')]]);
      }
      // The server uses the captcha up on any refused attempt; a new one is drawn whatever the failure was.
      if (captchaShown) {
        setValue('captcha', '');
        captcha.renew();
      }
      setError(err);
    }
  };
  const submit = (e: FormEvent) => {
    setError(null);
    return form.handleSubmit(send)(e);
  };

  const text = (f: RegisterFormField | 'age' | 'terms') => {
    const p = formState.errors[f];
    if (!p?.message) return null;
    return p.type === SERVER ? p.message : ruleText(t, p.message, rules[f], { age: minAge });
  };
  const problem = (f: RegisterFormField | 'age' | 'terms') => {
    const message = text(f);
    return message ? <small className="form-error">{message}</small> : null;
  };
  const input = (f: RegisterFormField) => {
    const { shown, required } = f === 'confirmPassword' ? fieldPolicy('password', rules, kind, opts) : fieldPolicy(f, rules, kind, opts);
    if (!shown || f === 'captcha') return null;
    return (
      <label key={f} className="field" htmlFor={`register-${f}`}>
        <span>
          {t(`auth.field_${f}`)}
          {required ? ' *' : ''}
        </span>
        <input
          id={`register-${f}`}
          type={secret.has(f) ? 'password' : f === 'email' ? 'email' : 'text'}
          autoComplete={secret.has(f) ? 'new-password' : 'off'}
          inputMode={f === 'mobileNum' ? 'tel' : undefined}
          {...register(f)}
          aria-invalid={Boolean(formState.errors[f])}
          data-autofocus={f === 'username' || (kind === 'mobile' && f === 'mobileNum') ? true : undefined}
        />
        {problem(f)}
      </label>
    );
  };
  const order: RegisterFormField[] =
    kind === 'mobile' ? ['mobileNum', 'password', 'confirmPassword'] : ['username', 'password', 'confirmPassword'];
  const rest = registerFields.filter((f) => !order.includes(f));
  const busy = formState.isSubmitting;

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="register-form">
      {byPhone ? <p className="muted">{t('auth.phoneRegisterIntro')}</p> : null}
      {kinds.length > 1 && !byPhone ? (
        <MethodTabs
          methods={kinds}
          value={kind}
          onPick={(k) => {
            setKind(k);
            clearErrors();
          }}
          label={(k) => t(k === 'mobile' ? 'auth.regByMobile' : 'auth.regByUsername')}
          testId={(k) => `register-tab-${k}`}
        />
      ) : null}
      {order.map(input)}
      {smsShown || byPhone ? (
        <Controller
          control={control}
          name="verificationCode"
          render={({ field }) => (
            <SmsCodeField
              id="register-code"
              value={field.value ?? ''}
              onChange={field.onChange}
              error={text('verificationCode')}
              send={() =>
                byPhone
                  ? phone.send(getValues('mobileNum') ?? '')
                  : call(accountsApi.smsRegister, { body: { mobileNum: getValues('mobileNum') ?? '' } })
              }
            />
          )}
        />
      ) : null}
      {rest.map(input)}
      {captchaShown ? (
        <Controller
          control={control}
          name="captcha"
          render={({ field }) => (
            <Captcha
              id="register-captcha"
              round={captcha.round}
              value={field.value ?? ''}
              onChange={field.onChange}
              onId={captcha.onId}
              error={text('captcha')}
            />
          )}
        />
      ) : null}
      <label className="check">
        <input type="checkbox" {...register('age')} />
        <span>{t('auth.ageConfirm', { age: minAge })}</span>
      </label>
      {problem('age')}
      <label className="check">
        <input type="checkbox" {...register('terms')} />
        <span>{t('auth.termsConfirm')}</span>
      </label>
      {problem('terms')}
      <FormSubmit error={error} busy={busy} label={t('nav.register')} />
      {byPhone ? (
        <button type="button" className="link-btn" onClick={() => setKind(kinds[0] ?? 'username')} data-testid="register-phone-back">
          {t('auth.otherWaysRegister')}
        </button>
      ) : null}
      <SocialSignIn
        heading="auth.orSocialRegister"
        onPhone={
          flags.mobileReg && !byPhone
            ? () => {
                setKind('phone');
                clearErrors();
              }
            : undefined
        }
      />
    </form>
  );
};
