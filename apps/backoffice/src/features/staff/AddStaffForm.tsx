import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointValue, type StaffRoleView, staffCreateBody, staffOpsApi } from '@wl/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorText } from '../../components/ErrorText';
import { TextField } from '../../components/TextField';
import { call } from '../../shared/client';
import { boKeys } from '../../shared/query-keys';

type Values = z.input<typeof staffCreateBody>;
export type CreatedStaff = EndpointValue<typeof staffOpsApi.create>;

type Props = { merchant: string; roles: StaffRoleView[]; onCreated: (created: CreatedStaff) => void; onCancel: () => void };

/** A new staff member: username, display name and role; the server answers the one-time password. */
export const AddStaffForm = ({ merchant, roles, onCreated, onCancel }: Props) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const roleId = useId();
  const form = useForm<Values>({
    resolver: zodResolver(staffCreateBody),
    defaultValues: { username: '', displayName: '', role: roles[0]?.code ?? '' },
  });
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: (body: Values) => call(staffOpsApi.create, { params: { code: merchant }, body }),
    onSuccess: (created) => {
      void qc.invalidateQueries({ queryKey: boKeys.staff(merchant) });
      onCreated(created);
    },
  });

  return (
    <form className="form" onSubmit={form.handleSubmit((v) => create.mutate(v))} noValidate data-testid="add-staff-form">
      <TextField
        label={t('staff.username')}
        hint={t('staff.usernameRule')}
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        data-autofocus
        registration={form.register('username', { setValueAs: (v: string) => v.trim().toLowerCase() })}
        problem={errors.username ? t('staff.usernameRule') : null}
      />
      <TextField
        label={t('staff.displayName')}
        registration={form.register('displayName')}
        problem={errors.displayName ? t('staff.displayNameRule') : null}
      />
      <div className="field">
        <label htmlFor={roleId}>{t('staff.role')}</label>
        <select id={roleId} {...form.register('role')} aria-invalid={errors.role ? true : undefined}>
          {roles.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
        {errors.role ? (
          <p className="field__problem" role="alert">
            {t('staff.roleRequired')}
          </p>
        ) : null}
      </div>
      <ErrorText error={create.error} />
      <div className="actions">
        <button type="button" className="btn" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={create.isPending} data-testid="add-staff-submit">
          {create.isPending ? t('common.working') : t('staff.create')}
        </button>
      </div>
    </form>
  );
};
