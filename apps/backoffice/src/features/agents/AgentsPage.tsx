import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { StatusTabs } from '../../components/StatusTabs';
import { useCan } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { AnnouncementsTab } from './AnnouncementsTab';
import { ContractsTab } from './ContractsTab';
import { SettlementsTab } from './SettlementsTab';
import { TreeTab } from './TreeTab';
import { type AgentsTab, agentsTabs, tabFromParams } from './agents-keys';
import './agents.css';

/**
 * Agents: the tree (search, expand, move, create), contracts (view, offer for an upline, end with a reason), settlement
 * runs per period (preview the bills, pay, void with four-eyes) and the announcements agents read. Read with
 * agents.view, changed with agents.manage; announcements are messages (messages.view / messages.manage).
 */
export const AgentsPage = () => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const tabs = agentsTabs.filter((x) => x !== 'announcements' || can('messages.view'));
  const tab = tabs.includes(tabFromParams(params)) ? tabFromParams(params) : 'tree';
  const select = (next: AgentsTab) => setParams(next === 'tree' ? {} : { tab: next });
  const canManage = can('agents.manage');
  return (
    <Page id="agents" title={t('nav.agents')}>
      <StatusTabs
        statuses={tabs}
        current={tab}
        onSelect={select}
        label={t('agents.tabs.label')}
        text={(s) => t(`agents.tabs.${s}`)}
        testId="agents-tab"
        className="agents-tabs"
      />
      <div className="agents-panel" role="tabpanel" data-testid="agents-panel" data-tab={tab}>
        {tab === 'tree' ? <TreeTab merchant={merchant} canManage={canManage} /> : null}
        {tab === 'contracts' ? <ContractsTab merchant={merchant} canManage={canManage} /> : null}
        {tab === 'settlements' ? <SettlementsTab merchant={merchant} canManage={canManage} /> : null}
        {tab === 'announcements' ? <AnnouncementsTab merchant={merchant} canPublish={can('messages.manage')} /> : null}
      </div>
    </Page>
  );
};
