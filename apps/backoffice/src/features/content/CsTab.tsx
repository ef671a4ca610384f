import { useQuery } from '@tanstack/react-query';
import { type ContentCsEntry, type ContentCsFields, contentCsApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { ErrorText } from '../../components/ErrorText';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useCan } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { contentKeys, useContentAction } from './content-api';
import { EntryActions, moved } from './EntryActions';
import { StatusBadges } from './StatusBadges';

const CsEditor = ({ entry, onDone }: { entry: ContentCsEntry | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const action = useContentAction(merchant);
  const [f, setF] = useState<ContentCsFields>(entry?.value ?? { csType: 'LIVECHAT', url: 'https://', displayName: '' });
  const save = async (publish: boolean) => {
    const saved = (
      entry
        ? await action.mutateAsync({ def: contentCsApi.save, params: { code: merchant, ref: entry.ref }, body: f })
        : await action.mutateAsync({ def: contentCsApi.create, params: { code: merchant }, body: f })
    ) as ContentCsEntry;
    if (publish) await action.mutateAsync({ def: contentCsApi.publish, params: { code: merchant, ref: saved.ref } });
    onDone();
  };
  return (
    <section className="panel content-editor" data-testid="cs-editor">
      <h2>{t(entry ? 'content.editor.edit' : 'content.editor.new')}</h2>
      <div className="content-editor__row">
        <div className="field">
          <label htmlFor="cs-type">{t('content.fields.csType')}</label>
          <input id="cs-type" dir="ltr" value={f.csType} onChange={(e) => setF({ ...f, csType: e.target.value.toUpperCase() })} />
        </div>
        <div className="field">
          <label htmlFor="cs-name">{t('content.fields.displayName')}</label>
          <input id="cs-name" value={f.displayName} onChange={(e) => setF({ ...f, displayName: e.target.value })} />
        </div>
        <div className="field content-editor__wide">
          <label htmlFor="cs-url">{t('content.fields.url')}</label>
          <input id="cs-url" dir="ltr" value={f.url} onChange={(e) => setF({ ...f, url: e.target.value })} />
          <p className="field__hint">{t('content.fields.urlHint')}</p>
        </div>
      </div>
      {entry ? (
        <div className="field">
          <span className="field__label">{t('content.fields.path')}</span>
          <code className="content-path" data-testid="cs-path">
            {entry.path}
          </code>
          <p className="field__hint">{t('content.fields.pathHint')}</p>
        </div>
      ) : null}
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

/** Customer-service links: the plain link staff write, and the encrypted path the player site is given for it. */
export const CsTab = () => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const canManage = useCan()('content.manage');
  const action = useContentAction(merchant);
  const [editing, setEditing] = useState<ContentCsEntry | 'new' | null>(null);
  const [removing, setRemoving] = useState<ContentCsEntry | null>(null);
  const list = useQuery({
    queryKey: contentKeys.list(merchant, 'cs'),
    queryFn: ({ signal }) => call(contentCsApi.list, { params: { code: merchant }, signal }),
  });
  return (
    <div className="stack" data-testid="content-cs">
      <div className="actions">
        <p className="muted content-hint">{t('content.hints.cs')}</p>
        {canManage && editing === null ? (
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
            {t('content.new.cs')}
          </button>
        ) : null}
      </div>
      {editing !== null ? (
        <CsEditor
          key={editing === 'new' ? 'new' : editing.ref}
          entry={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <ErrorText error={action.error} />
      <QueryState query={list}>
        {(data) => {
          const live = data.entries.filter((e) => e.status !== 'DRAFT').map((e) => e.ref);
          return (
            <DataTable
              caption={t('content.tabs.cs')}
              rows={data.entries}
              rowKey={(e) => e.ref}
              empty={t('content.empty')}
              columns={[
                { key: 'type', header: t('content.fields.csType'), cell: (e) => <code>{e.value.csType}</code> },
                { key: 'name', header: t('content.fields.displayName'), cell: (e) => e.value.displayName },
                {
                  key: 'url',
                  header: t('content.fields.url'),
                  cell: (e) => (
                    <div className="content-title" dir="ltr">
                      <span>{e.value.url}</span>
                      <code className="content-path content-path--short" title={e.path}>
                        {e.path}
                      </code>
                    </div>
                  ),
                },
                { key: 'status', header: t('content.columns.status'), cell: (e) => <StatusBadges status={e.status} window={e.window} /> },
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
                      onPublish={() => action.mutate({ def: contentCsApi.publish, params: { code: merchant, ref: e.ref } })}
                      onMove={(by) =>
                        action.mutate({ def: contentCsApi.reorder, params: { code: merchant }, body: { refs: moved(live, e.ref, by) } })
                      }
                      onEnabled={(enabled) =>
                        action.mutate({ def: contentCsApi.setEnabled, params: { code: merchant, ref: e.ref }, body: { enabled } })
                      }
                      onRemove={() => setRemoving(e)}
                    />
                  ),
                },
              ]}
            />
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
          action.mutate({ def: contentCsApi.remove, params: { code: merchant, ref: removing.ref } }, { onSuccess: () => setRemoving(null) })
        }
      >
        <p>{t('content.remove.body', { title: removing?.value.displayName ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
};
