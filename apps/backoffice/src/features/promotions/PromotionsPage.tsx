import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { StatusTabs } from '../../components/StatusTabs';
import { useCan } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { ApplicationsTab } from './ApplicationsTab';
import { PromotionEditor } from './PromotionEditor';
import { PromotionsTable } from './PromotionsTable';
import './promotions.css';

const tabs = ['list', 'applications'] as const;
type Tab = (typeof tabs)[number];

/**
 * Promotions (issue 32): the merchant's promotions with their schedule, status, cost and uptake; creating and editing
 * one (every rule, EN and UR texts, the schedule in the merchant's zone); and the applications queue. Read with
 * promotions.view, changed with promotions.manage.
 */
export const PromotionsPage = () => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const canManage = useCan()('promotions.manage');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'applications' ? 'applications' : 'list';
  const edit = params.get('edit');
  const select = (next: Tab) => setParams(next === 'list' ? {} : { tab: next });
  const closeEditor = () => setParams({});

  if (edit && canManage) {
    const id = edit === 'new' ? null : Number(edit);
    return (
      <Page id="promotions" title={t(id ? 'promotions.form.editTitle' : 'promotions.form.newTitle')}>
        <PromotionEditor key={edit} merchant={merchant} id={id && Number.isInteger(id) ? id : null} onDone={closeEditor} />
      </Page>
    );
  }
  return (
    <Page
      id="promotions"
      title={t('nav.promotions')}
      actions={
        canManage && tab === 'list' ? (
          <button type="button" className="btn btn--primary" onClick={() => setParams({ edit: 'new' })} data-testid="promotion-new">
            {t('promotions.list.new')}
          </button>
        ) : null
      }
    >
      <StatusTabs
        statuses={tabs}
        current={tab}
        onSelect={select}
        label={t('promotions.tabs.label')}
        text={(s) => t(`promotions.tabs.${s}`)}
        testId="promotions-tab"
      />
      {tab === 'list' ? (
        <PromotionsTable merchant={merchant} canManage={canManage} onEdit={(id) => setParams({ edit: String(id) })} />
      ) : (
        <ApplicationsTab merchant={merchant} canDecide={canManage} />
      )}
    </Page>
  );
};
