import { zodResolver } from '@hookform/resolvers/zod';
import { playerSearchFields, playerSearchQuery, playerStatuses } from '@wl/contracts';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SearchState } from './search-state';

/** The form's rules are the server's: a known field, up to 100 characters, a known status or none. */
const schema = playerSearchQuery.pick({ by: true }).extend({
  q: z.string().trim().max(100),
  status: z.enum([...playerStatuses, '']),
});
type Values = z.input<typeof schema>;
type Picked = Pick<SearchState, 'by' | 'q' | 'status'>;

/** What to look for: the field, the text, and a status filter; sending it starts again at page 1. */
export const PlayerSearchForm = ({ value, onSearch }: { value: Picked; onSearch: (v: Picked) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: value });
  const problem = form.formState.errors.q;
  const { reset } = form;
  const { by, q, status } = value;
  // Back and forward change the address: the form shows the search the address holds.
  useEffect(() => reset({ by, q, status }), [reset, by, q, status]);

  return (
    <form
      className="panel player-search"
      aria-label={t('players.search.submit')}
      noValidate
      data-testid="player-search"
      onSubmit={form.handleSubmit((v) => onSearch({ by: v.by ?? 'any', q: v.q.trim(), status: v.status }))}
    >
      <div className="field player-search__by">
        <label htmlFor={`${id}-by`}>{t('players.search.by')}</label>
        <select id={`${id}-by`} data-testid="player-search-by" {...form.register('by')}>
          {playerSearchFields.map((f) => (
            <option key={f} value={f}>
              {t(`players.search.fields.${f}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field player-search__q">
        <label htmlFor={`${id}-q`}>{t('players.search.query')}</label>
        <input
          id={`${id}-q`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          dir="auto"
          data-testid="player-search-q"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          {...form.register('q')}
        />
        {problem ? (
          <p id={`${id}-problem`} className="field__problem" role="alert" data-testid="field-error">
            {t('players.search.queryRule')}
          </p>
        ) : null}
      </div>
      <div className="field player-search__status">
        <label htmlFor={`${id}-status`}>{t('players.search.status')}</label>
        <select id={`${id}-status`} data-testid="player-search-status" {...form.register('status')}>
          <option value="">{t('players.search.anyStatus')}</option>
          {playerStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`players.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="player-search__go">
        <button type="submit" className="btn btn--primary" data-testid="player-search-submit">
          {t('players.search.submit')}
        </button>
      </div>
    </form>
  );
};
