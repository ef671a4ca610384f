import { useQuery } from '@tanstack/react-query';
import { dashboardOpsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { useMe } from '../../shared/me';
import { formatMoney } from '../../shared/money';
import { countTiles, formatDay, formatTime, moneyTiles, pendingTiles } from './dashboard-tiles';
import '../../styles/dashboard.css';

const REFRESH_MS = 30_000;

/** The merchant's day so far (money, play) and what waits for staff now; it refreshes itself every 30 seconds. */
export const DashboardPage = () => {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const me = useMe();
  const merchant = useActiveMerchant();
  const today = useQuery({
    queryKey: ['dashboard', merchant],
    queryFn: ({ signal }) => call(dashboardOpsApi.today, { params: { code: merchant }, signal }),
    refetchInterval: REFRESH_MS,
  });

  return (
    <Page
      id="dashboard"
      title={t('nav.dashboard')}
      actions={
        <button
          type="button"
          className="btn"
          onClick={() => void today.refetch()}
          disabled={today.isFetching}
          data-testid="dashboard-refresh"
        >
          {today.isFetching ? t('dashboard.refreshing') : t('dashboard.refresh')}
        </button>
      }
    >
      <QueryState query={today}>
        {(d) => (
          <div className="dash" data-testid="dashboard">
            <p className="dash__day">
              <span data-testid="dashboard-day">{t('dashboard.day', { day: formatDay(d.day, i18n.language) })}</span>
              <span className="dash__sep" aria-hidden="true">
                ·
              </span>
              <span>
                {t('dashboard.zone')} <bdi dir="ltr">{d.zone}</bdi>
              </span>
              <span className="dash__sep" aria-hidden="true">
                ·
              </span>
              <span className="muted">{t('dashboard.updated', { at: formatTime(today.dataUpdatedAt, d.zone, i18n.language) })}</span>
            </p>

            <section className="dash__group" aria-labelledby="dash-money">
              <h2 id="dash-money">{t('dashboard.money')}</h2>
              <div className="tiles">
                {moneyTiles(d).map((tile) => (
                  <div key={tile.id} className="tile" data-testid={`dash-${tile.id}`}>
                    <span className="tile__label">{t(`dashboard.tiles.${tile.id}`)}</span>
                    <bdi className={tile.negative ? 'tile__value money--neg' : 'tile__value'}>{formatMoney(tile.minor, d.currency)}</bdi>
                    <span className="tile__note">{t(`dashboard.notes.${tile.id}`)}</span>
                  </div>
                ))}
                {countTiles(d).map((tile) => (
                  <div key={tile.id} className="tile" data-testid={`dash-${tile.id}`}>
                    <span className="tile__label">{t(`dashboard.tiles.${tile.id}`)}</span>
                    <span className="tile__value">{f.number(tile.count)}</span>
                    <span className="tile__note">{t(`dashboard.notes.${tile.id}`)}</span>
                  </div>
                ))}
              </div>
            </section>

            <section className="dash__group" aria-labelledby="dash-pending">
              <h2 id="dash-pending">{t('dashboard.pending')}</h2>
              <div className="tiles tiles--pending">
                {pendingTiles(d, me.role.permissions).map((tile) => {
                  const body = (
                    <>
                      <span className="tile__label">{t(`dashboard.waiting.${tile.id}`)}</span>
                      <span className="tile__value" data-testid={`dash-pending-${tile.id}-count`}>
                        {f.number(tile.count)}
                      </span>
                      <span className="tile__note">{tile.to ? t(`dashboard.go.${tile.id}`) : t('dashboard.noAccess')}</span>
                    </>
                  );
                  const className = `tile tile--pending${tile.count > 0 ? ' tile--waiting' : ''}`;
                  return tile.to ? (
                    <Link key={tile.id} to={tile.to} className={`${className} tile--link`} data-testid={`dash-pending-${tile.id}`}>
                      {body}
                    </Link>
                  ) : (
                    <div key={tile.id} className={className} data-testid={`dash-pending-${tile.id}`}>
                      {body}
                    </div>
                  );
                })}
              </div>
            </section>
          </div>
        )}
      </QueryState>
    </Page>
  );
};
