import { type GameAdminRow, gamesOpsApi } from '@wl/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { MoveButtons } from '../../components/MoveButtons';
import { OrderedListActions } from '../../components/OrderedListActions';
import { moveInList } from '../../shared/move-in-list';
import { useListDraft } from '../../shared/use-list-draft';
import { useCatalogueChange } from './use-games';

type Props = { merchant: string; rows: GameAdminRow[]; canEdit: boolean };

/** The hot games in the lobby's order: move one up or down, take one off, then save the whole order. */
export const HotGamesPanel = ({ merchant, rows, canEdit }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const { draft, setDraft, changed, undo } = useListDraft(rows, (list) => list.map((r) => r.id).join(','));
  const save = useCatalogueChange(merchant, (ids: number[]) => call(gamesOpsApi.setHot, { params: { code: merchant }, body: { ids } }));
  return (
    <section className="panel stack games-hot" aria-labelledby={`${id}-title`} data-testid="hot-games">
      <h2 id={`${id}-title`}>{t('games.hot.title')}</h2>
      <p className="muted">{t('games.hot.intro')}</p>
      {draft.length === 0 ? <p className="muted">{t('games.hot.empty')}</p> : null}
      <ol className="games-hot__list">
        {draft.map((g, i) => (
          <li key={g.id} data-testid={`hot-${g.gameCode}`}>
            <span className="games-hot__rank">{f.number(i + 1)}</span>
            <span className="games-hot__name">{g.name}</span>
            {canEdit ? (
              <MoveButtons
                index={i}
                count={draft.length}
                labels={{
                  up: t('games.hot.up', { name: g.name }),
                  down: t('games.hot.down', { name: g.name }),
                  remove: t('games.hot.remove', { name: g.name }),
                }}
                onMove={(by) => setDraft(moveInList(draft, i, by))}
                onRemove={() => setDraft(draft.filter((x) => x.id !== g.id))}
              />
            ) : null}
          </li>
        ))}
      </ol>
      <ErrorText error={save.error} />
      {canEdit ? (
        <OrderedListActions
          changed={changed}
          busy={save.isPending}
          onSave={() => save.mutate(draft.map((g) => g.id))}
          onUndo={undo}
          labels={{ save: t('games.hot.save'), undo: t('games.hot.undo') }}
          testId="hot-save"
        />
      ) : null}
    </section>
  );
};
