import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StaffPermission, type StaffRoleView, staffOpsApi, staffPermissions, staffRoleBody, staffRoleCode } from '@wl/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorText } from '../../components/ErrorText';
import { TextField } from '../../components/TextField';
import { call } from '../../shared/client';
import { boKeys } from '../../shared/query-keys';
import { PermissionGrid } from './PermissionGrid';

const schema = staffRoleBody.extend({ code: staffRoleCode });
type Values = z.input<typeof schema>;

type Props = {
  merchant: string;
  /** The role to change, or null for a new one. */
  role: StaffRoleView | null;
  onSaved: (code: string) => void;
};

/** A role's name and permissions (a new role also gets its code); saving answers every role of the merchant. */
export const RoleEditor = ({ merchant, role, onSaved }: Props) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { code: role?.code ?? '', name: role?.name ?? '', permissions: role?.permissions ?? [] },
  });
  const { errors, isDirty } = form.formState;
  const selected = form.watch('permissions') as StaffPermission[];

  const save = useMutation({
    mutationFn: ({ code, name, permissions }: Values) =>
      call(staffOpsApi.setRole, { params: { code: merchant, role: code }, body: { name, permissions } }),
    onSuccess: (roles, values) => {
      qc.setQueryData(boKeys.roles(merchant), roles);
      // The signed-in role may be the one changed: the navigation follows its permissions.
      void qc.invalidateQueries({ queryKey: boKeys.meAll });
      form.reset(values);
      onSaved(values.code);
    },
  });

  const setPermissions = (next: ReadonlySet<StaffPermission>) =>
    form.setValue(
      'permissions',
      staffPermissions.filter((p) => next.has(p)),
      { shouldDirty: true },
    );

  return (
    <form className="form role-editor" onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate data-testid="role-editor">
      <div className="form-row">
        <TextField
          label={t('roles.code')}
          hint={role ? undefined : t('roles.codeRule')}
          readOnly={role !== null}
          dir="ltr"
          spellCheck={false}
          autoCapitalize="none"
          registration={form.register('code', { setValueAs: (v: string) => v.trim().toLowerCase() })}
          problem={errors.code ? t('roles.codeRule') : null}
        />
        <TextField
          label={t('roles.name')}
          data-autofocus
          registration={form.register('name')}
          problem={errors.name ? t('roles.nameRule') : null}
        />
      </div>
      <PermissionGrid selected={new Set(selected)} onChange={setPermissions} />
      <ErrorText error={save.error} />
      {save.isSuccess && !isDirty ? (
        <p className="msg msg--ok" role="status" data-testid="role-saved">
          {t('roles.saved')}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending} data-testid="role-save">
          {save.isPending ? t('common.working') : t('roles.save')}
        </button>
      </div>
    </form>
  );
};
