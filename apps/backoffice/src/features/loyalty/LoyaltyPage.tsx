import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { StatusTabs } from '../../components/StatusTabs';
import { useCan } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { MallTab } from './MallTab';
import { MissionsTab } from './MissionsTab';
import { RaffleTab } from './RaffleTab';
import { RebatesTab } from './RebatesTab';
import { VipTab } from './VipTab';
import './loyalty.css';

const tabs = ['vip', 'rebates', 'missions', 'mall', 'raffle'] as const;
type Tab = (typeof tabs)[number];

/**
 * VIP and loyalty (issue 32): VIP levels and their rewards, rebate rates per product type, missions, the points mall
 * (items and exchange rates) and the raffle — each read with loyalty.view (the raffle: promotions.view) and changed
 * with the matching .manage permission, through the operator calls the loyalty and promotions modules already have.
 */
export const LoyaltyPage = () => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const shown = tabs.filter((x) => (x === 'raffle' ? can('promotions.view') : can('loyalty.view')));
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && shown.includes(asked) ? asked : (shown[0] ?? 'vip');
  const edit = can('loyalty.manage');
  return (
    <Page id="loyalty" title={t('nav.loyalty')}>
      <StatusTabs
        statuses={shown}
        current={tab}
        onSelect={(next) => setParams({ tab: next })}
        label={t('loyalty.tabs.label')}
        text={(s) => t(`loyalty.tabs.${s}`)}
        testId="loyalty-tab"
      />
      {tab === 'vip' ? <VipTab merchant={merchant} canEdit={edit} /> : null}
      {tab === 'rebates' ? <RebatesTab merchant={merchant} canEdit={edit} /> : null}
      {tab === 'missions' ? <MissionsTab merchant={merchant} canEdit={edit} /> : null}
      {tab === 'mall' ? <MallTab merchant={merchant} canEdit={edit} /> : null}
      {tab === 'raffle' ? <RaffleTab merchant={merchant} canEdit={can('promotions.manage')} /> : null}
    </Page>
  );
};
