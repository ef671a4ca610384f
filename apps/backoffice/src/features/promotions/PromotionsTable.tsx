import { useQuery } from '@tanstack/react-query';
import { type DayWindow, dayWindows, type EndpointValue, promotionsOpsApi } from '@wl/contracts';
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
import { windowDayRange } from './promotion-window';
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
  const { currency, zone } = useMerchantFacts();
  const [uptake, setUptake] = useState<Row | null>(null);
  // All promotions, or those running in the previous or next 7 or 30 days: the next ones show what is scheduled.
  const [span, setSpan] = useState<DayWindow | null>(null);
  const list = useQuery({
    queryKey: promotionsKeys.list(merchant, span ?? undefined),
    queryFn: ({ signal }) => call(promotionsOpsApi.list, { params: { code: merchant }, query: span ? { window: span } : {}, signal }),
  });
  const days = span ? windowDayRange(span, Date.now(), zone, i18n.language) : null;
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
    <>
      <div className="promo-windows" data-testid="promotion-windows">
        <fieldset className="promo-windows__chips">
          <legend className="visually-hidden">{t('promotions.window.label')}</legend>
          {[null, ...dayWindows].map((w) => (
            <button
              key={w ?? 'all'}
              type="button"
              className={span === w ? 'btn btn--small promo-windows__on' : 'btn btn--small'}
              aria-pressed={span === w}
              onClick={() => setSpan(w)}
              data-testid={`promotion-window-${w ?? 'all'}`}
            >
              {t(`promotions.window.${w ?? 'all'}`)}
            </button>
          ))}
        </fieldset>
        {days ? (
          <p className="muted" data-testid="promotion-window-days">
            {t('promotions.window.running', { from: days.from, to: days.to })}
          </p>
        ) : null}
      </div>
      <QueryState query={list}>
        {(data) => (
          <>
            <DataTable
              caption={t('nav.promotions')}
              columns={columns}
              rows={data.list}
              rowKey={(p) => p.id}
              empty={span ? t('promotions.window.none') : t('promotions.list.empty')}
              testId="promotions-table"
            />
            {uptake ? <UptakeDialog merchant={merchant} promotion={uptake} onClose={() => setUptake(null)} /> : null}
          </>
        )}
      </QueryState>
    </>
  );
};
