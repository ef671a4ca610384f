import { useQuery } from '@tanstack/react-query';
import { membersApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/client';
import { qk } from '../../shared/query-keys';

/**
 * The security centre's settings (/wps/v2/member/securityConfig): payment password, the contacts and methods the
 * member has bound (contacts masked by the server) and whether a sign-in from a new address is verified.
 */
export const SecuritySettings = () => {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: qk.member.security(), queryFn: ({ signal }) => call(membersApi.securityConfig, { signal }) });
  const v = q.data;
  if (!v) return null;
  const boundOf = (m: string) => v.bound.find((b) => b.method === m)?.bound === true;
  const state = (on: boolean, onKey = 'bound', offKey = 'notBound') => (
    <span className={on ? 'chip chip--on' : 'chip'}>{t(`member.security.${on ? onKey : offKey}`)}</span>
  );
  return (
    <section className="security-settings" data-testid="security-settings" aria-labelledby="security-settings-title">
      <h3 id="security-settings-title">{t('member.security.title')}</h3>
      <dl>
        <dt>{t('member.security.paymentPassword')}</dt>
        <dd data-testid="security-payment-password" data-set={v.paymentPasswordSet}>
          {state(v.paymentPasswordSet, 'set', 'notSet')}
          {v.paymentPasswordLocked ? <span className="chip">{t('member.security.locked')}</span> : null}
        </dd>
        <dt>{t('member.security.mobile')}</dt>
        <dd data-testid="security-mobile">{v.mobile ? <bdi dir="ltr">{v.mobile}</bdi> : state(false)}</dd>
        <dt>{t('member.security.email')}</dt>
        <dd data-testid="security-email">{v.email ? <bdi dir="ltr">{v.email}</bdi> : state(false)}</dd>
        <dt>{t('member.security.totp')}</dt>
        <dd>{state(boundOf('totp'))}</dd>
        <dt>{t('member.security.bankName')}</dt>
        <dd>{state(boundOf('bankName'), 'set', 'notSet')}</dd>
        <dt>{t('member.security.loginProtection')}</dt>
        <dd data-testid="security-login-protection" data-on={v.loginProtection.enabled}>
          {state(v.loginProtection.enabled, 'on', 'off')}{' '}
          {v.loginProtection.methods.map((m) => (
            <span key={m} className="chip">
              {t(`member.security.method.${m}`)}
            </span>
          ))}
        </dd>
      </dl>
    </section>
  );
};
