import { useQuery } from '@tanstack/react-query';
import { type EndpointValue, loyaltyOpsApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { loyaltyKeys } from './loyalty-keys';
import { PointItemDialog } from './PointItemDialog';
import { PointSettingsPanel } from './PointSettingsPanel';

type Item = EndpointValue<typeof loyaltyOpsApi.pointItems>['list'][number];

/** The points mall: how points are earned and exchanged, and the items players redeem them for. */
export const MallTab = ({ merchant, canEdit }: { merchant: string; canEdit: boolean }) => {
  const { t, i18n } = useTranslation();
  const fmt = useFormat();
  const { currency } = useMerchantFacts();
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const settings = useQuery({
    queryKey: loyaltyKeys.points(merchant),
    queryFn: ({ signal }) => call(loyaltyOpsApi.pointSettings, { params: { code: merchant }, signal }),
  });
  const items = useQuery({
    queryKey: loyaltyKeys.items(merchant),
    queryFn: ({ signal }) => call(loyaltyOpsApi.pointItems, { params: { code: merchant }, signal }),
  });
  const name = (i: Item) => (i18n.language.startsWith('ur') ? (i.names.UR ?? i.name) : (i.names.EN ?? i.name));
  const columns: Column<Item>[] = [
    { key: 'name', header: t('loyalty.items.name'), cell: (i) => <strong>{name(i)}</strong> },
    { key: 'art', header: t('loyalty.items.art'), cell: (i) => t(`loyalty.items.arts.${i.art}`) },
    { key: 'points', header: t('loyalty.items.pointsRequired'), numeric: true, cell: (i) => fmt.number(Number(i.pointsRequired)) },
    { key: 'cash', header: t('loyalty.items.cashValue'), numeric: true, cell: (i) => formatMoney(i.cashValue, currency) },
    { key: 'stock', header: t('loyalty.items.quantity'), numeric: true, cell: (i) => fmt.number(i.quantity) },
    {
      key: 'status',
      header: t('loyalty.common.status'),
      cell: (i) => <Badge tone={i.status === 'ACTIVE' ? 'ok' : 'muted'}>{t(`loyalty.common.statuses.${i.status}`)}</Badge>,
    },
  ];
  if (canEdit)
    columns.push({
      key: 'edit',
      header: t('loyalty.common.actions'),
      cell: (i) => (
        <button type="button" className="btn btn--small" onClick={() => setEditing({ item: i })} data-testid={`point-item-edit-${i.id}`}>
          {t('loyalty.common.edit')}
        </button>
      ),
    });
  return (
    <div className="stack">
      <QueryState query={settings}>{(s) => <PointSettingsPanel merchant={merchant} initial={s} canEdit={canEdit} />}</QueryState>
      <section className="panel stack" data-testid="loyalty-items">
        <div className="loyalty-head">
          <h2>{t('loyalty.items.title')}</h2>
          {canEdit ? (
            <button type="button" className="btn btn--primary" onClick={() => setEditing({ item: null })} data-testid="point-item-new">
              {t('loyalty.items.new')}
            </button>
          ) : null}
        </div>
        <QueryState query={items}>
          {(data) => (
            <DataTable
              caption={t('loyalty.items.title')}
              columns={columns}
              rows={data.list}
              rowKey={(i) => i.id}
              empty={t('loyalty.items.empty')}
            />
          )}
        </QueryState>
      </section>
      {editing ? <PointItemDialog merchant={merchant} item={editing.item} onClose={() => setEditing(null)} /> : null}
    </div>
  );
};
