import type { ContractKindName } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../shared/datetime';
import { Money } from '../../shared/money';
import { usePageNo } from '../../shared/page-no';
import { Figure } from './AgentPages';
import { rate } from './rate';
import { useBills } from './api';
import { Report, ReportTable } from './Report';
import './agent.css';

/** agentDailyWages2, agentHourSalary, agentRealtimeSalary, agentDividendRecordCopy2: records and the open period. */
export const BillsPage = ({ kind }: { kind: ContractKindName }) => {
  const { t } = useTranslation();
  const [side, setSide] = useState<'mine' | 'downline'>('mine');
  const [status, setStatus] = useState<'' | 'PAID' | 'PART_PAID' | 'INSUFFICIENT' | 'EXPIRED'>('');
  const { pageNo, setPageNo, paged } = usePageNo();
  const { data, isPending, error } = useBills({ kind, side, pageNo, pageSize: 20, ...(status ? { status } : {}) });
  const c = data?.current;
  return (
    <section className="agent-page" data-testid={`agent-bills-${kind}`}>
      {c ? (
        <div className="agent-progress" data-testid="bills-current">
          <h3>
            {t('agent.currentPeriod', { period: '' })}
            <bdi dir="ltr">{c.period}</bdi>
          </h3>
          <dl className="agent-figures">
            <Figure label={kind === 'DIVIDEND' ? t('agent.netLoss') : t('agent.validBet')} testId="cur-base">
              <Money minor={c.base} />
            </Figure>
            <Figure label={t('agent.activeMembers')} testId="cur-active">
              {c.active}
            </Figure>
            <Figure label={t('agent.rate')} testId="cur-rate">
              {rate(c.rateBp)}
            </Figure>
            <Figure label={t('agent.estimate')} testId="cur-estimate">
              <Money minor={c.estimate} />
            </Figure>
            <Figure label={t('agent.periodEnds')} testId="cur-ends">
              <DateTime value={c.endsAt} />
            </Figure>
          </dl>
        </div>
      ) : null}
      <div className="agent-filters">
        <fieldset className="chips" aria-label={t('agent.side')}>
          {(['mine', 'downline'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className={`chip${s === side ? ' chip--on' : ''}`}
              aria-pressed={s === side}
              onClick={() => paged(setSide)(s)}
              data-testid={`bills-side-${s}`}
            >
              {t(`agent.side_${s}`)}
            </button>
          ))}
        </fieldset>
        <select value={status} aria-label={t('agent.statusLabel')} onChange={(e) => paged(setStatus)(e.target.value as typeof status)}>
          <option value="">{t('agent.allStatuses')}</option>
          {(['PAID', 'PART_PAID', 'INSUFFICIENT', 'EXPIRED'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`agent.bill.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <Report
        data={data}
        pending={isPending}
        error={error}
        testId="bills"
        pageNo={pageNo}
        onPage={setPageNo}
        totals={(d) => [
          { label: t('agent.records'), value: d.total },
          { label: t('agent.amount'), value: <Money minor={d.totals.amount} /> },
          { label: t('agent.paid'), value: <Money minor={d.totals.paid} />, testId: 'bills-paid' },
        ]}
        table={(rows) => (
          <ReportTable
            rows={rows}
            rowKey={(b) => b.id}
            testId="bills-table"
            rowTestId={(b) => `bill-${b.id}`}
            columns={[
              { label: t('agent.period'), cell: (b) => <bdi dir="ltr">{b.period}</bdi> },
              ...(side === 'downline'
                ? [{ label: t('agent.account'), cell: (b: (typeof rows)[number]) => <bdi>{b.agentAccount}</bdi> }]
                : []),
              { label: kind === 'DIVIDEND' ? t('agent.netLoss') : t('agent.validBet'), cell: (b) => <Money minor={b.base} /> },
              { label: t('agent.activeMembers'), cell: (b) => b.active },
              { label: t('agent.rate'), cell: (b) => rate(b.rateBp) },
              { label: t('agent.amount'), cell: (b) => <Money minor={b.amount} /> },
              { label: t('agent.paid'), cell: (b) => <Money minor={b.paid} /> },
              { label: t('agent.statusLabel'), cell: (b) => <span data-testid="bill-status">{t(`agent.bill.${b.status}`)}</span> },
            ]}
          />
        )}
      />
    </section>
  );
};
