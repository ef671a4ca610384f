import { zodResolver } from '@hookform/resolvers/zod';
import { type ApprovalView, opsReasonBody } from '@wl/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';

type Values = z.input<typeof opsReasonBody>;

type Props = {
  request: ApprovalView | null;
  busy: boolean;
  error: unknown;
  onReject: (reason: string) => void;
  onClose: () => void;
};

/** Rejecting a four-eyes request: no money moves, and the reason (3 characters or more) goes on the record. */
export const RejectDialog = ({ request, busy, error, onReject, onClose }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<Values>({ resolver: zodResolver(opsReasonBody), defaultValues: { reason: '' } });
  const problem = form.formState.errors.reason;
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal open={request !== null} title={t('approvals.rejectTitle')} onClose={close} testId="reject-dialog">
      <form className="form" onSubmit={form.handleSubmit((v) => onReject(v.reason.trim()))} noValidate>
        <p>{t('approvals.rejectText', { id: request?.id ?? '', account: request?.account ?? '' })}</p>
        <div className="field">
          <label htmlFor={id}>{t('approvals.rejectReason')}</label>
          <textarea
            id={id}
            rows={3}
            data-autofocus
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            {...form.register('reason')}
          />
          {problem ? (
            <p id={`${id}-problem`} className="field__problem" role="alert" data-testid="field-error">
              {t('approvals.reasonRule')}
            </p>
          ) : null}
        </div>
        <ErrorText error={error} />
        <div className="actions">
          <button type="button" className="btn" onClick={close}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn--danger" disabled={busy} data-testid="reject-submit">
            {busy ? t('common.working') : t('approvals.reject')}
          </button>
        </div>
      </form>
    </Modal>
  );
};
