import { formatMinor } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
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
        <DataTable
          cards="plain"
          className="history-table winners-table"
          testId="winners-list"
          rows={list.map((w, i) => ({ ...w, rank: i + 1 }))}
          rowKey={(w) => `${w.customerName}-${w.time}-${w.winAmount}`}
          rowClassName={(w) => (w.rank <= 3 ? 'winners-table__top' : undefined)}
          columns={[
            { label: t('winners.rank'), cell: (w) => w.rank },
            { label: t('winners.player'), testId: 'winner-player', cell: (w) => <bdi>{w.customerName}</bdi> },
            { label: t('winners.game'), cell: (w) => <bdi>{w.gameName}</bdi> },
            {
              label: t('winners.prize'),
              className: () => 'money--credit',
              testId: 'winner-prize',
              cell: (w) => <bdi>{money(w.winAmount)}</bdi>,
            },
            { label: t('winners.time'), cell: (w) => <DateTime value={w.time} /> },
          ]}
        />
      ) : null}
    </Screen>
  );
};
