import { type ContentHelpCategoriesBody, contentHelpApi } from '@wl/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { useFormat } from '../../shared/format';
import { MoveButtons } from '../../components/MoveButtons';
import { OrderedListActions } from '../../components/OrderedListActions';
import { moveInList } from '../../shared/move-in-list';
import { useListDraft } from '../../shared/use-list-draft';
import { useContentAction } from './content-api';

type Row = ContentHelpCategoriesBody['categories'][number];
type Props = { merchant: string; categories: { position: number; title: { EN: string; UR: string } }[]; canManage: boolean };

/**
 * The help centre's categories: renamed in EN and UR, reordered, added, or removed when empty, saved as one list that
 * is live at once (articles keep their category; a category that holds articles cannot be removed).
 */
export const HelpCategories = ({ merchant, categories, canManage }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const action = useContentAction(merchant);
  const saved: Row[] = categories.map((c) => ({ position: c.position, title: c.title }));
  const { draft, setDraft, changed, undo } = useListDraft(saved);
  const edit = (i: number, lang: 'EN' | 'UR', value: string) =>
    setDraft(draft.map((c, j) => (j === i ? { ...c, title: { ...c.title, [lang]: value } } : c)));
  return (
    <section className="panel stack" aria-labelledby={`${id}-title`} data-testid="help-categories">
      <h2 id={`${id}-title`}>{t('content.helpCategories.title')}</h2>
      <p className="muted">{t('content.helpCategories.intro')}</p>
      <ol className="help-cats">
        {draft.map((c, i) => (
          <li key={c.position ?? `new-${i}`} data-testid={`help-category-${i}`}>
            <span className="help-cats__rank">{f.number(i + 1)}</span>
            <label className="field help-cats__title">
              <span>{t('content.helpCategories.titleEn')}</span>
              <input dir="ltr" value={c.title.EN} maxLength={60} disabled={!canManage} onChange={(e) => edit(i, 'EN', e.target.value)} />
            </label>
            <label className="field help-cats__title">
              <span>{t('content.helpCategories.titleUr')}</span>
              <input
                dir="rtl"
                lang="ur"
                value={c.title.UR}
                maxLength={60}
                disabled={!canManage}
                onChange={(e) => edit(i, 'UR', e.target.value)}
              />
            </label>
            {canManage ? (
              <MoveButtons
                index={i}
                count={draft.length}
                labels={{
                  up: t('content.helpCategories.up', { name: c.title.EN }),
                  down: t('content.helpCategories.down', { name: c.title.EN }),
                  remove: t('content.helpCategories.remove', { name: c.title.EN }),
                }}
                onMove={(by) => setDraft(moveInList(draft, i, by))}
                onRemove={() => setDraft(draft.filter((_, j) => j !== i))}
                removeDisabled={draft.length === 1}
              />
            ) : null}
          </li>
        ))}
      </ol>
      <ErrorText error={action.error} />
      {canManage ? (
        <OrderedListActions
          changed={changed}
          busy={action.isPending}
          onSave={() => action.mutate({ def: contentHelpApi.setCategories, params: { code: merchant }, body: { categories: draft } })}
          onUndo={undo}
          labels={{ save: t('content.helpCategories.save'), undo: t('content.helpCategories.undo') }}
          testId="help-categories-save"
        >
          <button
            type="button"
            className="btn"
            onClick={() => setDraft([...draft, { position: null, title: { EN: '', UR: '' } }])}
            data-testid="help-category-add"
          >
            {t('content.helpCategories.add')}
          </button>
        </OrderedListActions>
      ) : null}
    </section>
  );
};
