import { useQuery } from '@tanstack/react-query';
import { type EndpointValue, playersOpsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { playerKeys } from './player-keys';

type Session = EndpointValue<typeof playersOpsApi.sessions>[number];

/** The player's sessions, newest first: when, from where, on what, and whether each still counts. */
export const SessionsTab = ({ merchant, account }: { merchant: string; account: string }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const sessions = useQuery({
    queryKey: playerKeys.sessions(merchant, account),
    queryFn: ({ signal }) => call(playersOpsApi.sessions, { params: { code: merchant, account }, signal }),
  });
  const columns: Column<Session>[] = [
    {
      key: 'started',
      header: t('players.sessions.started'),
      cell: (s) => (
        <span data-testid="record-row" data-key={s.id}>
          {f.dateTime(s.createdAt)}
        </span>
      ),
    },
    { key: 'seen', header: t('players.sessions.lastSeen'), cell: (s) => f.dateTime(s.lastSeenAt) },
    { key: 'ip', header: t('players.columns.ip'), cell: (s) => <bdi className="mono">{s.ip ?? ''}</bdi> },
    {
      key: 'device',
      header: t('players.sessions.device'),
      cell: (s) => (
        <bdi className="cell-text ua" title={s.userAgent ?? undefined}>
          {s.userAgent ?? ''}
        </bdi>
      ),
    },
    {
      key: 'state',
      header: t('players.columns.status'),
      cell: (s) =>
        s.revokedAt ? (
          <span className="cell-stack">
            <Badge tone="muted">{t('players.sessions.ended')}</Badge>
            <span className="muted">
              {f.dateTime(s.revokedAt)}
              {s.revokedReason ? ` · ${s.revokedReason}` : ''}
            </span>
          </span>
        ) : (
          <Badge tone="ok">{t('players.sessions.active')}</Badge>
        ),
    },
  ];
  return (
    <QueryState query={sessions}>
      {(rows) => (
        <DataTable
          caption={t('players.tabs.sessions')}
          columns={columns}
          rows={rows}
          rowKey={(s) => s.id}
          rowClass={(s) => (s.revokedAt ? 'row--muted' : undefined)}
          empty={t('players.sessions.empty')}
          testId="player-sessions"
        />
      )}
    </QueryState>
  );
};
