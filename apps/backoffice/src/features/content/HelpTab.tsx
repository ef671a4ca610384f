import { useQuery } from '@tanstack/react-query';
import { type ContentHelpEntry, type ContentHelpFields, contentHelpApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { ErrorText } from '../../components/ErrorText';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useCan } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { BilingualFields } from './BilingualFields';
import { contentKeys, useContentAction } from './content-api';
import { EntryActions, moved } from './EntryActions';
import { HelpCategories } from './HelpCategories';
import { Preview } from './Preview';
import { StatusBadges } from './StatusBadges';

type Category = { position: number; title: { EN: string; UR: string } };

const HelpEditor = ({ entry, categories, onDone }: { entry: ContentHelpEntry | null; categories: Category[]; onDone: () => void }) => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const action = useContentAction(merchant);
  const [f, setF] = useState<ContentHelpFields>(
    entry?.value ?? { category: 0, anchor: null, title: { EN: '', UR: '' }, contentHtml: { EN: '', UR: '' } },
  );
  const save = async (publish: boolean) => {
    const saved = (
      entry
        ? await action.mutateAsync({ def: contentHelpApi.save, params: { code: merchant, ref: entry.ref }, body: f })
        : await action.mutateAsync({ def: contentHelpApi.create, params: { code: merchant }, body: f })
    ) as ContentHelpEntry;
    if (publish) await action.mutateAsync({ def: contentHelpApi.publish, params: { code: merchant, ref: saved.ref } });
    onDone();
  };
  const category = categories.find((c) => c.position === f.category);
  return (
    <section className="panel content-editor" data-testid="help-editor">
      <h2>{t(entry ? 'content.editor.edit' : 'content.editor.new')}</h2>
      <div className="content-editor__grid">
        <div className="stack">
          <div className="content-editor__row">
            <div className="field">
              <label htmlFor="help-category">{t('content.fields.category')}</label>
              <select id="help-category" value={f.category} onChange={(e) => setF({ ...f, category: Number(e.target.value) })}>
                {categories.map((c) => (
                  <option key={c.position} value={c.position}>
                    {c.title.EN} · {c.title.UR}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="help-anchor">{t('content.fields.anchor')}</label>
              <input id="help-anchor" dir="ltr" value={f.anchor ?? ''} onChange={(e) => setF({ ...f, anchor: e.target.value || null })} />
            </div>
          </div>
          <BilingualFields
            label={t('content.fields.title')}
            value={f.title}
            onChange={(title) => setF({ ...f, title })}
            testId="help-title"
            max={120}
          />
          <BilingualFields
            label={t('content.fields.content')}
            value={f.contentHtml}
            onChange={(contentHtml) => setF({ ...f, contentHtml })}
            multiline
            hint={t('content.fields.contentHint')}
            testId="help-content"
            max={50000}
          />
        </div>
        <Preview
          height={320}
          item={(lang) => ({ kind: 'help', category: category?.title[lang] ?? '', title: f.title[lang], html: f.contentHtml[lang] })}
        />
      </div>
      <ErrorText error={action.error} />
      <div className="actions">
        <button type="button" className="btn" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn" disabled={action.isPending} onClick={() => void save(false).catch(() => {})}>
          {t('content.actions.saveDraft')}
        </button>
        <button type="button" className="btn btn--primary" disabled={action.isPending} onClick={() => void save(true).catch(() => {})}>
          {t('content.actions.savePublish')}
        </button>
      </div>
    </section>
  );
};

/** Help-centre articles: EN and UR together, by category, drafted and published. */
export const HelpTab = () => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const canManage = useCan()('content.manage');
  const action = useContentAction(merchant);
  const [editing, setEditing] = useState<ContentHelpEntry | 'new' | null>(null);
  const [removing, setRemoving] = useState<ContentHelpEntry | null>(null);
  const list = useQuery({
    queryKey: contentKeys.list(merchant, 'help'),
    queryFn: ({ signal }) => call(contentHelpApi.list, { params: { code: merchant }, signal }),
  });
  return (
    <div className="stack" data-testid="content-help">
      <div className="actions">
        <p className="muted content-hint">{t('content.hints.help')}</p>
        {canManage && editing === null ? (
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
            {t('content.new.help')}
          </button>
        ) : null}
      </div>
      <ErrorText error={action.error} />
      <QueryState query={list}>
        {(data) => {
          const live = data.entries.filter((e) => e.status !== 'DRAFT').map((e) => e.ref);
          return (
            <>
              {editing !== null ? (
                <HelpEditor
                  key={editing === 'new' ? 'new' : editing.ref}
                  entry={editing === 'new' ? null : editing}
                  categories={data.categories}
                  onDone={() => setEditing(null)}
                />
              ) : null}
              <DataTable
                caption={t('content.tabs.help')}
                rows={data.entries}
                rowKey={(e) => e.ref}
                empty={t('content.empty')}
                columns={[
                  {
                    key: 'category',
                    header: t('content.fields.category'),
                    cell: (e) => data.categories.find((c) => c.position === e.value.category)?.title.EN ?? '',
                  },
                  {
                    key: 'title',
                    header: t('content.columns.title'),
                    cell: (e) => (
                      <div className="content-title">
                        <span>{e.value.title.EN}</span>
                        <span lang="ur">
                          <bdi dir="rtl">{e.value.title.UR}</bdi>
                        </span>
                      </div>
                    ),
                  },
                  { key: 'status', header: t('content.columns.status'), cell: (e) => <StatusBadges status={e.status} window={null} /> },
                  {
                    key: 'actions',
                    header: t('content.columns.actions'),
                    cell: (e) => (
                      <EntryActions
                        entry={e}
                        first={live[0] === e.ref}
                        last={live[live.length - 1] === e.ref}
                        canManage={canManage}
                        busy={action.isPending}
                        onEdit={() => setEditing(e)}
                        onPublish={() => action.mutate({ def: contentHelpApi.publish, params: { code: merchant, ref: e.ref } })}
                        onMove={(by) =>
                          action.mutate({ def: contentHelpApi.reorder, params: { code: merchant }, body: { refs: moved(live, e.ref, by) } })
                        }
                        onRemove={() => setRemoving(e)}
                      />
                    ),
                  },
                ]}
              />
              <HelpCategories merchant={merchant} categories={data.categories} canManage={canManage} />
            </>
          );
        }}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        title={t('content.remove.title')}
        confirmLabel={t('content.actions.remove')}
        danger
        busy={action.isPending}
        error={action.error}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          action.mutate(
            { def: contentHelpApi.remove, params: { code: merchant, ref: removing.ref } },
            { onSuccess: () => setRemoving(null) },
          )
        }
      >
        <p>{t('content.remove.body', { title: removing?.value.title.EN ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
};
