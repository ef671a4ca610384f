import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { LoadingCover } from '../../components/LoadingCover';
import { api } from '../../lib/api';
import { qk } from '../../lib/query-keys';
import { clearToken } from '../../lib/session';
import { LanguageSelect } from '../layout/LanguageSelect';
import { useViewer } from '../session/member-api';
import { useSystem } from '../system/api';
import { pickSupportLink, useCsLinks } from '../system/customer-service';
import { AgentClock } from './AgentClock';
import { defaultAgentPage, visibleAgentPages } from './pages';

/** /agentHome[/<page>]: left menu, right content, GMT clock, nickname and logout. */
export const AgentCentre = () => {
  const { t } = useTranslation();
  const { page = defaultAgentPage } = useParams();
  const { modules, brand } = useSystem();
  const viewer = useViewer();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const support = pickSupportLink(useCsLinks());
  const [leaving, setLeaving] = useState(false);
  const pages = visibleAgentPages(modules);
  const current = pages.find((p) => p.id === page);

  const logout = async () => {
    setLeaving(true);
    await api('/wps/session/logout', { method: 'DELETE' }).catch(() => null);
    clearToken();
    qc.removeQueries({ queryKey: qk.member.all });
    navigate('/agent', { replace: true });
  };

  return (
    <div className="agent-centre" data-testid="screen-agentHome">
      {leaving ? <LoadingCover full /> : null}
      <header className="agent-centre__top">
        <span className="brand__name">{brand?.name}</span>
        <AgentClock />
        <span className="agent-centre__nick" data-testid="agent-nickname">
          {viewer.member?.nickname || viewer.member?.account}
        </span>
        <LanguageSelect compact />
        <button type="button" className="btn btn--sm" onClick={logout}>
          {t('nav.logout')}
        </button>
      </header>
      <nav className="agent-centre__menu" aria-label={t('screens.agentHome')}>
        <ul>
          {pages.map((p) => (
            <li key={p.id}>
              <NavLink to={`/agentHome/${p.id}`} className={p.id === page ? 'active' : undefined}>
                {t(`agent.pages.${p.id}`)}
              </NavLink>
            </li>
          ))}
          <li className="agent-centre__sep">
            <Link to="/member/depositv2">{t('nav.deposit')}</Link>
          </li>
          <li>
            <Link to="/member/withdraw">{t('nav.withdraw')}</Link>
          </li>
          <li>
            <Link to="/member/messageV2">{t('nav.messages')}</Link>
          </li>
          {support ? (
            <li>
              <a href={support.url} target="_blank" rel="noopener noreferrer">
                {t('nav.customerService')}
              </a>
            </li>
          ) : null}
        </ul>
        <p className="muted agent-centre__hours">{t('agent.supportHours')}</p>
      </nav>
      <main className="agent-centre__content">
        <h1>{t(current ? `agent.pages.${current.id}` : 'screens.notFound')}</h1>
        <EmptyState />
      </main>
    </div>
  );
};
