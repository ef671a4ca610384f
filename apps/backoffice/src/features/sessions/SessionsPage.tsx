import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointValue, staffApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { ErrorText } from '../../components/ErrorText';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { boKeys } from '../../shared/query-keys';
import { describeAgent } from './user-agent';

type Session = EndpointValue<typeof staffApi.sessions>[number];

/** The signed-in staff member's open sessions: this one marked, any other can be ended from here. */
export const SessionsPage = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const qc = useQueryClient();
  const query = useQuery({ queryKey: boKeys.sessions(), queryFn: ({ signal }) => call(staffApi.sessions, { signal }) });
  const [revoking, setRevoking] = useState<number | null>(null);
  const revoke = useMutation({
    mutationFn: (id: number) => call(staffApi.revoke, { params: { id } }),
    onMutate: (id) => setRevoking(id),
    onSettled: () => {
      setRevoking(null);
      return qc.invalidateQueries({ queryKey: boKeys.sessions() });
    },
  });

  const columns: Column<Session>[] = [
    {
      key: 'device',
      header: t('sessions.device'),
      cell: (s) => (
        <span className="cell-main">
          <bdi title={s.userAgent}>{describeAgent(s.userAgent) || t('sessions.unknownDevice')}</bdi>
          {s.current ? <Badge tone="ok">{t('sessions.current')}</Badge> : null}
        </span>
      ),
    },
    { key: 'ip', header: t('sessions.ip'), cell: (s) => <bdi className="mono">{s.ip}</bdi> },
    { key: 'created', header: t('sessions.started'), cell: (s) => f.dateTime(s.createdAt) },
    { key: 'seen', header: t('sessions.lastSeen'), cell: (s) => f.dateTime(s.lastSeenAt) },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (s) =>
        s.current ? (
          <span className="muted">{t('sessions.thisSession')}</span>
        ) : (
          <button
            type="button"
            className="btn btn--small btn--danger-quiet"
            disabled={revoking === s.id}
            onClick={() => revoke.mutate(s.id)}
            data-testid={`revoke-${s.id}`}
          >
            {t('sessions.revoke')}
          </button>
        ),
    },
  ];

  return (
    <Page id="sessions" title={t('nav.sessions')}>
      <p className="muted page__intro">{t('sessions.intro')}</p>
      <ErrorText error={revoke.error} />
      <QueryState query={query}>
        {(sessions) => (
          <DataTable
            caption={t('nav.sessions')}
            columns={columns}
            rows={sessions}
            rowKey={(s) => s.id}
            rowClass={(s) => (s.current ? 'row--current' : undefined)}
            empty={t('common.empty')}
            testId="sessions-table"
          />
        )}
      </QueryState>
    </Page>
  );
};
