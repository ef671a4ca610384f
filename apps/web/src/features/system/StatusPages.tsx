import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../shared/datetime';
import { useSystem } from '../../shared/system';
import { CsButton } from './CsButton';

const Shell = ({ testId, title, children }: { testId: string; title: string; children: React.ReactNode }) => {
  const { brand } = useSystem();
  return (
    <main className="status-page" data-testid={testId}>
      <div className="status-page__card">
        {brand?.logoUrl ? <img className="status-page__logo" src={brand.logoUrl} alt={brand.name} /> : null}
        <h1>{title}</h1>
        {children}
        <CsButton />
      </div>
    </main>
  );
};

export const MaintenancePage = () => {
  const { t } = useTranslation();
  const { status } = useSystem();
  const m = status?.maintenance;
  const f = useDateFormat();
  return (
    <Shell testId="maintenance-page" title={t('game_maintenance')}>
      <p>{t('info_maintenance')}</p>
      {m?.message ? (
        <p className="status-page__message" data-testid="maintenance-message">
          {m.message}
        </p>
      ) : null}
      {m?.endsAt ? (
        <p className="muted">
          {/* First-strong isolates keep the time whole inside the Urdu sentence. */}
          {t('system.endsAt', { time: `\u2068${f.dateTime(m.endsAt)}\u2069` })}
        </p>
      ) : null}
    </Shell>
  );
};

export const BlockedPage = () => {
  const { t } = useTranslation();
  const { status } = useSystem();
  return (
    <Shell testId="blocked-page" title={t('Access restricted')}>
      <p>{t('blockip')}</p>
      <p>{t('info_ip_block')}</p>
      <p className="status-page__ip">
        {t('system.yourIp')} <bdi data-testid="blocked-ip">{status?.location.ip ?? ''}</bdi>
      </p>
    </Shell>
  );
};
