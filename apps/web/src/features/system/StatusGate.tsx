import { deriveSystemStatus, SystemStatus } from '@wl/contracts';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { LoadingCover } from '../../components/LoadingCover';
import { useSystemStatus } from '../../shared/system';
import { useBrandPreview } from './brand-preview';
import { applyBrandTheme } from './theme';

// Shown only when the site is closed: loaded then (decision 018).
const MaintenancePage = lazy(() => import('./StatusPages').then((m) => ({ default: m.MaintenancePage })));
const BlockedPage = lazy(() => import('./StatusPages').then((m) => ({ default: m.BlockedPage })));

/** System status decides what is shown at all: 0 the app, 1 maintenance, 2 region blocked (maintenance wins). */
export const StatusGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const { data, error, isPending, refetch, isFetching } = useSystemStatus();
  const brand = data?.info.brand;

  // In the back office's preview frame, the draft colours it sends win over the stored ones.
  const preview = useBrandPreview();

  useEffect(() => {
    if (!brand) return;
    applyBrandTheme(preview ?? brand.theme);
    document.title = brand.name;
  }, [brand, preview]);

  if (isPending) return <LoadingCover full />;
  if (!data) {
    return (
      <main className="status-page" data-testid="status-error">
        <div className="status-page__card">
          <h1>{t('app.unavailableTitle')}</h1>
          <ErrorText error={error} />
          <button type="button" className="btn btn--primary" disabled={isFetching} onClick={() => refetch()}>
            {t('app.retry')}
          </button>
        </div>
      </main>
    );
  }
  const status = deriveSystemStatus(data);
  if (status === SystemStatus.Maintenance || status === SystemStatus.RegionRestricted) {
    return (
      <Suspense fallback={<LoadingCover full />}>{status === SystemStatus.Maintenance ? <MaintenancePage /> : <BlockedPage />}</Suspense>
    );
  }
  return <>{children}</>;
};
