import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/QueryState';
import { useCan } from '../../shared/me';
import { CasesTable } from './CasesTable';
import { HistoryList } from './HistoryList';
import { LimitForm } from './LimitForm';
import { LimitsTable } from './LimitsTable';
import { MarkersPanel } from './MarkersPanel';
import { PlaySummary } from './PlaySummary';
import { BlockPanel, ProfilePanel } from './ProtectionFacts';
import { TimeoutForm } from './TimeoutForm';
import { usePlayerProtection } from './use-protection';
import './protection.css';

/**
 * The player's responsible-gambling tab: the block in force and the markers of harm first (what staff must see at
 * once), the limits and what staff may do about them, the history, the cases, the jurisdiction profile, the play.
 */
export const ProtectionTab = ({ merchant, account }: { merchant: string; account: string }) => {
  const { t } = useTranslation();
  const can = useCan();
  const protection = usePlayerProtection(merchant, account);
  const [done, setDone] = useState<string | null>(null);
  return (
    <QueryState query={protection}>
      {({ state, history, markers, cases, summary }) => (
        <div className="rg-tab" data-testid="rg-tab">
          <p className="muted">{t('protection.tabIntro')}</p>
          {done ? (
            <p className="msg msg--ok" role="status" data-testid="rg-done">
              {done}
            </p>
          ) : null}
          <div className="rg-grid">
            <BlockPanel block={state.block} />
            <MarkersPanel markers={markers} />
          </div>
          <section className="stack" aria-labelledby="rg-limits">
            <h2 id="rg-limits">{t('protection.limits.title')}</h2>
            <LimitsTable limits={state.limits} />
            {can('protection.manage') ? (
              <div className="rg-grid rg-grid--forms">
                <LimitForm merchant={merchant} account={account} limits={state.limits} onDone={setDone} />
                <TimeoutForm merchant={merchant} account={account} state={state} onDone={setDone} />
              </div>
            ) : null}
          </section>
          <div className="rg-grid">
            <section className="panel" aria-labelledby="rg-history">
              <h2 id="rg-history">{t('protection.history.title')}</h2>
              <HistoryList rows={history} />
            </section>
            <div className="stack">
              <section className="stack" aria-labelledby="rg-cases">
                <h2 id="rg-cases">{t('protection.cases.title')}</h2>
                <CasesTable rows={cases} showAccount={false} empty={t('protection.cases.emptyPlayer')} testId="rg-player-cases" />
              </section>
              <ProfilePanel state={state} />
            </div>
          </div>
          <PlaySummary summary={summary} />
        </div>
      )}
    </QueryState>
  );
};
