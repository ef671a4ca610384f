import { useQuery } from '@tanstack/react-query';
import { type EndpointValue, promotionsOpsApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { promotionState, stateTone } from './promotion-state';
import { promotionsKeys } from './promotions-keys';
import { UptakeDialog } from './UptakeDialog';
import { textIn } from '../../shared/texts';

type Row = EndpointValue<typeof promotionsOpsApi.list>['list'][number];

/** The merchant's promotions: what each is, where it stands, its schedule, claims, cost and the applications waiting. */
export const PromotionsTable = ({
  merchant,
  canManage,
  onEdit,
}: {
  merchant: string;
  canManage: boolean;
  onEdit: (id: number) => void;
}) => {
  const { t, i18n } = useTranslation();
  const fmt = useFormat();
  const { currency } = useMerchantFacts();
  const [uptake, setUptake] = useState<Row | null>(null);
  const list = useQuery({
    queryKey: promotionsKeys.list(merchant),
    queryFn: ({ signal }) => call(promotionsOpsApi.list, { params: { code: merchant }, signal }),
  });
  const now = new Date();
  const columns: Column<Row>[] = [
    {
      key: 'title',
      header: t('promotions.list.promotion'),
      cell: (p) => (
        <span className="promo-name">
          <strong>
            <bdi>{textIn(p.titles, i18n.language, p.title)}</bdi>
          </strong>
          <span className="muted mono">{p.code}</span>
        </span>
      ),
    },
    {
      key: 'kind',
      header: t('promotions.list.kind'),
      cell: (p) => (
        <span className="promo-name">
          <span>{t(`promotions.kinds.${p.kind}`)}</span>
          <span className="muted">{t(`promotions.triggers.${p.trigger}`)}</span>
        </span>
      ),
    },
    {
      key: 'state',
      header: t('promotions.list.status'),
      cell: (p) => {
        const s = promotionState(p, now);
        return (
          <span data-testid="promotion-state" data-state={s}>
            <Badge tone={stateTone[s]}>{t(`promotions.states.${s}`)}</Badge>
          </span>
        );
      },
    },
    {
      key: 'schedule',
      header: t('promotions.list.schedule'),
      cell: (p) => (
        <span className="promo-name">
          <span>{fmt.dateTime(p.startsAt)}</span>
          <span className="muted">
            {p.endsAt ? t('promotions.list.until', { at: fmt.dateTime(p.endsAt) }) : t('promotions.list.noEnd')}
          </span>
        </span>
      ),
    },
    {
      key: 'claims',
      header: t('promotions.list.claims'),
      numeric: true,
      cell: (p) => t('promotions.list.claimsOf', { claimed: fmt.number(p.rewardsClaimed), issued: fmt.number(p.rewardsIssued) }),
    },
    {
      key: 'cost',
      header: t('promotions.list.cost'),
      numeric: true,
      cell: (p) => formatMoney((BigInt(p.paid) - BigInt(p.forfeited)).toString(), currency),
    },
    {
      key: 'waiting',
      header: t('promotions.list.waiting'),
      numeric: true,
      cell: (p) => (p.applicationsWaiting > 0 ? <Badge tone="warn">{fmt.number(p.applicationsWaiting)}</Badge> : fmt.number(0)),
    },
    {
      key: 'actions',
      header: t('promotions.list.actions'),
      cell: (p) => (
        <span className="promo-actions">
          <button type="button" className="btn btn--small" onClick={() => setUptake(p)} data-testid={`promotion-uptake-${p.code}`}>
            {t('promotions.list.uptake')}
          </button>
          {canManage ? (
            <button type="button" className="btn btn--small" onClick={() => onEdit(p.id)} data-testid={`promotion-edit-${p.code}`}>
              {t('promotions.list.edit')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <QueryState query={list}>
      {(data) => (
        <>
          <DataTable
            caption={t('nav.promotions')}
            columns={columns}
            rows={data.list}
            rowKey={(p) => p.id}
            empty={t('promotions.list.empty')}
            testId="promotions-table"
          />
          {uptake ? <UptakeDialog merchant={merchant} promotion={uptake} onClose={() => setUptake(null)} /> : null}
        </>
      )}
    </QueryState>
  );
};
