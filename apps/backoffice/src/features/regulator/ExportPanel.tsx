import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatMinor, type RegulatorOverview, regulatorKinds } from '@wl/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { ErrorText } from '../../components/ErrorText';
import { TextField } from '../../components/TextField';
import { fetchFile, saveFile } from '../../shared/fetch-file';
import { formatMoney } from '../../shared/money';
import { type ExportForm, exportForm, exportUrls, initialForm, manifestOf, sha256Hex } from './regulator-form';
import { regulatorKeys } from './regulator-keys';

type Props = { merchant: string; overview: RegulatorOverview; onFiles: (files: { csv: string; sig: string }) => void };
type Done = { csv: { blob: Blob; name: string }; sig: { blob: Blob; name: string }; rows: string; sha256: string; matches: boolean | null };

/**
 * The export form: kind, the merchant's days, the threshold (large transactions only; empty takes the profile's) and a
 * reason. Submitting downloads the CSV, then its signature file, and checks here that the CSV's SHA-256 is the one
 * the signature file names (it differs only when the data changed between the two calls).
 */
export const ExportPanel = ({ merchant, overview, onFiles }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const qc = useQueryClient();
  const form = useForm<ExportForm>({ resolver: zodResolver(exportForm), defaultValues: initialForm(new Date(), overview.zone) });
  const kind = form.watch('kind');
  const [done, setDone] = useState<Done | null>(null);
  const run = useMutation({
    mutationFn: async (v: ExportForm): Promise<Done> => {
      const urls = exportUrls(merchant, v);
      const csv = await fetchFile(urls.csv, { accept: 'text/csv', fallbackName: `${v.kind}-${merchant}.csv` });
      const sig = await fetchFile(urls.signature, { accept: 'text/plain', fallbackName: `${csv.name}.sig` });
      const m = manifestOf(await sig.blob.text());
      const sha = await sha256Hex(await csv.blob.arrayBuffer());
      return { csv, sig, rows: m.rows ?? '', sha256: m.sha256 ?? '', matches: sha === null ? null : sha === m.sha256 };
    },
    onSuccess: (d) => {
      saveFile(d.csv.blob, d.csv.name);
      saveFile(d.sig.blob, d.sig.name);
      setDone(d);
      onFiles({ csv: d.csv.name, sig: d.sig.name });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: regulatorKeys.overview(merchant) }),
  });
  const errors = form.formState.errors;
  const rule = (message: string | undefined) => (message ? t(`regulator.form.rules.${message}`) : null);
  const th = overview.threshold;
  const defaultText = th.amount
    ? t(th.source?.rate ? 'regulator.form.thresholdConverted' : 'regulator.form.thresholdDefault', {
        profile: th.profile,
        amount: formatMoney(th.amount, overview.currency),
        source: th.source ? `${th.source.currency} ${formatMinor(th.source.amount, 2)}` : '',
        rate: th.source?.rate ?? '',
      })
    : t('regulator.form.thresholdNone', { profile: th.profile });
  return (
    <section className="panel stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('regulator.form.title')}</h2>
      <form className="form" noValidate onSubmit={form.handleSubmit((v) => run.mutate(v))} data-testid="regulator-form">
        <fieldset className="regulator-kinds">
          <legend>{t('regulator.form.kind')}</legend>
          {regulatorKinds.map((k) => (
            <label key={k} className="check regulator-kind">
              <input type="radio" value={k} {...form.register('kind')} data-testid={`regulator-kind-${k}`} />
              <span className="regulator-kind__text">
                <strong>{t(`regulator.kinds.${k}.label`)}</strong>
                <span className="muted">{t(`regulator.kinds.${k}.explain`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="form-row">
          <TextField label={t('regulator.form.from')} type="date" registration={form.register('from')} data-testid="regulator-from" />
          <TextField
            label={t('regulator.form.to')}
            type="date"
            registration={form.register('to')}
            problem={rule(errors.to?.message)}
            data-testid="regulator-to"
          />
        </div>
        <p className="field__hint" data-testid="regulator-zone">
          {t('regulator.form.zone', { zone: overview.zone, max: overview.maxDays })}
        </p>
        {kind === 'large-transactions' ? (
          <TextField
            label={t('regulator.form.threshold', { currency: overview.currency })}
            inputMode="decimal"
            placeholder={th.amount ? formatMinor(th.amount, overview.decimals) : ''}
            registration={form.register('threshold')}
            hint={defaultText}
            problem={rule(errors.threshold?.message)}
            data-testid="regulator-threshold"
          />
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('regulator.form.reason')}</label>
          <textarea
            id={`${id}-reason`}
            rows={2}
            maxLength={300}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={`${id}-reason-hint`}
            {...form.register('reason')}
            data-testid="regulator-reason"
          />
          <p
            id={`${id}-reason-hint`}
            className={errors.reason ? 'field__problem' : 'field__hint'}
            role={errors.reason ? 'alert' : undefined}
          >
            {errors.reason ? rule(errors.reason.message) : t('regulator.form.reasonHint')}
          </p>
        </div>
        <ErrorText error={run.error} />
        <div className="actions actions--start">
          <button type="submit" className="btn btn--primary" disabled={run.isPending} data-testid="regulator-submit">
            {run.isPending ? t('common.working') : t('regulator.form.submit')}
          </button>
        </div>
      </form>
      {done ? <ExportResult done={done} /> : null}
    </section>
  );
};

/** What was downloaded: both files (to save again), the rows, the CSV's SHA-256 and whether it matches its signature. */
const ExportResult = ({ done }: { done: Done }) => {
  const { t } = useTranslation();
  return (
    <div className="regulator-result stack" data-testid="regulator-result" aria-live="polite">
      <h3>{t('regulator.result.title')}</h3>
      <ul className="regulator-files">
        {[done.csv, done.sig].map((file) => (
          <li key={file.name}>
            <button type="button" className="btn btn--link" onClick={() => saveFile(file.blob, file.name)}>
              <bdi>{file.name}</bdi>
            </button>
          </li>
        ))}
      </ul>
      <p data-testid="regulator-rows">{t('regulator.result.rows', { count: Number(done.rows) })}</p>
      <div className="stack regulator-key__fingerprint">
        <span className="muted">{t('regulator.result.sha')}</span>
        <code dir="ltr">{done.sha256}</code>
      </div>
      {done.matches === null ? null : (
        <p data-testid="regulator-match">
          <Badge tone={done.matches ? 'ok' : 'warn'}>{t(done.matches ? 'regulator.result.matches' : 'regulator.result.differs')}</Badge>
        </p>
      )}
    </div>
  );
};
