import { memberKind } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormMessage } from '../components/FormMessage';
import { clearToken } from '../shared/token';
import { LanguageSelect } from '../shared/LanguageSelect';
import { LoginForm } from '../features/session/LoginForm';
import type { MemberInfo } from '../shared/session';
import { useSystem } from '../shared/system';
import { ChangePasswordModal } from '../features/session/ChangePasswordModal';
import '../styles/agent-cjk.css';

/** /agent: marketing text (Chinese in every pack, as in the original), the agent login and change password. */
export const AgentLoginPage = () => {
  const { t } = useTranslation();
  const { brand, info } = useSystem();
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  const [notAgent, setNotAgent] = useState(false);

  const onSuccess = (member: MemberInfo | null) => {
    if (member && memberKind(Number(member.type), info?.settings) === 'agent') {
      navigate('/agentHome');
      return;
    }
    // Spec section 6: non-agents cannot log in here.
    clearToken();
    setNotAgent(true);
  };

  return (
    <section className="agent-login" data-testid="screen-agent" aria-labelledby="agent-login-title">
      <div className="agent-login__hero">
        {brand?.logoUrl ? <img src={brand.logoUrl} alt={brand.name} className="agent-login__logo" height={48} /> : null}
        {brand?.logoUrl ? null : <p className="agent-login__brand">{brand?.name}</p>}
        <p className="agent-login__marketing" lang="zh">
          {t('agent.marketing')}
        </p>
        <p className="agent-login__marketing-sub" lang="zh">
          {t('agent.marketingSub')}
        </p>
      </div>
      <div className="agent-login__card">
        <div className="agent-login__top">
          <h1 id="agent-login-title">{t('screens.agent')}</h1>
          <LanguageSelect compact />
        </div>
        <LoginForm idPrefix="agent-login" channel="agent" onSuccess={onSuccess} />
        {notAgent ? <FormMessage tone="error">{t('agent.notAgent')}</FormMessage> : null}
        <button type="button" className="link-btn" onClick={() => setChanging(true)} data-testid="agent-change-password">
          {t('agent.changePassword')}
        </button>
        <p className="muted">{t('agent.supportHours')}</p>
      </div>
      <ChangePasswordModal open={changing} onClose={() => setChanging(false)} />
    </section>
  );
};
