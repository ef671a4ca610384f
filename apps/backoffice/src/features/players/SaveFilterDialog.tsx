import { zodResolver } from '@hookform/resolvers/zod';
import { savedFilterBody } from '@wl/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { type SavedFilter, takenName } from './saved-filters';

const schema = savedFilterBody.pick({ name: true });
type Values = z.input<typeof schema>;

type Props = {
  open: boolean;
  filters: readonly SavedFilter[];
  busy: boolean;
  error: unknown;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** Names the current search before it is saved; a name already in the list replaces that filter (said in advance). */
export const SaveFilterDialog = ({ open, filters, busy, error, onSubmit, onClose }: Props) => {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  const name = form.watch('name');
  const problem = form.formState.errors.name ? t('players.saved.nameRule') : null;
  const { reset } = form;
  // Each opening starts with an empty name (a refused save keeps what was typed while the dialog stays open).
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);
  return (
    <Modal open={open} title={t('players.saved.saveTitle')} onClose={onClose} testId="saved-filter-dialog">
      <form className="form" noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.name.trim()))}>
        <p>{t('players.saved.saveText')}</p>
        <TextField
          label={t('players.saved.name')}
          registration={form.register('name')}
          problem={problem}
          hint={takenName(filters, name) ? t('players.saved.replaces') : t('players.saved.nameRule')}
          maxLength={64}
          autoComplete="off"
          dir="auto"
          data-autofocus
          data-testid="saved-filter-name"
        />
        <ErrorText error={error} />
        <div className="actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy} data-testid="saved-filter-submit">
            {busy ? t('common.working') : t('players.saved.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
};
