import { contentNoticeKinds, type ContentNoticeKind } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { StatusTabs } from '../../components/StatusTabs';
import { AppsTab } from './AppsTab';
import { contentTabs, tabOf } from './content-api';
import { CsTab } from './CsTab';
import { HelpTab } from './HelpTab';
import { NoticeTab } from './NoticeTab';
import './content.css';

/**
 * What the player site shows that staff write: banners, the marquee, pop-ups, announcements, help articles,
 * customer-service links and app links, each in EN and UR, drafted, previewed and published (content.view to read,
 * content.manage to change).
 */
export const ContentPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const isNotice = (contentNoticeKinds as readonly string[]).includes(tab);
  return (
    <Page id="content" title={t('nav.content')}>
      <p className="muted page__intro">{t('content.intro')}</p>
      <StatusTabs
        statuses={contentTabs}
        current={tab}
        onSelect={(s) => setParams(s === 'banner' ? {} : { tab: s })}
        label={t('content.tabsLabel')}
        text={(s) => t(`content.tabs.${s}`)}
        testId="content-tab"
      />
      {isNotice ? (
        <NoticeTab key={tab} kind={tab as ContentNoticeKind} />
      ) : tab === 'help' ? (
        <HelpTab />
      ) : tab === 'cs' ? (
        <CsTab />
      ) : (
        <AppsTab />
      )}
    </Page>
  );
};
