import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsApi, opsReasonBody } from '@wl/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { call } from '../../shared/client';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { cleanAmount, minorOfMajor, newRequestId, signedAmount } from './adjust-amount';
import { playerKeys } from './player-keys';

const schema = opsReasonBody.extend({
  direction: z.enum(['credit', 'debit', 'bonus']),
  amount: z.string().refine((v) => cleanAmount(v) !== null),
  /** A bonus's turnover multiple (e.g. 5 = wagered five times its amount before withdrawing); 0 to 100. */
  turnover: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/)
    .refine((v) => Number(v) <= 100),
});
type Values = z.input<typeof schema>;

type Props = { open: boolean; merchant: string; account: string; onClose: () => void };

/**
 * A balance adjustment of the main wallet: credit or debit, or a bonus to the player's reward centre (with the turnover
 * it asks before withdrawing), an amount and a reason. Above the role's four-eyes threshold nothing moves yet: the
 * request waits for a second staff member on the approvals page.
 */
export const AdjustDialog = ({ open, merchant, account, onClose }: Props) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const id = useId();
  const { currency } = useMerchantFacts();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { direction: 'credit', amount: '', reason: '', turnover: '1' },
  });
  const bonus = form.watch('direction') === 'bonus';
  const { errors } = form.formState;
  const adjust = useMutation({
    // A new request id per submit: the server answers a replay of the same one without moving money twice.
    mutationFn: async ({ amount, reason, turnoverX100 }: { amount: string; reason: string; turnoverX100?: number }) => {
      const params = { code: merchant, account };
      if (turnoverX100 === undefined) return call(opsApi.adjust, { params, body: { amount, reason, requestId: newRequestId() } });
      const granted = await call(opsApi.bonus, { params, body: { amount, reason, turnoverX100, requestId: newRequestId() } });
      return { ...granted, balance: undefined };
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: playerKeys.player(merchant, account) }),
  });
  const close = () => {
    form.reset();
    adjust.reset();
    onClose();
  };
  const submit = form.handleSubmit((v) => {
    const amount = signedAmount(v.direction === 'debit' ? 'debit' : 'credit', v.amount);
    if (!amount) return;
    const turnoverX100 = v.direction === 'bonus' ? Math.round(Number(v.turnover) * 100) : undefined;
    adjust.mutate({ amount, reason: v.reason.trim(), turnoverX100 });
  });
  const answer = adjust.data;
  const asked = adjust.variables ? formatMoney(minorOfMajor(adjust.variables.amount), currency) : '';

  return (
    <Modal open={open} title={t('players.adjust.title', { account })} onClose={close} testId="adjust-dialog">
      {answer ? (
        <div className="stack">
          {answer.approval ? (
            <p className="msg msg--warn" role="status" data-testid="adjust-pending" data-approval-id={answer.approval.id}>
              {t('players.adjust.pending', {
                amount: asked,
                threshold: formatMoney(answer.approval.threshold, currency),
                id: answer.approval.id,
              })}
            </p>
          ) : (
            <p className="msg msg--ok" role="status" data-testid="adjust-done">
              {adjust.variables?.turnoverX100 !== undefined
                ? t('players.adjust.bonusDone', { amount: asked })
                : t('players.adjust.done', { amount: asked, balance: answer.balance ? formatMoney(answer.balance, currency) : '' })}
            </p>
          )}
          <div className="actions">
            <button type="button" className="btn btn--primary" onClick={close} data-autofocus>
              {t('common.close')}
            </button>
          </div>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate data-testid="adjust-form">
          <fieldset className="adjust-direction">
            <legend>{t('players.adjust.direction')}</legend>
            {(['credit', 'debit', 'bonus'] as const).map((d) => (
              <label key={d} className="check">
                <input type="radio" value={d} data-testid={`adjust-${d}`} {...form.register('direction')} />
                <span>{t(`players.adjust.${d}`)}</span>
              </label>
            ))}
          </fieldset>
          <TextField
            label={t('players.adjust.amount', { currency: currency ?? '' })}
            hint={t('players.adjust.amountRule')}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            data-autofocus
            data-testid="adjust-amount"
            registration={form.register('amount')}
            problem={errors.amount ? t('players.adjust.amountRule') : null}
          />
          {bonus ? (
            <TextField
              label={t('players.adjust.turnover')}
              hint={t('players.adjust.turnoverRule')}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              data-testid="adjust-turnover"
              registration={form.register('turnover')}
              problem={errors.turnover ? t('players.adjust.turnoverRule') : null}
            />
          ) : null}
          <div className="field">
            <label htmlFor={id}>{t('players.reason.label')}</label>
            <textarea
              id={id}
              rows={3}
              data-testid="adjust-reason"
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-problem` : undefined}
              {...form.register('reason')}
            />
            {errors.reason ? (
              <p id={`${id}-problem`} className="field__problem" role="alert" data-testid="field-error">
                {t('players.reason.rule')}
              </p>
            ) : null}
          </div>
          <ErrorText error={adjust.error} />
          <div className="actions">
            <button type="button" className="btn" onClick={close}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={adjust.isPending} data-testid="adjust-submit">
              {adjust.isPending ? t('common.working') : t('players.adjust.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
};
