import { useQuery } from '@tanstack/react-query';
import { agentsOpsApi, type ContractKindName, contractKinds, type EndpointValue } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { type Column, DataTable } from '../../components/DataTable';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { PeriodPanel } from './PeriodPanel';
import { agentsKeys } from './agents-keys';
import { periodTones } from './period-tones';

type Props = { merchant: string; canManage: boolean };
/** How a period of each kind is written (the server's keys). */
const periodExamples: Record<ContractKindName, string> = {
  DAILY: '2026-11-28',
  HOURLY: '2026-11-28T14',
  REALTIME: '2026-11-28T14:05',
  DIVIDEND: 'D:2026-11-28 · W:2026-11-23 · S:2026-11-16 · M:2026-11',
};
type Run = EndpointValue<typeof agentsOpsApi.periods>['list'][number];

/**
 * Settlement runs per period of a contract kind: ended periods with team play not settled yet (due) and the runs made
 * (settled or void). A period opens its bills: previewed (computed, nothing written) before it is paid.
 */
export const SettlementsTab = ({ merchant, canManage }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  const { currency } = useMerchantFacts();
  const id = useId();
  const [kind, setKind] = useState<ContractKindName>('DAILY');
  const [text, setText] = useState('');
  const [period, setPeriod] = useState<string | null>(null);
  const runs = useQuery({
    queryKey: agentsKeys.periods(merchant, kind),
    queryFn: ({ signal }) => call(agentsOpsApi.periods, { params: { code: merchant }, query: { kind }, signal }),
  });
  const columns: Column<Run>[] = [
    {
      key: 'period',
      header: t('agents.settle.period'),
      cell: (r) => (
        <button type="button" className="btn--link" onClick={() => setPeriod(r.period)} data-testid={`period-open-${r.period}`}>
          <bdi className="mono">{r.period}</bdi>
        </button>
      ),
    },
    {
      key: 'status',
      header: t('agents.settle.status'),
      cell: (r) => <Badge tone={periodTones[r.status]}>{t(`agents.periodStatus.${r.status}`)}</Badge>,
    },
    { key: 'bills', header: t('agents.settle.bills'), numeric: true, cell: (r) => (r.status === 'DUE' ? '' : f.number(r.bills)) },
    {
      key: 'total',
      header: t('agents.settle.total'),
      numeric: true,
      cell: (r) => (r.status === 'DUE' ? '' : <bdi className="money">{formatMoney(r.total, currency)}</bdi>),
    },
    { key: 'at', header: t('agents.settle.at'), cell: (r) => f.dateTime(r.at) },
  ];
  return (
    <div className="stack">
      <div className="agents-toolbar">
        <form
          className="agents-filters"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) setPeriod(text.trim());
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-kind`}>{t('agents.contracts.kind')}</label>
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as ContractKindName);
                setPeriod(null);
                setText('');
              }}
              data-testid="settle-kind"
            >
              {contractKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`agents.contractKinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-p`}>{t('agents.settle.period')}</label>
            <input
              id={`${id}-p`}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={24}
              placeholder={runs.data?.current ?? ''}
              value={text}
              onChange={(e) => setText(e.target.value)}
              data-testid="settle-period"
            />
          </div>
          <button type="submit" className="btn" data-testid="settle-preview">
            {t('agents.settle.preview')}
          </button>
        </form>
      </div>
      <p className="muted">
        {t(`agents.settle.hint.${kind}`)}{' '}
        <bdi dir="ltr" className="mono">
          {periodExamples[kind]}
        </bdi>
      </p>
      {period ? (
        <PeriodPanel merchant={merchant} kind={kind} period={period} canManage={canManage} onClose={() => setPeriod(null)} />
      ) : null}
      <QueryState query={runs}>
        {(v) => (
          <DataTable
            caption={t('agents.settle.runs')}
            columns={columns}
            rows={v.list}
            rowKey={(r) => r.period}
            rowClass={(r) => (r.period === period ? 'row--selected' : undefined)}
            empty={t('agents.settle.empty')}
            testId="periods-table"
          />
        )}
      </QueryState>
    </div>
  );
};
