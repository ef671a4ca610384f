import { useQuery } from '@tanstack/react-query';
import { type EndpointValue, playersOpsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { playerKeys } from './player-keys';

type Linked = EndpointValue<typeof playersOpsApi.links>[number];

/** Other players who used one of this player's addresses or bank accounts, each opening their own 360 view. */
export const LinksTab = ({ merchant, account }: { merchant: string; account: string }) => {
  const { t } = useTranslation();
  const links = useQuery({
    queryKey: playerKeys.links(merchant, account),
    queryFn: ({ signal }) => call(playersOpsApi.links, { params: { code: merchant, account }, signal }),
  });
  const columns: Column<Linked>[] = [
    {
      key: 'account',
      header: t('players.fields.account'),
      cell: (l) => (
        <span data-testid="record-row" data-key={`${l.account}-${l.via}-${l.value}`}>
          <Link to={`/players/${encodeURIComponent(l.account)}`} className="mono" data-testid={`linked-${l.account}`}>
            <bdi>{l.account}</bdi>
          </Link>
        </span>
      ),
    },
    { key: 'via', header: t('players.links.via'), cell: (l) => <Badge tone="info">{t(`players.links.vias.${l.via}`)}</Badge> },
    { key: 'value', header: t('players.links.value'), cell: (l) => <bdi className="mono">{l.value}</bdi> },
  ];
  return (
    <QueryState query={links}>
      {(rows) => (
        <div className="stack">
          <p className="muted">{t('players.links.intro')}</p>
          <DataTable
            caption={t('players.tabs.links')}
            columns={columns}
            rows={rows}
            rowKey={(l) => `${l.account}-${l.via}-${l.value}`}
            empty={t('players.links.empty')}
            testId="player-links"
          />
        </div>
      )}
    </QueryState>
  );
};
