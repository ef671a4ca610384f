import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointValue, noticesOpsApi } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { ErrorText } from '../../components/ErrorText';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { agentsKeys } from './agents-keys';

type Props = { merchant: string; canPublish: boolean };
type Item = EndpointValue<typeof noticesOpsApi.agentAnnouncements>['list'][number];
type Texts = { titleEn: string; titleUr: string; bodyEn: string; bodyUr: string };
const empty: Texts = { titleEn: '', titleUr: '', bodyEn: '', bodyUr: '' };

/** Plain text as the announcement's HTML: paragraphs by blank lines, line breaks kept, markup characters escaped. */
export const htmlOf = (text: string) =>
  text
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The announcements agents read in the agent centre: the list (EN and UR titles, window) and a publish form. */
export const AnnouncementsTab = ({ merchant, canPublish }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const qc = useQueryClient();
  const id = useId();
  const [texts, setTexts] = useState<Texts>(empty);
  const [bad, setBad] = useState(false);
  const list = useQuery({
    queryKey: agentsKeys.announcements(merchant),
    queryFn: ({ signal }) => call(noticesOpsApi.agentAnnouncements, { params: { code: merchant }, signal }),
  });
  const publish = useMutation({
    mutationFn: () => {
      const title: Record<string, string> = { EN: texts.titleEn.trim() };
      const contentHtml: Record<string, string> = { EN: htmlOf(texts.bodyEn) };
      if (texts.titleUr.trim() && texts.bodyUr.trim()) {
        title.UR = texts.titleUr.trim();
        contentHtml.UR = htmlOf(texts.bodyUr);
      }
      return call(noticesOpsApi.publishAgentAnnouncement, { params: { code: merchant }, body: { title, contentHtml } });
    },
    onSuccess: async () => {
      setTexts(empty);
      await qc.invalidateQueries({ queryKey: agentsKeys.announcements(merchant) });
    },
  });
  const columns: Column<Item>[] = [
    {
      key: 'title',
      header: t('agents.notices.title'),
      cell: (n) => (
        <span className="cell-stack">
          <bdi>{n.title.EN}</bdi>
          {n.title.UR ? (
            <bdi dir="rtl" lang="ur" className="muted">
              {n.title.UR}
            </bdi>
          ) : null}
        </span>
      ),
    },
    {
      key: 'window',
      header: t('agents.notices.window'),
      cell: (n) =>
        n.startsAt || n.endsAt
          ? t('agents.settle.fromTo', { from: f.dateTime(n.startsAt) || '…', to: f.dateTime(n.endsAt) || '…' })
          : t('agents.notices.always'),
    },
    {
      key: 'enabled',
      header: t('agents.settle.status'),
      cell: (n) => <Badge tone={n.enabled ? 'ok' : 'muted'}>{n.enabled ? t('agents.notices.on') : t('agents.notices.off')}</Badge>,
    },
    { key: 'created', header: t('agents.tree.created'), cell: (n) => f.dateTime(n.createdAt) },
  ];
  const field = (key: keyof Texts, label: string, area: boolean, dir: 'ltr' | 'rtl') => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {area ? (
        <textarea
          id={`${id}-${key}`}
          rows={4}
          dir={dir}
          maxLength={5000}
          value={texts[key]}
          onChange={(e) => setTexts({ ...texts, [key]: e.target.value })}
          data-testid={`notice-${key}`}
        />
      ) : (
        <input
          id={`${id}-${key}`}
          dir={dir}
          maxLength={120}
          value={texts[key]}
          onChange={(e) => setTexts({ ...texts, [key]: e.target.value })}
          data-testid={`notice-${key}`}
        />
      )}
    </div>
  );
  return (
    <div className="stack">
      {canPublish ? (
        <form
          className="panel form"
          noValidate
          aria-label={t('agents.notices.publish')}
          onSubmit={(e) => {
            e.preventDefault();
            const ok = texts.titleEn.trim() !== '' && texts.bodyEn.trim() !== '';
            setBad(!ok);
            if (ok) publish.mutate();
          }}
        >
          <h2>{t('agents.notices.new')}</h2>
          <div className="form-row">
            {field('titleEn', t('agents.notices.titleEn'), false, 'ltr')}
            {field('titleUr', t('agents.notices.titleUr'), false, 'rtl')}
          </div>
          <div className="form-row">
            {field('bodyEn', t('agents.notices.bodyEn'), true, 'ltr')}
            {field('bodyUr', t('agents.notices.bodyUr'), true, 'rtl')}
          </div>
          <p className={bad ? 'field__problem' : 'field__hint'}>{t('agents.notices.rule')}</p>
          <ErrorText error={publish.error} />
          {publish.isSuccess ? (
            <p className="msg msg--ok" role="status">
              {t('agents.notices.done')}
            </p>
          ) : null}
          <div className="actions actions--start">
            <button type="submit" className="btn btn--primary" disabled={publish.isPending} data-testid="notice-publish">
              {t('agents.notices.publish')}
            </button>
          </div>
        </form>
      ) : null}
      <QueryState query={list}>
        {(v) => (
          <DataTable
            caption={t('agents.tabs.announcements')}
            columns={columns}
            rows={v.list}
            rowKey={(n) => n.id}
            empty={t('agents.notices.empty')}
            testId="notices-table"
          />
        )}
      </QueryState>
    </div>
  );
};
