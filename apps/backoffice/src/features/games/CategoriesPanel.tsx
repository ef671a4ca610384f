import { useQuery } from '@tanstack/react-query';
import { type GameCategoryAdminRow, gamesOpsApi } from '@wl/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { MoveButtons } from '../../components/MoveButtons';
import { OrderedListActions } from '../../components/OrderedListActions';
import { moveInList } from '../../shared/move-in-list';
import { useListDraft } from '../../shared/use-list-draft';
import { gamesKeys } from './games-state';
import { useCatalogueChange } from './use-games';

type Props = { merchant: string; canEdit: boolean };

/**
 * The lobby's categories: their titles in EN and UR, shown or hidden, in the lobby's order; the whole list is saved at
 * once (audited, and every server copy's catalogue follows).
 */
export const CategoriesPanel = ({ merchant, canEdit }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const q = useQuery({
    queryKey: [...gamesKeys.all(merchant), 'categories'],
    queryFn: ({ signal }) => call(gamesOpsApi.categories, { params: { code: merchant }, signal }),
  });
  const rows = q.data?.rows ?? [];
  const { draft, setDraft, changed, undo } = useListDraft<GameCategoryAdminRow>(rows);
  const save = useCatalogueChange(merchant, (list: GameCategoryAdminRow[]) =>
    call(gamesOpsApi.setCategories, {
      params: { code: merchant },
      body: { categories: list.map((c) => ({ code: c.code, title: c.title, enabled: c.enabled })) },
    }),
  );
  const edit = (i: number, change: Partial<GameCategoryAdminRow>) => setDraft(draft.map((c, j) => (j === i ? { ...c, ...change } : c)));
  return (
    <section className="panel stack games-cats" aria-labelledby={`${id}-title`} data-testid="game-categories">
      <h2 id={`${id}-title`}>{t('games.categories.title')}</h2>
      <p className="muted">{t('games.categories.intro')}</p>
      <ol className="games-cats__list">
        {draft.map((c, i) => (
          <li key={c.code} data-testid={`category-${c.code}`}>
            <span className="games-hot__rank">{f.number(i + 1)}</span>
            <span className="games-cats__code" dir="ltr">
              {c.code}
            </span>
            <label className="field games-cats__title">
              <span>{t('games.categories.titleEn')}</span>
              <input
                dir="ltr"
                value={c.title.EN}
                maxLength={40}
                disabled={!canEdit}
                onChange={(e) => edit(i, { title: { ...c.title, EN: e.target.value } })}
                data-testid={`category-${c.code}-en`}
              />
            </label>
            <label className="field games-cats__title">
              <span>{t('games.categories.titleUr')}</span>
              <input
                dir="rtl"
                lang="ur"
                value={c.title.UR}
                maxLength={40}
                disabled={!canEdit}
                onChange={(e) => edit(i, { title: { ...c.title, UR: e.target.value } })}
                data-testid={`category-${c.code}-ur`}
              />
            </label>
            <label className="games-cats__shown">
              <input
                type="checkbox"
                checked={c.enabled}
                disabled={!canEdit}
                onChange={(e) => edit(i, { enabled: e.target.checked })}
                data-testid={`category-${c.code}-shown`}
              />
              <span>{t('games.categories.shown')}</span>
            </label>
            <span className="muted games-cats__games">{t('games.categories.games', { count: f.number(c.games) })}</span>
            {canEdit ? (
              <MoveButtons
                index={i}
                count={draft.length}
                labels={{ up: t('games.categories.up', { name: c.title.EN }), down: t('games.categories.down', { name: c.title.EN }) }}
                onMove={(by) => setDraft(moveInList(draft, i, by))}
              />
            ) : null}
          </li>
        ))}
      </ol>
      <ErrorText error={q.error ?? save.error} />
      {canEdit ? (
        <OrderedListActions
          changed={changed}
          busy={save.isPending}
          onSave={() => save.mutate(draft)}
          onUndo={undo}
          labels={{ save: t('games.categories.save'), undo: t('games.hot.undo') }}
          testId="categories-save"
        />
      ) : null}
    </section>
  );
};
