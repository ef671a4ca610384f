import { useQuery } from '@tanstack/react-query';
import { auditOpsApi } from '@wl/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';

type Row = Awaited<ReturnType<typeof listOf>>['rows'][number];
type Filter = { action?: string; actor?: string; before?: number };
const listOf = (code: string, f: Filter) => call(auditOpsApi.list, { params: { code }, query: { ...f, limit: 50 } });

/** The payload's notable fields in one line (account, amount, reason …), the outcome apart. */
export const payloadLine = (payload: Record<string, unknown>) =>
  Object.entries(payload)
    .filter(([k, v]) => k !== 'outcome' && v !== null && typeof v !== 'object')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(' · ');

/**
 * The merchant's audit records, newest first: who did what, when, from where, with its outcome; filtered by action or
 * actor, paged back in time by chain number.
 */
export const AuditLog = ({ merchant }: { merchant: string }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const [filter, setFilter] = useState<Filter>({});
  const [draft, setDraft] = useState({ action: '', actor: '' });
  const q = useQuery({ queryKey: ['audit', merchant, filter], queryFn: () => listOf(merchant, filter) });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ action: draft.action.trim() || undefined, actor: draft.actor.trim() || undefined });
  };
  const columns: Column<Row>[] = [
    { key: 'seq', header: t('audit.log.seq'), cell: (r) => r.seq, numeric: true },
    { key: 'at', header: t('audit.log.at'), cell: (r) => f.dateTime(r.at) },
    { key: 'actor', header: t('audit.log.actor'), cell: (r) => <code dir="ltr">{r.actor}</code> },
    { key: 'action', header: t('audit.log.action'), cell: (r) => <code dir="ltr">{r.action}</code> },
    {
      key: 'outcome',
      header: t('audit.log.outcome'),
      cell: (r) => (
        <span className={r.outcome === 'ok' ? 'badge badge--ok' : 'badge badge--warn'} dir="ltr">
          {r.outcome ?? '—'}
        </span>
      ),
    },
    { key: 'detail', header: t('audit.log.detail'), cell: (r) => <span dir="ltr">{payloadLine(r.payload)}</span> },
    { key: 'ip', header: t('audit.log.ip'), cell: (r) => <code dir="ltr">{r.ip ?? ''}</code> },
  ];
  const last = q.data?.rows.at(-1);
  return (
    <section className="panel stack" data-testid="audit-log">
      <h2>{t('audit.log.title')}</h2>
      <form className="audit-log__filter" onSubmit={apply}>
        <div className="field">
          <label htmlFor="audit-action">{t('audit.log.action')}</label>
          <input id="audit-action" value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })} dir="ltr" />
        </div>
        <div className="field">
          <label htmlFor="audit-actor">{t('audit.log.actor')}</label>
          <input id="audit-actor" value={draft.actor} onChange={(e) => setDraft({ ...draft, actor: e.target.value })} dir="ltr" />
        </div>
        <button type="submit" className="btn" data-testid="audit-log-filter">
          {t('audit.log.filter')}
        </button>
      </form>
      <QueryState query={q}>
        {(data) => (
          <DataTable
            caption={t('audit.log.title')}
            columns={columns}
            rows={data.rows}
            rowKey={(r) => r.seq}
            empty={t('audit.log.empty')}
            testId="audit-log-table"
          />
        )}
      </QueryState>
      <div className="actions actions--start">
        {filter.before ? (
          <button type="button" className="btn" onClick={() => setFilter({ ...filter, before: undefined })}>
            {t('audit.log.newest')}
          </button>
        ) : null}
        {q.data?.more && last ? (
          <button type="button" className="btn" onClick={() => setFilter({ ...filter, before: last.seq })} data-testid="audit-log-older">
            {t('audit.log.older')}
          </button>
        ) : null}
      </div>
    </section>
  );
};
