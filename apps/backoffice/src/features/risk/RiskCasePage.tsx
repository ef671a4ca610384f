import { useQuery } from '@tanstack/react-query';
import { type EndpointValue, riskOpsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/Badge';
import { ErrorText } from '../../components/ErrorText';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useCan, useMe } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { ClosePanel } from './ClosePanel';
import { EvidenceList } from './EvidenceList';
import { HoldsBadge, KindLabel } from './KindLabel';
import { NotesPanel } from './NotesPanel';
import { isSelf, ownerName, riskKeys } from './risk-keys';
import { useRiskAction } from './use-risk-action';
import './risk.css';

type Case = EndpointValue<typeof riskOpsApi.case>;

/** One risk case: why it opened (the evidence in words), its player, owner and notes; claim, note, close. */
export const RiskCasePage = () => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const id = Number(useParams().id);
  const item = useQuery({
    queryKey: riskKeys.case(merchant, id),
    queryFn: ({ signal }) => call(riskOpsApi.case, { params: { code: merchant, id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
  return (
    <Page
      id="riskCase"
      title={t('risk.case.title', { id: Number.isInteger(id) ? id : '' })}
      actions={
        <Link to="/risk-cases" className="btn btn--small" data-testid="risk-case-back">
          {t('risk.case.back')}
        </Link>
      }
    >
      <QueryState query={item}>{(c) => <CaseBody merchant={merchant} item={c} />}</QueryState>
    </Page>
  );
};

const CaseBody = ({ merchant, item }: { merchant: string; item: Case }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const can = useCan();
  const me = useMe();
  const claim = useRiskAction(merchant, item.id);
  const open = item.status === 'OPEN';
  const mine = isSelf(item.owner, me.username);
  const decide = can('kyc.decide') && open;
  const player = `/players/${encodeURIComponent(item.account)}`;
  return (
    <div className="risk-case" data-testid="risk-case" data-status={item.status} data-kind={item.kind}>
      <section className="panel stack" aria-labelledby="risk-case-facts">
        <h2 id="risk-case-facts">
          <KindLabel kind={item.kind} explain />
        </h2>
        <dl className="facts">
          <div>
            <dt>{t('risk.case.player')}</dt>
            <dd>
              <Link to={player} className="mono" data-testid="risk-case-player">
                <bdi>{item.account}</bdi>
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t('risk.case.status')}</dt>
            <dd>
              <span className="badges">
                <Badge tone={open ? 'warn' : 'muted'}>{t(`risk.cases.statuses.${item.status}`)}</Badge>
                <HoldsBadge holds={item.holdsWithdrawals} />
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('risk.case.owner')}</dt>
            <dd data-testid="risk-case-owner">
              {item.owner ? <bdi>{ownerName(item.owner)}</bdi> : <span className="muted">{t('risk.cases.unowned')}</span>}
              {mine ? (
                <>
                  {' '}
                  <Badge tone="info">{t('risk.case.mine')}</Badge>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('risk.case.opened')}</dt>
            <dd>{f.dateTime(item.openedAt)}</dd>
          </div>
          {item.closedAt ? (
            <div>
              <dt>{t('risk.case.closed')}</dt>
              <dd>{f.dateTime(item.closedAt)}</dd>
            </div>
          ) : null}
          {item.outcome ? (
            <div>
              <dt>{t('risk.case.outcome')}</dt>
              <dd data-testid="risk-case-outcome">{t(`risk.outcomes.${item.outcome}.label`)}</dd>
            </div>
          ) : null}
        </dl>
        {open && item.holdsWithdrawals ? <p className="msg msg--warn">{t('risk.case.holdsNote')}</p> : null}
        {decide && !mine ? (
          <div className="risk-claim">
            <p className="muted">{t('risk.case.claimHint')}</p>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => claim.mutate({ type: 'claim' })}
              disabled={claim.isPending}
              data-testid="risk-case-claim"
            >
              {claim.isPending ? t('common.working') : t('risk.case.claim')}
            </button>
          </div>
        ) : null}
        <ErrorText error={claim.error} />
        <div className="actions actions--start">
          <Link to={player} className="btn btn--small" data-testid="risk-case-open-player">
            {t('risk.case.openPlayer')}
          </Link>
          <Link to={`${player}?tab=graph`} className="btn btn--small" data-testid="risk-case-open-graph">
            {t('risk.case.openGraph')}
          </Link>
        </div>
        {open ? null : <p className="muted">{t('risk.case.closedNote')}</p>}
      </section>
      <section className="panel" aria-labelledby="risk-case-evidence">
        <h2 id="risk-case-evidence">{t('risk.case.evidence')}</h2>
        <EvidenceList evidence={item.evidence} />
      </section>
      <div className="risk-grid">
        <NotesPanel merchant={merchant} item={item} canAdd={decide} />
        {decide ? <ClosePanel merchant={merchant} id={item.id} /> : null}
      </div>
    </div>
  );
};
