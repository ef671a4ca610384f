import { formatMinor } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { Screen } from '../../components/Screen';
import { DateTime } from '../../shared/datetime';
import { useSystem } from '../../shared/system';
import { useWinners } from './api';

/** Winners list (spec: player, game name, prize, time): the winner board's settled wins, biggest first, on a page. */
export const WinnersList = () => {
  const { t } = useTranslation();
  const { brand } = useSystem();
  const { data, isPending } = useWinners(50);
  const list = data?.list ?? [];
  const money = (minor: string) =>
    formatMinor(minor, data?.currencyDecimals ?? 2, brand?.currency.symbol ? `${brand.currency.symbol} ` : '');
  return (
    <Screen id="winners" title={t('screens.winners')} subtitle={t('winners.intro')}>
      {isPending ? <p className="muted">…</p> : null}
      {data && list.length === 0 ? <EmptyState /> : null}
      {list.length > 0 ? (
        <div className="table-wrap">
          <table className="history-table card-table winners-table" data-testid="winners-list">
            <thead>
              <tr>
                <th>{t('winners.rank')}</th>
                <th>{t('winners.player')}</th>
                <th>{t('winners.game')}</th>
                <th>{t('winners.prize')}</th>
                <th>{t('winners.time')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((w, i) => (
                <tr key={`${w.customerName}-${w.time}-${w.winAmount}`} className={i < 3 ? 'winners-table__top' : undefined}>
                  <td data-label={t('winners.rank')}>{i + 1}</td>
                  <td data-label={t('winners.player')} data-testid="winner-player">
                    <bdi>{w.customerName}</bdi>
                  </td>
                  <td data-label={t('winners.game')}>
                    <bdi>{w.gameName}</bdi>
                  </td>
                  <td data-label={t('winners.prize')} className="pos" data-testid="winner-prize">
                    <bdi>{money(w.winAmount)}</bdi>
                  </td>
                  <td data-label={t('winners.time')}>
                    <DateTime value={w.time} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Screen>
  );
};
