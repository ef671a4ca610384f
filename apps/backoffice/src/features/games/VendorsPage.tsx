import { useQuery } from '@tanstack/react-query';
import { type MaintenanceWindowBody, type VendorAdminRow, type WalletMode, gamesOpsApi, walletModes } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type Column, DataTable } from '../../components/DataTable';
import { ErrorText } from '../../components/ErrorText';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useCan } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { gamesKeys } from './games-state';
import { MaintenanceDialog, useWindowText } from './MaintenanceDialog';
import { useCatalogueChange } from './use-games';
import { VendorHealthPanel } from './VendorHealthPanel';
import './games.css';

/** The merchant's vendors: listed or not, maintenance, wallet mode, and each one's health with the retry of a stuck recall. */
export const VendorsPage = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const merchant = useActiveMerchant();
  const canEdit = useCan()('games.manage');
  const [health, setHealth] = useState<string | null>(null);
  const [maintaining, setMaintaining] = useState<VendorAdminRow | null>(null);
  const [switching, setSwitching] = useState<{ vendor: VendorAdminRow; mode: WalletMode } | null>(null);
  const vendors = useQuery({
    queryKey: gamesKeys.vendors(merchant),
    queryFn: ({ signal }) => call(gamesOpsApi.vendors, { params: { code: merchant }, signal }),
    refetchInterval: 30_000,
  });
  const windowText = useWindowText();
  const toggle = useCatalogueChange(merchant, (v: { vassalage: string; enabled: boolean }) =>
    call(gamesOpsApi.updateVendor, { params: { code: merchant, vassalage: v.vassalage }, body: { enabled: v.enabled } }),
  );
  const maintain = useCatalogueChange(
    merchant,
    (b: { vassalage: string; body: MaintenanceWindowBody }) =>
      call(gamesOpsApi.vendorMaintenance, { params: { code: merchant, vassalage: b.vassalage }, body: b.body }),
    () => setMaintaining(null),
  );
  const wallet = useCatalogueChange(
    merchant,
    (s: { vassalage: string; mode: WalletMode }) =>
      call(gamesOpsApi.vendorWallet, { params: { code: merchant, vassalage: s.vassalage }, body: { mode: s.mode } }),
    () => setSwitching(null),
  );

  const columns: Column<VendorAdminRow>[] = [
    {
      key: 'vendor',
      header: t('games.col.vendor'),
      cell: (v) => (
        <span className="games-vendor">
          <strong>{v.name}</strong>
          <span className="muted games-code">{v.vassalage}</span>
        </span>
      ),
    },
    {
      key: 'categories',
      header: t('games.col.categories'),
      cell: (v) => v.categories.map((c) => t(`games.category.${c}`)).join(t('games.sep')),
    },
    { key: 'games', header: t('games.col.games'), numeric: true, cell: (v) => f.number(v.games) },
    {
      key: 'wallet',
      header: t('games.col.wallet'),
      cell: (v) =>
        canEdit && v.walletModes.length > 1 ? (
          <select
            aria-label={t('games.vendor.walletOf', { name: v.name })}
            value={v.wallet}
            onChange={(e) => setSwitching({ vendor: v, mode: e.target.value as WalletMode })}
            data-testid={`vendor-wallet-${v.vassalage}`}
          >
            {walletModes.map((m) => (
              <option key={m} value={m}>
                {t(`games.wallet.${m}`)}
              </option>
            ))}
          </select>
        ) : (
          <span data-testid={`vendor-wallet-${v.vassalage}`} title={canEdit ? t('games.wallet.fixed') : undefined}>
            {t(`games.wallet.${v.wallet}`)}
          </span>
        ),
    },
    {
      key: 'status',
      header: t('games.col.status'),
      cell: (v) => {
        const w = windowText(v.maintenance, f.dateTime);
        return (
          <span className="badges">
            <Badge tone={v.enabled ? 'ok' : 'muted'}>{t(v.enabled ? 'games.status.listed' : 'games.status.hidden')}</Badge>
            {w ? <Badge tone={v.maintenance.active ? 'warn' : 'info'}>{w}</Badge> : null}
          </span>
        );
      },
    },
    {
      key: 'health',
      header: t('games.col.health'),
      cell: (v) => (
        <span className="badges">
          {v.stuckTransfers > 0 ? <Badge tone="bad">{t('games.vendor.stuck', { n: f.number(v.stuckTransfers) })}</Badge> : null}
          {v.pendingTransfers > 0 ? <Badge tone="warn">{t('games.vendor.pending', { n: f.number(v.pendingTransfers) })}</Badge> : null}
          {v.openRounds > 0 ? <Badge tone="info">{t('games.vendor.rounds', { n: f.number(v.openRounds) })}</Badge> : null}
          {v.recentErrors > 0 ? <Badge tone="bad">{t('games.vendor.errors', { n: f.number(v.recentErrors) })}</Badge> : null}
          {v.pendingTransfers + v.openRounds + v.recentErrors === 0 ? <Badge tone="ok">{t('games.vendor.healthy')}</Badge> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('games.col.actions'),
      cell: (v) => (
        <span className="games-actions">
          <label className="check">
            <input
              type="checkbox"
              checked={v.enabled}
              disabled={!canEdit || toggle.isPending}
              onChange={(e) => toggle.mutate({ vassalage: v.vassalage, enabled: e.target.checked })}
              data-testid={`vendor-enabled-${v.vassalage}`}
            />
            <span>{t('games.listed')}</span>
          </label>
          {canEdit ? (
            <button
              type="button"
              className="btn btn--small"
              onClick={() => setMaintaining(v)}
              data-testid={`vendor-maintenance-${v.vassalage}`}
            >
              {t('games.maintenance.short')}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn--small"
            aria-expanded={health === v.vassalage}
            onClick={() => setHealth(health === v.vassalage ? null : v.vassalage)}
            data-testid={`vendor-health-${v.vassalage}`}
          >
            {t('games.vendor.health')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <Page id="vendors" title={t('nav.vendors')}>
      <p className="muted page__intro">{t('games.vendor.intro')}</p>
      {canEdit ? null : <p className="msg">{t('games.readOnly')}</p>}
      <ErrorText error={toggle.error} />
      <QueryState query={vendors}>
        {(v) => (
          <div className="stack">
            <DataTable
              caption={t('nav.vendors')}
              columns={columns}
              rows={v.rows}
              rowKey={(r) => r.vassalage}
              empty={t('games.vendor.empty')}
              rowClass={(r) => (r.enabled ? undefined : 'games-row--off')}
              testId="vendors-table"
            />
            {health ? <VendorHealthPanel merchant={merchant} vassalage={health} canEdit={canEdit} onClose={() => setHealth(null)} /> : null}
          </div>
        )}
      </QueryState>
      {maintaining ? (
        <MaintenanceDialog
          open
          title={t('games.maintenance.titleFor', { name: maintaining.name })}
          current={maintaining.maintenance}
          busy={maintain.isPending}
          error={maintain.error}
          onSave={(body) => maintain.mutate({ vassalage: maintaining.vassalage, body })}
          onClose={() => setMaintaining(null)}
        />
      ) : null}
      <ConfirmDialog
        open={switching !== null}
        title={t('games.wallet.confirmTitle')}
        confirmLabel={t('games.wallet.confirm')}
        busy={wallet.isPending}
        error={wallet.error}
        onConfirm={() => switching && wallet.mutate({ vassalage: switching.vendor.vassalage, mode: switching.mode })}
        onClose={() => {
          setSwitching(null);
          wallet.reset();
        }}
      >
        <p>
          {switching ? t('games.wallet.confirmText', { name: switching.vendor.name, mode: t(`games.wallet.${switching.mode}`) }) : null}
        </p>
      </ConfirmDialog>
    </Page>
  );
};
