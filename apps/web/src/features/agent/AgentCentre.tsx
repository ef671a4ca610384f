import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { LanguageSelect } from '../../shared/LanguageSelect';
import { openAuthDialog } from '../../shared/auth-dialog';
import { useViewer } from '../../shared/session';
import { useSystem } from '../../shared/system';
import { unreadLabel, useUnreadMessages } from '../../shared/unread';
import { AgentClock } from './AgentClock';
import { PnlPage, RevenuePage, TeamOverviewPage } from './AgentPages';
import { BillsPage } from './BillsPage';
import { DownlinePage } from './DownlinePage';
import { useContractFlags } from './api';
import { ContractRequestsModal } from './ContractModal';
import { RegisterCentrePage } from './RegisterCentrePage';
import { AgentAnnouncementsPage, TeamBetsPage, TeamMoneyPage } from './TeamPages';
import { defaultAgentPage, visibleAgentPages } from './pages';
import { CustomerServiceItem } from '../../components/CustomerServiceItem';

/** The agent pages drawn here, by id; a page without one shows its heading and the empty state. */
const pageBodies: Record<string, () => ReactNode> = {
  agentAnnouncement: () => <AgentAnnouncementsPage />,
  personalHistoryCopy: () => <TeamBetsPage />,
  agentDownlineTransactionDetailsCopy: () => <TeamMoneyPage />,
  agentTeamOverview: () => <TeamOverviewPage />,
  downlineManagmentView: () => <DownlinePage />,
  palStatementsAgentCopy: () => <PnlPage />,
  agentRevenueReport: () => <RevenuePage />,
  agentDailyWages2: () => <BillsPage kind="DAILY" />,
  agentHourSalary: () => <BillsPage kind="HOURLY" />,
  agentRealtimeSalary: () => <BillsPage kind="REALTIME" />,
  agentDividendRecordCopy2: () => <BillsPage kind="DIVIDEND" />,
  registerCenter: () => <RegisterCentrePage />,
};

/** The player pages an agent also uses, opened inside the agent centre (/agentHome/<id>) with the nav label key. */
export const agentExtraPages = [
  { id: 'depositv2', label: 'nav.deposit' },
  { id: 'withdraw', label: 'nav.withdraw' },
  { id: 'messageV2', label: 'nav.messages' },
] as const;

/**
 * /agentHome[/<page>]: left menu, right content, GMT clock, nickname and logout. The extras (deposit, withdrawal,
 * messages) stay in this layout, drawn by `renderExtra` (the route composes them from other features), with a link
 * back to the agent home.
 */
export const AgentCentre = ({ renderExtra }: { renderExtra?: (id: string) => ReactNode }) => {
  const { t } = useTranslation();
  const { page: asked } = useParams();
  const { modules, brand } = useSystem();
  const viewer = useViewer();
  const unread = useUnreadMessages();
  const { data: flags } = useContractFlags(true);
  const pages = visibleAgentPages(modules, {
    dailySalary: flags?.dailySalary,
    hourSalary: flags?.hourSalary,
    salary: flags?.salary,
    dividend: flags?.dividend,
  });
  // /agentHome opens the team overview, or the first page the merchant has on; /agentHome/<page> that page if on.
  const current = asked ? pages.find((p) => p.id === asked) : (pages.find((p) => p.id === defaultAgentPage) ?? pages[0]);
  const extras = agentExtraPages.filter((p) => p.id !== 'messageV2' || modules.INBOX3 === true);
  const extra = extras.find((p) => p.id === asked);
  const page = current?.id ?? asked;

  return (
    <div className="agent-centre" data-testid="screen-agentHome">
      <header className="agent-centre__top">
        <span className="brand__name">{brand?.name}</span>
        <AgentClock />
        <span className="agent-centre__nick" data-testid="agent-nickname">
          {viewer.member?.nickname || viewer.member?.account}
        </span>
        <LanguageSelect compact />
        {/* The shared confirm dialog logs out, shows the loader and returns to /agent (AuthDialogs). */}
        <button type="button" className="btn btn--sm" onClick={() => openAuthDialog('logout')} data-testid="agent-logout">
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
          {/* The rule separates the agent pages from the shared links; without pages there is nothing to separate. */}
          {extras.map((p, i) => (
            <li key={p.id} className={i === 0 && pages.length ? 'agent-centre__sep' : undefined}>
              <NavLink to={`/agentHome/${p.id}`} className={p.id === page ? 'active' : undefined} data-testid={`agent-extra-${p.id}`}>
                {t(p.label)}
                {p.id === 'messageV2' && unread && unread.total > 0 ? (
                  <span className="badge" data-testid="agent-unread">
                    {unreadLabel(unread.total)}
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
          <CustomerServiceItem />
        </ul>
        <p className="muted agent-centre__hours">{t('agent.supportHours')}</p>
      </nav>
      <main className="agent-centre__content" data-testid={`agent-page-${current?.id ?? extra?.id ?? 'unknown'}`}>
        {extra ? (
          <>
            <Link to="/agentHome" className="agent-centre__back" data-testid="agent-back">
              {t('agent.backToCentre')}
            </Link>
            <h1>{t(extra.label)}</h1>
            {renderExtra?.(extra.id) ?? <EmptyState />}
          </>
        ) : (
          <>
            <h1>{t(current ? `agent.pages.${current.id}` : asked ? 'screens.notFound' : 'screens.agentHome')}</h1>
            {current && pageBodies[current.id] ? (pageBodies[current.id] as () => ReactNode)() : <EmptyState />}
          </>
        )}
      </main>
      <ContractRequestsModal />
    </div>
  );
};
