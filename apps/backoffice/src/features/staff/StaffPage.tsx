import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type StaffView, staffOpsApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type Column, DataTable } from '../../components/DataTable';
import { Modal } from '../../components/Modal';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { useMe } from '../../shared/me';
import { boKeys } from '../../shared/query-keys';
import { AddStaffForm, type CreatedStaff } from './AddStaffForm';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';

type Pending = { kind: 'reset' | 'disable'; staff: StaffView };

/** A merchant's staff: who they are, their role and state; add one, reset one's password, or disable one. */
export const StaffPage = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const qc = useQueryClient();
  const me = useMe();
  const merchant = useActiveMerchant();
  const staff = useQuery({
    queryKey: boKeys.staff(merchant),
    queryFn: ({ signal }) => call(staffOpsApi.list, { params: { code: merchant }, signal }),
  });
  const roles = useQuery({
    queryKey: boKeys.roles(merchant),
    queryFn: ({ signal }) => call(staffOpsApi.roles, { params: { code: merchant }, signal }),
  });
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedStaff | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const act = useMutation({
    mutationFn: async ({ kind, staff: s }: Pending) => {
      const params = { code: merchant, id: s.id };
      if (kind === 'reset') return call(staffOpsApi.reset, { params });
      await call(staffOpsApi.disable, { params });
      return null;
    },
    onSuccess: (answer) => {
      setPending(null);
      if (answer) setCreated(answer);
      return qc.invalidateQueries({ queryKey: boKeys.staff(merchant) });
    },
  });
  const ask = (p: Pending) => {
    act.reset();
    setPending(p);
  };

  const roleName = (code: string) => roles.data?.find((r) => r.code === code)?.name ?? code;
  const columns: Column<StaffView>[] = [
    { key: 'username', header: t('staff.username'), cell: (s) => <bdi className="mono">{s.username}</bdi> },
    { key: 'name', header: t('staff.displayName'), cell: (s) => s.displayName },
    { key: 'role', header: t('staff.role'), cell: (s) => roleName(s.role) },
    {
      key: 'status',
      header: t('staff.status'),
      cell: (s) => (
        <span className="badges">
          {s.status === 'ACTIVE' ? <Badge tone="ok">{t('staff.active')}</Badge> : <Badge tone="muted">{t('staff.disabled')}</Badge>}
          {s.status === 'ACTIVE' && !s.totpEnrolled ? <Badge tone="warn">{t('staff.noTotp')}</Badge> : null}
          {s.status === 'ACTIVE' && s.mustChangePassword ? <Badge tone="info">{t('staff.mustChange')}</Badge> : null}
        </span>
      ),
    },
    {
      key: 'last',
      header: t('staff.lastLogin'),
      cell: (s) => (s.lastLoginAt ? f.dateTime(s.lastLoginAt) : <span className="muted">{t('staff.never')}</span>),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (s) =>
        s.status === 'ACTIVE' && s.id !== me.id ? (
          <span className="row-actions">
            <button
              type="button"
              className="btn btn--small"
              onClick={() => ask({ kind: 'reset', staff: s })}
              data-testid={`reset-${s.username}`}
            >
              {t('staff.reset')}
            </button>
            <button
              type="button"
              className="btn btn--small btn--danger-quiet"
              onClick={() => ask({ kind: 'disable', staff: s })}
              data-testid={`disable-${s.username}`}
            >
              {t('staff.disable')}
            </button>
          </span>
        ) : s.id === me.id ? (
          <span className="muted">{t('staff.you')}</span>
        ) : null,
    },
  ];

  return (
    <Page
      id="staff"
      title={t('nav.staff')}
      actions={
        <button type="button" className="btn btn--primary" onClick={() => setAdding(true)} disabled={!roles.data} data-testid="add-staff">
          {t('staff.add')}
        </button>
      }
    >
      <QueryState query={staff}>
        {(rows) => (
          <DataTable
            caption={t('nav.staff')}
            columns={columns}
            rows={rows}
            rowKey={(s) => s.id}
            rowClass={(s) => (s.status === 'DISABLED' ? 'row--muted' : undefined)}
            empty={t('staff.empty')}
            testId="staff-table"
          />
        )}
      </QueryState>
      <Modal open={adding} title={t('staff.addTitle')} onClose={() => setAdding(false)} testId="add-staff-dialog">
        <AddStaffForm
          merchant={merchant}
          roles={roles.data ?? []}
          onCancel={() => setAdding(false)}
          onCreated={(c) => {
            setAdding(false);
            setCreated(c);
          }}
        />
      </Modal>
      <ConfirmDialog
        open={pending !== null}
        title={t(pending?.kind === 'disable' ? 'staff.disableTitle' : 'staff.resetTitle')}
        confirmLabel={t(pending?.kind === 'disable' ? 'staff.disable' : 'staff.reset')}
        danger={pending?.kind === 'disable'}
        busy={act.isPending}
        error={act.error}
        onConfirm={() => pending && act.mutate(pending)}
        onClose={() => setPending(null)}
      >
        <p>{t(pending?.kind === 'disable' ? 'staff.disableText' : 'staff.resetText', { name: pending?.staff.displayName ?? '' })}</p>
      </ConfirmDialog>
      <OneTimePasswordDialog created={created} onClose={() => setCreated(null)} />
    </Page>
  );
};
