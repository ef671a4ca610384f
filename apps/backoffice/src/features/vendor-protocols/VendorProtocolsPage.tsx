import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gamesOpsApi, type VendorProtocolSpec, vendorProtocolsApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { ErrorText } from '../../components/ErrorText';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { useCan } from '../../shared/me';
import { ProtocolEditDialog } from './ProtocolEditDialog';
import { ReconciliationPanel } from './ReconciliationPanel';
import { protocolLines, switchBody, type VendorProtocolLine } from './protocol-form';
import { reconVendorOf, vendorProtocolKeys } from './vendor-protocols-keys';
import './vendor-protocols.css';

/**
 * Games and vendors → vendor protocols: each vendor of the merchant with the path its games take (its own protocol,
 * or the studio or gateway), the switch, currency, settings and which secrets are set (never their values); an edit
 * dialog with what the protocol needs; and each vendor's reconciliation per day. games.view reads, games.manage
 * changes, reports.export exports.
 */
export const VendorProtocolsPage = () => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const canEdit = useCan()('games.manage');
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const recon = reconVendorOf(params);
  const [editing, setEditing] = useState<VendorProtocolLine | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const list = useQuery({
    queryKey: vendorProtocolKeys.list(merchant),
    queryFn: async ({ signal }) => {
      const [vendors, set] = await Promise.all([
        call(gamesOpsApi.vendors, { params: { code: merchant }, signal }),
        call(vendorProtocolsApi.list, { params: { code: merchant }, signal }),
      ]);
      return { lines: protocolLines(vendors.rows, set.items), protocols: set.protocols };
    },
  });
  const changed = async (name: string) => {
    setSaved(name);
    await qc.invalidateQueries({ queryKey: vendorProtocolKeys.all(merchant) });
    // The vendors list of the games feature shows the same vendors: read again when next shown.
    await qc.invalidateQueries({ queryKey: ['games', merchant] });
  };
  const toggle = useMutation({
    mutationFn: ({ line, enabled }: { line: VendorProtocolLine; enabled: boolean }) =>
      line.config
        ? call(vendorProtocolsApi.set, { params: { code: merchant, vassalage: line.vassalage }, body: switchBody(line.config, enabled) })
        : Promise.reject(new Error('not set up')),
    onSuccess: (_v, { line }) => changed(line.name),
  });
  const showRecon = (vendor: string | null) => {
    const next = new URLSearchParams(params);
    if (vendor) next.set('vendor', vendor);
    else next.delete('vendor');
    setParams(next, { replace: true });
  };

  const columns = (specs: readonly VendorProtocolSpec[]): Column<VendorProtocolLine>[] => [
    {
      key: 'vendor',
      header: t('vendorProtocols.col.vendor'),
      cell: (l) => (
        <span className="vp-vendor">
          <strong>{l.name}</strong>
          <span className="muted vp-code">{l.vassalage}</span>
        </span>
      ),
    },
    {
      key: 'path',
      header: t('vendorProtocols.col.path'),
      cell: (l) => {
        const name = l.config ? t(`vendorProtocols.protocol.${l.config.protocol}`) : '';
        if (l.config?.enabled) return <Badge tone="info">{t('vendorProtocols.path.protocol', { name })}</Badge>;
        const usual = t(l.wallet === 'transfer' ? 'vendorProtocols.path.usualTransfer' : 'vendorProtocols.path.usual');
        return (
          <span className="badges">
            <Badge tone="muted">{usual}</Badge>
            {l.config ? <Badge tone="warn">{t('vendorProtocols.path.setUpOff', { name })}</Badge> : null}
          </span>
        );
      },
    },
    {
      key: 'enabled',
      header: t('vendorProtocols.col.enabled'),
      cell: (l) =>
        l.config ? (
          <label className="check vp-switch">
            <input
              type="checkbox"
              checked={l.config.enabled}
              disabled={!canEdit || toggle.isPending}
              aria-label={t('vendorProtocols.switchOf', { name: l.name })}
              onChange={(e) => toggle.mutate({ line: l, enabled: e.target.checked })}
              data-testid={`vp-enabled-${l.vassalage}`}
            />
            <span>{t('vendorProtocols.switchOn')}</span>
          </label>
        ) : (
          <span className="muted" title={t('vendorProtocols.none')}>
            —
          </span>
        ),
    },
    { key: 'currency', header: t('vendorProtocols.col.currency'), cell: (l) => l.config?.currency ?? '—' },
    {
      key: 'settings',
      header: t('vendorProtocols.col.settings'),
      cell: (l) => {
        const entries = Object.entries(l.config?.settings ?? {});
        if (entries.length === 0) return '—';
        return (
          <dl className="vp-settings">
            {entries.map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        );
      },
    },
    {
      key: 'secrets',
      header: t('vendorProtocols.col.secrets'),
      cell: (l) => {
        if (!l.config) return '—';
        const needed = specs.find((s) => s.code === l.config?.protocol)?.secretNames ?? [];
        const missing = needed.filter((n) => !l.config?.secretNames.includes(n));
        if (l.config.secretNames.length + missing.length === 0) return <span className="muted">{t('vendorProtocols.noSecrets')}</span>;
        return (
          <span className="badges" data-testid={`vp-secrets-${l.vassalage}`}>
            {l.config.secretNames.map((n) => (
              <Badge key={n} tone="ok">
                {t('vendorProtocols.secretSet', { name: n })}
              </Badge>
            ))}
            {missing.map((n) => (
              <Badge key={n} tone="bad">
                {t('vendorProtocols.secretMissing', { name: n })}
              </Badge>
            ))}
          </span>
        );
      },
    },
    {
      key: 'actions',
      header: t('vendorProtocols.col.actions'),
      cell: (l) => (
        <span className="vp-actions">
          {canEdit ? (
            <button type="button" className="btn btn--small" onClick={() => setEditing(l)} data-testid={`vp-edit-${l.vassalage}`}>
              {t(l.config ? 'vendorProtocols.edit' : 'vendorProtocols.setUp')}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn--small"
            aria-expanded={recon === l.vassalage}
            onClick={() => showRecon(recon === l.vassalage ? null : l.vassalage)}
            data-testid={`vp-recon-${l.vassalage}`}
          >
            {t('vendorProtocols.reconcile')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <Page id="vendorProtocols" title={t('nav.vendorProtocols')}>
      <p className="muted page__intro">{t('vendorProtocols.intro')}</p>
      {canEdit ? null : <p className="msg">{t('vendorProtocols.readOnly')}</p>}
      {saved ? (
        <p className="msg msg--ok" role="status" data-testid="vp-saved">
          {t('vendorProtocols.saved', { name: saved })}
        </p>
      ) : null}
      <ErrorText error={toggle.error} />
      <QueryState query={list}>
        {(v) => (
          <div className="stack">
            <DataTable
              caption={t('nav.vendorProtocols')}
              columns={columns(v.protocols)}
              rows={v.lines}
              rowKey={(l) => l.vassalage}
              empty={t('vendorProtocols.empty')}
              rowClass={(l) => (l.config?.enabled ? undefined : 'vp-row--usual')}
              testId="vp-table"
            />
            {recon ? <ReconciliationPanel merchant={merchant} vendor={recon} onClose={() => showRecon(null)} /> : null}
            {editing && v.protocols.length > 0 ? (
              <ProtocolEditDialog
                merchant={merchant}
                line={editing}
                specs={v.protocols}
                onSaved={(name) => {
                  setEditing(null);
                  void changed(name);
                }}
                onClose={() => setEditing(null)}
              />
            ) : null}
          </div>
        )}
      </QueryState>
    </Page>
  );
};
