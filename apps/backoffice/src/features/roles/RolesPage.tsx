import { useQuery } from '@tanstack/react-query';
import { type StaffRoleView, staffOpsApi } from '@wl/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { boKeys } from '../../shared/query-keys';
import { RoleEditor } from './RoleEditor';

/** The merchant's roles, and the chosen one's name and permissions to edit (or a new role). */
export const RolesPage = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const merchant = useActiveMerchant();
  const roles = useQuery({
    queryKey: boKeys.roles(merchant),
    queryFn: ({ signal }) => call(staffOpsApi.roles, { params: { code: merchant }, signal }),
  });
  /** The role being edited: its code, 'new', or none picked yet (the first role then). */
  const [picked, setPicked] = useState<string | null>(null);
  const panel = useRef<HTMLElement>(null);
  // On a narrow screen the editor sits below the list: bring it into view when a role is picked.
  const pick = (code: string) => {
    setPicked(code);
    requestAnimationFrame(() => panel.current?.scrollIntoView({ block: 'nearest' }));
  };

  const editing = (list: StaffRoleView[]) => (picked === 'new' ? null : (list.find((r) => r.code === picked) ?? list[0] ?? null));
  const current = (r: StaffRoleView) => picked !== 'new' && editing(roles.data ?? [])?.code === r.code;

  const columns: Column<StaffRoleView>[] = [
    {
      key: 'name',
      header: t('roles.name'),
      cell: (r) => (
        <span className="cell-main">
          {r.name}
          {r.system ? <Badge tone="muted">{t('roles.system')}</Badge> : null}
        </span>
      ),
    },
    { key: 'code', header: t('roles.code'), cell: (r) => <bdi className="mono">{r.code}</bdi> },
    { key: 'count', header: t('roles.permissionCount'), numeric: true, cell: (r) => f.number(r.permissions.length) },
    {
      key: 'edit',
      header: t('common.actions'),
      cell: (r) => (
        <button
          type="button"
          className="btn btn--small"
          onClick={() => pick(r.code)}
          aria-pressed={current(r)}
          data-testid={`edit-role-${r.code}`}
        >
          {t('roles.edit')}
        </button>
      ),
    },
  ];

  return (
    <Page
      id="roles"
      title={t('nav.roles')}
      actions={
        <button type="button" className="btn btn--primary" onClick={() => pick('new')} data-testid="new-role">
          {t('roles.new')}
        </button>
      }
    >
      <QueryState query={roles}>
        {(list) => {
          const role = editing(list);
          return (
            <div className="split">
              <DataTable
                caption={t('nav.roles')}
                columns={columns}
                rows={list}
                rowKey={(r) => r.code}
                rowClass={(r) => (current(r) ? 'row--selected' : undefined)}
                empty={t('roles.empty')}
                testId="roles-table"
              />
              <section ref={panel} className="panel" aria-label={role ? t('roles.editTitle', { name: role.name }) : t('roles.newTitle')}>
                <h2>{role ? t('roles.editTitle', { name: role.name }) : t('roles.newTitle')}</h2>
                <RoleEditor key={role?.code ?? 'new'} merchant={merchant} role={role} onSaved={setPicked} />
              </section>
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
};
