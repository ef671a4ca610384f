import { useQuery } from '@tanstack/react-query';
import { type ContentNoticeEntry, type ContentNoticeKind, contentNoticesApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type Column, DataTable } from '../../components/DataTable';
import { ErrorText } from '../../components/ErrorText';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useCan } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { contentKeys, useContentAction } from './content-api';
import { EntryActions, moved } from './EntryActions';
import { NoticeEditor } from './NoticeEditor';
import { StatusBadges } from './StatusBadges';

/** One notice kind's list (banners, marquee, pop-ups or announcements) with its editor. */
export const NoticeTab = ({ kind }: { kind: ContentNoticeKind }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const merchant = useActiveMerchant();
  const canManage = useCan()('content.manage');
  const [editing, setEditing] = useState<ContentNoticeEntry | 'new' | null>(null);
  const [removing, setRemoving] = useState<ContentNoticeEntry | null>(null);
  const action = useContentAction(merchant);
  const list = useQuery({
    queryKey: contentKeys.list(merchant, kind),
    queryFn: ({ signal }) => call(contentNoticesApi.list, { params: { code: merchant, noticeKind: kind }, signal }),
  });
  const params = (ref: string) => ({ code: merchant, noticeKind: kind, ref });
  const run = (a: Parameters<typeof action.mutate>[0]) => action.mutate(a);

  const columns = (entries: ContentNoticeEntry[]): Column<ContentNoticeEntry>[] => {
    const live = entries.filter((e) => e.status !== 'DRAFT').map((e) => e.ref);
    return [
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
      ...(kind === 'banner'
        ? [
            {
              key: 'group',
              header: t('content.columns.group'),
              cell: (e: ContentNoticeEntry) => t(`content.groups.${e.value.groupName ?? 'w_home'}`),
            },
          ]
        : []),
      ...(kind === 'popup' || kind === 'announcement'
        ? [
            {
              key: 'execution',
              header: t('content.columns.execution'),
              cell: (e: ContentNoticeEntry) => t(`content.executions.${e.value.execution}`),
            },
          ]
        : []),
      {
        key: 'schedule',
        header: t('content.columns.schedule'),
        cell: (e) =>
          e.value.startsAt || e.value.endsAt
            ? `${f.dateTime(e.value.startsAt) || '…'} – ${f.dateTime(e.value.endsAt) || '…'}`
            : t('content.always'),
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
            onPublish={() => run({ def: contentNoticesApi.publish, params: params(e.ref) })}
            onMove={(by) =>
              run({ def: contentNoticesApi.reorder, params: { code: merchant, noticeKind: kind }, body: { refs: moved(live, e.ref, by) } })
            }
            onEnabled={(enabled) => run({ def: contentNoticesApi.setEnabled, params: params(e.ref), body: { enabled } })}
            onRemove={() => setRemoving(e)}
          />
        ),
      },
    ];
  };

  return (
    <div className="stack" data-testid={`content-${kind}`}>
      <div className="actions">
        <p className="muted content-hint">{t(`content.hints.${kind}`)}</p>
        {canManage && editing === null ? (
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')} data-testid="content-new">
            {t(`content.new.${kind}`)}
          </button>
        ) : null}
      </div>
      {editing !== null ? (
        <NoticeEditor
          key={editing === 'new' ? 'new' : editing.ref}
          kind={kind}
          entry={editing === 'new' ? null : editing}
          others={(list.data?.entries ?? [])
            .filter((e) => e.window === 'LIVE' && (editing === 'new' || e.ref !== editing.ref) && e.live)
            .map((e) => e.live?.title ?? { EN: '', UR: '' })}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <ErrorText error={action.error} />
      <QueryState query={list}>
        {(data) => (
          <DataTable
            caption={t(`content.tabs.${kind}`)}
            columns={columns(data.entries)}
            rows={data.entries}
            rowKey={(e) => e.ref}
            empty={t('content.empty')}
            testId={`content-table-${kind}`}
          />
        )}
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
          removing && action.mutate({ def: contentNoticesApi.remove, params: params(removing.ref) }, { onSuccess: () => setRemoving(null) })
        }
      >
        <p>{t('content.remove.body', { title: removing?.value.title.EN ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
};
