import { useQuery } from '@tanstack/react-query';
import { type ContentAppFields, contentAppsApi, contentCsApi } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { ErrorText } from '../../components/ErrorText';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useCan } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { contentKeys, useContentAction } from './content-api';
import { Preview } from './Preview';

const platforms = ['ios', 'android', 'lite'] as const;

const AppsForm = ({ value, canManage }: { value: ContentAppFields; canManage: boolean }) => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const action = useContentAction(merchant);
  const [f, setF] = useState<ContentAppFields>(value);
  const cs = useQuery({
    queryKey: contentKeys.list(merchant, 'cs'),
    queryFn: ({ signal }) => call(contentCsApi.list, { params: { code: merchant }, signal }),
  });
  return (
    <div className="content-editor__grid">
      <div className="stack">
        {platforms.map((p) => (
          <div className="field" key={p}>
            <label htmlFor={`app-${p}`}>{t(`content.apps.${p}`)}</label>
            <input
              id={`app-${p}`}
              dir="ltr"
              value={f[p] ?? ''}
              readOnly={!canManage}
              placeholder="https://"
              onChange={(e) => setF({ ...f, [p]: e.target.value.trim() || null })}
            />
          </div>
        ))}
        <p className="field__hint">{t('content.apps.hint')}</p>
        <ErrorText error={action.error} />
        {canManage ? (
          <div className="actions">
            <button
              type="button"
              className="btn"
              disabled={action.isPending}
              onClick={() => action.mutate({ def: contentAppsApi.save, params: { code: merchant }, body: f })}
            >
              {t('content.actions.saveDraft')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={action.isPending}
              onClick={async () => {
                await action.mutateAsync({ def: contentAppsApi.save, params: { code: merchant }, body: f }).catch(() => null);
                action.mutate({ def: contentAppsApi.publish, params: { code: merchant } });
              }}
            >
              {t('content.actions.savePublish')}
            </button>
          </div>
        ) : null}
      </div>
      <Preview
        height={330}
        item={() => ({
          kind: 'links',
          links: (cs.data?.entries ?? []).filter((e) => e.window === 'LIVE').map((e) => ({ name: e.value.displayName, url: e.value.url })),
          apps: platforms.flatMap((p) => (f[p] ? [{ name: t(`content.apps.${p}`), url: f[p] as string }] : [])),
        })}
      />
    </div>
  );
};

/** The app download links: one set, drafted and published; the preview shows them with the service links. */
export const AppsTab = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const merchant = useActiveMerchant();
  const canManage = useCan()('content.manage');
  const apps = useQuery({
    queryKey: contentKeys.list(merchant, 'apps'),
    queryFn: ({ signal }) => call(contentAppsApi.get, { params: { code: merchant }, signal }),
  });
  return (
    <div className="stack" data-testid="content-apps">
      <p className="muted content-hint">{t('content.hints.apps')}</p>
      <QueryState query={apps}>
        {(data) => (
          <section className="panel">
            <p>
              {data.draft ? (
                <Badge tone="warn">{t('content.apps.pending', { by: data.updatedBy ?? '', at: f.dateTime(data.updatedAt) })}</Badge>
              ) : (
                <Badge tone="ok">{t('content.status.PUBLISHED')}</Badge>
              )}
            </p>
            <AppsForm key={data.updatedAt ?? 'live'} value={data.draft ?? data.live} canManage={canManage} />
          </section>
        )}
      </QueryState>
    </div>
  );
};
