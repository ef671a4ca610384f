import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { playersOpsApi } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorText } from '../../components/ErrorText';
import { call } from '../../shared/client';
import { SaveFilterDialog } from './SaveFilterDialog';
import { playerKeys } from './player-keys';
import { currentFilterId, type SavedFilter, savedQueryOf, searchOfSaved } from './saved-filters';
import type { SearchState } from './search-state';

type Props = { merchant: string; search: SearchState };

/**
 * The staff member's own saved searches beside the search form: one click opens a filter (its address), the current
 * search saves under a name (the same name replaces), and each can be deleted.
 */
export const SavedFilters = ({ merchant, search }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const qc = useQueryClient();
  const key = playerKeys.filters(merchant);
  const [saving, setSaving] = useState(false);
  const [doomed, setDoomed] = useState<SavedFilter | null>(null);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(playersOpsApi.savedFilters, { params: { code: merchant }, query: { page: 'players' }, signal }),
    staleTime: 60_000,
  });
  const save = useMutation({
    mutationFn: (name: string) =>
      call(playersOpsApi.saveFilter, { params: { code: merchant }, body: { page: 'players', name, query: savedQueryOf(search) } }),
    onSuccess: (next) => {
      qc.setQueryData(key, next);
      setSaving(false);
    },
  });
  const remove = useMutation({
    mutationFn: (filter: SavedFilter) => call(playersOpsApi.deleteFilter, { params: { code: merchant, id: filter.id } }),
    onSuccess: (next) => {
      qc.setQueryData(key, next);
      setDoomed(null);
    },
  });
  const filters = list.data ?? [];
  const current = currentFilterId(filters, search);

  return (
    <section className="saved-filters" aria-labelledby={`${id}-title`} data-testid="saved-filters">
      <h2 id={`${id}-title`} className="saved-filters__title">
        {t('players.saved.title')}
      </h2>
      {list.isError ? (
        <ErrorText error={list.error} />
      ) : filters.length > 0 ? (
        <ul className="saved-filters__list">
          {filters.map((f) => (
            <li key={f.id} className="saved-filter" data-testid={`saved-filter-${f.id}`}>
              <Link
                to={{ search: searchOfSaved(f.query) }}
                className="saved-filter__open"
                aria-current={f.id === current ? 'true' : undefined}
                title={t('players.saved.open', { name: f.name })}
                dir="auto"
              >
                {f.name}
              </Link>
              <button
                type="button"
                className="saved-filter__delete"
                aria-label={t('players.saved.delete', { name: f.name })}
                title={t('players.saved.delete', { name: f.name })}
                onClick={() => {
                  remove.reset();
                  setDoomed(f);
                }}
                data-testid={`saved-filter-delete-${f.id}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : list.isSuccess ? (
        <p className="muted saved-filters__empty">{t('players.saved.empty')}</p>
      ) : null}
      <button
        type="button"
        className="btn btn--small saved-filters__save"
        onClick={() => {
          save.reset();
          setSaving(true);
        }}
        data-testid="saved-filter-save"
      >
        {t('players.saved.saveCurrent')}
      </button>
      <SaveFilterDialog
        open={saving}
        filters={filters}
        busy={save.isPending}
        error={save.error}
        onSubmit={(name) => save.mutate(name)}
        onClose={() => setSaving(false)}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={t('players.saved.deleteTitle')}
        confirmLabel={t('players.saved.deleteConfirm')}
        danger
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => doomed && remove.mutate(doomed)}
        onClose={() => setDoomed(null)}
      >
        <p>{t('players.saved.deleteText', { name: doomed?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
};
