import { zodResolver } from '@hookform/resolvers/zod';
import { type EndpointValue, type riskOpsApi, riskNoteBody } from '@wl/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorText } from '../../components/ErrorText';
import { useFormat } from '../../shared/format';
import { ownerName } from './risk-keys';
import { useRiskAction } from './use-risk-action';

type Case = EndpointValue<typeof riskOpsApi.case>;
type Values = z.input<typeof riskNoteBody>;

/** The case's notes, oldest first, and (while it is open, for staff who decide) a form to add one. */
export const NotesPanel = ({ merchant, item, canAdd }: { merchant: string; item: Case; canAdd: boolean }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const fid = useId();
  const form = useForm<Values>({ resolver: zodResolver(riskNoteBody), defaultValues: { text: '' } });
  const act = useRiskAction(merchant, item.id, () => form.reset({ text: '' }));
  const problem = form.formState.errors.text;
  return (
    <section className="panel stack" aria-labelledby="risk-notes-title">
      <h2 id="risk-notes-title">{t('risk.case.notes')}</h2>
      {item.notes.length === 0 ? (
        <p className="muted">{t('risk.case.noNotes')}</p>
      ) : (
        <ol className="risk-notes" data-testid="risk-notes">
          {item.notes.map((n) => (
            <li key={n.id} className="risk-note" data-testid="risk-note">
              <span className="muted">
                <bdi>{ownerName(n.author)}</bdi> · <time dateTime={n.at}>{f.dateTime(n.at)}</time>
              </span>
              <p dir="auto">{n.text}</p>
            </li>
          ))}
        </ol>
      )}
      {canAdd ? (
        <form
          className="form"
          onSubmit={form.handleSubmit((body) => act.mutate({ type: 'note', body }))}
          noValidate
          data-testid="risk-note-form"
        >
          <div className="field">
            <label htmlFor={`${fid}-text`}>{t('risk.case.noteLabel')}</label>
            <textarea
              id={`${fid}-text`}
              rows={3}
              maxLength={2000}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${fid}-problem` : undefined}
              data-testid="risk-note-text"
              {...form.register('text')}
            />
            {problem ? (
              <p id={`${fid}-problem`} className="field__problem" role="alert" data-testid="field-error">
                {t('risk.case.noteRule')}
              </p>
            ) : null}
          </div>
          <ErrorText error={act.error} />
          <div className="actions actions--start">
            <button type="submit" className="btn btn--primary" disabled={act.isPending} data-testid="risk-note-submit">
              {act.isPending ? t('common.working') : t('risk.case.addNote')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
};
