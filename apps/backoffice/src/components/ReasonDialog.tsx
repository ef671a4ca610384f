import { zodResolver } from '@hookform/resolvers/zod';
import { opsReasonBody } from '@wl/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorText } from './ErrorText';
import { Modal } from './Modal';

type Values = z.input<typeof opsReasonBody>;

type Props = {
  open: boolean;
  title: string;
  text: string;
  /** The field's label and the rule shown when the reason is refused (each page words its own). */
  label: string;
  rule: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  error: unknown;
  testId: string;
  onSubmit: (reason: string) => void;
  onClose: () => void;
};

/**
 * An action that goes on the record with a reason, 3 to 300 characters (the server's own rule): lock, unlock, show
 * in clear, export, reject, hold.
 */
export const ReasonDialog = ({ open, title, text, label, rule, confirmLabel, danger, busy, error, testId, onSubmit, onClose }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<Values>({ resolver: zodResolver(opsReasonBody), defaultValues: { reason: '' } });
  const problem = form.formState.errors.reason;
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal open={open} title={title} onClose={close} testId={testId}>
      <form className="form" onSubmit={form.handleSubmit((v) => onSubmit(v.reason.trim()))} noValidate>
        <p>{text}</p>
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <textarea
            id={id}
            rows={3}
            maxLength={300}
            data-autofocus
            data-testid="reason-input"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            {...form.register('reason')}
          />
          {problem ? (
            <p id={`${id}-problem`} className="field__problem" role="alert" data-testid="field-error">
              {rule}
            </p>
          ) : null}
        </div>
        <ErrorText error={error} />
        <div className="actions">
          <button type="button" className="btn" onClick={close}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={danger ? 'btn btn--danger' : 'btn btn--primary'} disabled={busy} data-testid="reason-submit">
            {busy ? t('common.working') : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
};
