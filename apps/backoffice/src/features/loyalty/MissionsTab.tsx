import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointValue, leaderboardMetrics, loyaltyOpsApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { ErrorText } from '../../components/ErrorText';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { loyaltyKeys } from './loyalty-keys';
import { MissionDialog } from './MissionDialog';
import { emptyMission, type MissionValues, missionValuesOf, moneyTarget } from './mission-form';

type Mission = EndpointValue<typeof loyaltyOpsApi.missions>['list'][number];

/** The daily and weekly missions (what each counts, its target and reward) and the leaderboard's ranking. */
export const MissionsTab = ({ merchant, canEdit }: { merchant: string; canEdit: boolean }) => {
  const { t, i18n } = useTranslation();
  const { currency } = useMerchantFacts();
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ id: number | null; values: MissionValues } | null>(null);
  const missions = useQuery({
    queryKey: loyaltyKeys.missions(merchant),
    queryFn: ({ signal }) => call(loyaltyOpsApi.missions, { params: { code: merchant }, signal }),
  });
  const board = useMutation({
    mutationFn: (metric: (typeof leaderboardMetrics)[number]) =>
      call(loyaltyOpsApi.setLeaderboard, { params: { code: merchant }, body: { metric } }),
    onSuccess: (value) => client.setQueryData(loyaltyKeys.missions(merchant), value),
  });
  const title = (m: Mission) => (i18n.language.startsWith('ur') ? (m.title.UR ?? m.title.EN) : m.title.EN) ?? m.code;
  const columns: Column<Mission>[] = [
    {
      key: 'title',
      header: t('loyalty.missions.mission'),
      cell: (m) => (
        <span className="loyalty-name">
          <strong>{title(m)}</strong>
          <span className="muted mono">{m.code}</span>
        </span>
      ),
    },
    { key: 'period', header: t('loyalty.missions.period'), cell: (m) => t(`loyalty.missions.periods.${m.period}`) },
    {
      key: 'condition',
      header: t('loyalty.missions.condition'),
      cell: (m) => `${t(`loyalty.missions.conditions.${m.condition}`)}${m.category ? ` · ${t(`loyalty.categories.${m.category}`)}` : ''}`,
    },
    {
      key: 'target',
      header: t('loyalty.missions.target'),
      numeric: true,
      cell: (m) => (moneyTarget(m.condition) ? formatMoney(m.target, currency) : m.target),
    },
    { key: 'reward', header: t('loyalty.missions.reward'), numeric: true, cell: (m) => formatMoney(m.reward, currency) },
    {
      key: 'status',
      header: t('loyalty.common.status'),
      cell: (m) => <Badge tone={m.status === 'ACTIVE' ? 'ok' : 'muted'}>{t(`loyalty.common.statuses.${m.status}`)}</Badge>,
    },
  ];
  if (canEdit)
    columns.push({
      key: 'edit',
      header: t('loyalty.common.actions'),
      cell: (m) => (
        <button
          type="button"
          className="btn btn--small"
          onClick={() => setEditing({ id: m.id, values: missionValuesOf(m) })}
          data-testid={`mission-edit-${m.code}`}
        >
          {t('loyalty.common.edit')}
        </button>
      ),
    });
  return (
    <QueryState query={missions}>
      {(data) => (
        <section className="panel stack" data-testid="loyalty-missions">
          <div className="loyalty-head">
            <h2>{t('loyalty.missions.title')}</h2>
            {canEdit ? (
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => setEditing({ id: null, values: emptyMission() })}
                data-testid="mission-new"
              >
                {t('loyalty.missions.new')}
              </button>
            ) : null}
          </div>
          <DataTable
            caption={t('loyalty.missions.title')}
            columns={columns}
            rows={data.list}
            rowKey={(m) => m.id}
            empty={t('loyalty.missions.empty')}
          />
          <div className="field loyalty-narrow">
            <label htmlFor="leaderboard-metric">{t('loyalty.missions.leaderboard')}</label>
            <select
              id="leaderboard-metric"
              value={data.leaderboardMetric}
              disabled={!canEdit || board.isPending}
              onChange={(e) => board.mutate(e.target.value as (typeof leaderboardMetrics)[number])}
              data-testid="leaderboard-metric"
            >
              {leaderboardMetrics.map((m) => (
                <option key={m} value={m}>
                  {t(`loyalty.missions.metrics.${m}`)}
                </option>
              ))}
            </select>
          </div>
          <ErrorText error={board.error} />
          {editing ? <MissionDialog merchant={merchant} id={editing.id} initial={editing.values} onClose={() => setEditing(null)} /> : null}
        </section>
      )}
    </QueryState>
  );
};
