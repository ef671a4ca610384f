import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { playerNoteBody, playersOpsApi } from '@wl/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorText } from '../../components/ErrorText';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useCan } from '../../shared/me';
import { playerKeys } from './player-keys';

type Values = z.input<typeof playerNoteBody>;

/** Staff notes on the player, newest first; a role that manages players adds one. */
export const NotesTab = ({ merchant, account }: { merchant: string; account: string }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const can = useCan();
  const qc = useQueryClient();
  const id = useId();
  const key = playerKeys.notes(merchant, account);
  const notes = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(playersOpsApi.notes, { params: { code: merchant, account }, signal }),
  });
  const form = useForm<Values>({ resolver: zodResolver(playerNoteBody), defaultValues: { text: '' } });
  const problem = form.formState.errors.text;
  const add = useMutation({
    mutationFn: (body: Values) => call(playersOpsApi.addNote, { params: { code: merchant, account }, body }),
    onSuccess: (list) => {
      qc.setQueryData(key, list);
      form.reset();
    },
  });

  return (
    <div className="stack">
      {can('players.manage') ? (
        <form className="panel form note-form" onSubmit={form.handleSubmit((v) => add.mutate(v))} noValidate data-testid="note-form">
          <div className="field">
            <label htmlFor={id}>{t('players.notes.label')}</label>
            <textarea
              id={id}
              rows={3}
              maxLength={1000}
              data-testid="note-text"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              {...form.register('text')}
            />
            {problem ? (
              <p id={`${id}-problem`} className="field__problem" role="alert" data-testid="field-error">
                {t('players.notes.rule')}
              </p>
            ) : null}
          </div>
          <ErrorText error={add.error} />
          <div className="actions">
            <button type="submit" className="btn btn--primary" disabled={add.isPending} data-testid="note-submit">
              {add.isPending ? t('common.working') : t('players.notes.add')}
            </button>
          </div>
        </form>
      ) : null}
      <QueryState query={notes}>
        {(list) =>
          list.length === 0 ? (
            <p className="panel muted table__empty-note" data-testid="notes-empty">
              {t('players.notes.empty')}
            </p>
          ) : (
            <ul className="notes" data-testid="notes-list">
              {list.map((n) => (
                <li key={n.id} className="note" data-testid="record-row" data-key={n.id}>
                  <p className="note__text" data-testid="note-text-shown">
                    {n.text}
                  </p>
                  <p className="note__by muted">{t('players.notes.by', { author: n.author, at: f.dateTime(n.createdAt) })}</p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
};
