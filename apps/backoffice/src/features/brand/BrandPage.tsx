import { useQuery } from '@tanstack/react-query';
import { brandOpsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { StatusTabs } from '../../components/StatusTabs';
import { call } from '../../shared/client';
import { useCan } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { brandKeys, brandTabs, tabFromParams } from './brand-keys';
import { LoginTab } from './LoginTab';
import { MaintenanceTab } from './MaintenanceTab';
import { ModulesTab } from './ModulesTab';
import { RegistrationTab } from './RegistrationTab';
import { ThemeTab } from './ThemeTab';
import './brand.css';

/** The merchant's brand settings as data: switches, registration, sign-in, maintenance and regions, theme (brand.view, brand.manage). */
export const BrandPage = () => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const canEdit = useCan()('brand.manage');
  const [params, setParams] = useSearchParams();
  const tab = tabFromParams(params);
  const settings = useQuery({
    queryKey: brandKeys.settings(merchant),
    queryFn: ({ signal }) => call(brandOpsApi.settings, { params: { code: merchant }, signal }),
  });
  return (
    <Page id="brand" title={t('nav.brand')}>
      <p className="muted page__intro">{t('brand.intro')}</p>
      {canEdit ? null : <p className="msg">{t('brand.readOnly')}</p>}
      <StatusTabs
        statuses={brandTabs}
        current={tab}
        onSelect={(next) => setParams({ tab: next }, { replace: true })}
        label={t('brand.tabsLabel')}
        text={(s) => t(`brand.tabs.${s}`)}
        testId="brand-tab"
        className="brand-tabs"
      />
      <QueryState query={settings}>
        {(v) => (
          <div className="brand-body" key={`${merchant}-${tab}`}>
            {tab === 'modules' ? <ModulesTab merchant={merchant} nodes={v.modules} canEdit={canEdit} /> : null}
            {tab === 'registration' ? <RegistrationTab merchant={merchant} rules={v.register} canEdit={canEdit} /> : null}
            {tab === 'login' ? <LoginTab merchant={merchant} login={v.login} canEdit={canEdit} /> : null}
            {tab === 'maintenance' ? (
              <MaintenanceTab merchant={merchant} maintenance={v.maintenance} regionRules={v.regionRules} canEdit={canEdit} />
            ) : null}
            {tab === 'theme' ? <ThemeTab merchant={merchant} theme={v.theme} logoUrl={v.logoUrl} canEdit={canEdit} /> : null}
          </div>
        )}
      </QueryState>
    </Page>
  );
};
