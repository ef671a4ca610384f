import { useQuery } from '@tanstack/react-query';
import { type EndpointValue, protectionOpsApi } from '@wl/contracts';
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
import { actorOf, selfNames } from './actor-name';
import { CloseCaseForm } from './CloseCaseForm';
import { IndicatorList } from './IndicatorList';
import { InteractionForm } from './InteractionForm';
import { protectionKeys } from './protection-keys';
import { useCaseAction } from './use-case-action';
import './protection.css';

type Case = EndpointValue<typeof protectionOpsApi.case>;

/** One case: its player, score, owner and triggers; the interactions recorded; claim, record, close. */
export const RgCasePage = () => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const id = Number(useParams().id);
  const item = useQuery({
    queryKey: protectionKeys.case(merchant, id),
    queryFn: ({ signal }) => call(protectionOpsApi.case, { params: { code: merchant, id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
  return (
    <Page
      id="rgCase"
      title={t('protection.case.title', { id: Number.isInteger(id) ? id : '' })}
      actions={
        <Link to="/rg-cases" className="btn btn--small" data-testid="rg-case-back">
          {t('protection.case.back')}
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
  const self = selfNames(useMe().username);
  const claim = useCaseAction(merchant, item.id);
  const open = item.status === 'OPEN';
  const mine = item.owner !== null && self.includes(item.owner);
  const owner = item.owner ? actorOf(item.owner) : null;
  const manage = can('protection.manage') && open;
  return (
    <div className="rg-case" data-testid="rg-case" data-status={item.status}>
      <section className="panel stack" aria-labelledby="rg-case-facts">
        <h2 id="rg-case-facts" className="visually-hidden">
          {t('protection.case.title', { id: item.id })}
        </h2>
        <dl className="facts">
          <div>
            <dt>{t('protection.case.player')}</dt>
            <dd>
              <Link to={`/players/${encodeURIComponent(item.account)}?tab=protection`} className="mono" data-testid="rg-case-player">
                <bdi>{item.account}</bdi>
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t('protection.case.score')}</dt>
            <dd className="rg-score">{f.number(item.score)}</dd>
          </div>
          <div>
            <dt>{t('protection.case.status')}</dt>
            <dd>
              <Badge tone={open ? 'warn' : 'muted'}>{t(`protection.cases.statuses.${item.status}`)}</Badge>
            </dd>
          </div>
          <div>
            <dt>{t('protection.case.owner')}</dt>
            <dd data-testid="rg-case-owner">
              {owner?.type === 'staff' ? <bdi>{owner.name}</bdi> : <span className="muted">{t('protection.cases.unowned')}</span>}
              {mine ? (
                <>
                  {' '}
                  <Badge tone="info">{t('protection.case.mine')}</Badge>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('protection.case.opened')}</dt>
            <dd>{f.dateTime(item.openedAt)}</dd>
          </div>
          {item.closedAt ? (
            <div>
              <dt>{t('protection.case.closed')}</dt>
              <dd>{f.dateTime(item.closedAt)}</dd>
            </div>
          ) : null}
          {item.outcome ? (
            <div>
              <dt>{t('protection.case.outcome')}</dt>
              <dd data-testid="rg-case-outcome">{t(`protection.cases.outcomes.${item.outcome}`)}</dd>
            </div>
          ) : null}
        </dl>
        {manage && !mine ? (
          <div className="rg-claim">
            <p className="muted">{t('protection.case.claimHint')}</p>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => claim.mutate({ type: 'claim' })}
              disabled={claim.isPending}
              data-testid="rg-case-claim"
            >
              {claim.isPending ? t('common.working') : t('protection.case.claim')}
            </button>
          </div>
        ) : null}
        <ErrorText error={claim.error} />
        <div className="actions actions--start">
          <Link
            to={`/players/${encodeURIComponent(item.account)}?tab=protection`}
            className="btn btn--small"
            data-testid="rg-case-open-player"
          >
            {t('protection.case.openPlayer')}
          </Link>
        </div>
        {open ? null : <p className="muted">{t('protection.case.closedNote')}</p>}
      </section>
      <div className="rg-grid">
        <section className="panel" aria-labelledby="rg-case-triggers">
          <h2 id="rg-case-triggers">{t('protection.case.triggers')}</h2>
          <IndicatorList values={item.triggers} testId="rg-case-triggers" empty={t('protection.case.noTriggers')} />
        </section>
        <section className="panel" aria-labelledby="rg-case-interactions">
          <h2 id="rg-case-interactions">{t('protection.case.interactions')}</h2>
          {item.interactions.length === 0 ? (
            <p className="muted">{t('protection.case.noInteractions')}</p>
          ) : (
            <ol className="rg-history" data-testid="rg-case-interactions">
              {item.interactions.map((i) => {
                const author = actorOf(i.author);
                return (
                  <li key={i.id} className="rg-history__row" data-testid="rg-interaction">
                    <div className="rg-history__head">
                      <Badge tone="info">{t(`protection.case.channels.${i.channel}`)}</Badge>
                      <span className="muted">
                        <bdi>{author.type === 'staff' ? author.name : t(`protection.history.${author.type}`)}</bdi> ·{' '}
                        <time dateTime={i.at}>{f.dateTime(i.at)}</time>
                      </span>
                    </div>
                    <p className="rg-interaction__text" dir="auto">
                      {i.text}
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      </div>
      {manage ? (
        <div className="rg-grid rg-grid--forms">
          <InteractionForm merchant={merchant} id={item.id} />
          <CloseCaseForm merchant={merchant} id={item.id} />
        </div>
      ) : null}
    </div>
  );
};
