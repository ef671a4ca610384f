import type { KycReview } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { useFormat } from '../../shared/format';
import { useCan, useMe } from '../../shared/me';
import { useActiveMerchant } from '../../shared/merchant-choice';
import { DecisionPanel } from './DecisionPanel';
import { DocumentsTable } from './DocumentsTable';
import { DocumentView } from './DocumentView';
import { IdentityDetails } from './IdentityDetails';
import { LevelBadge, ReviewerText, StatusBadge } from './KycBadges';
import { isMine } from './kyc-state';
import { OpenNextButton } from './OpenNextButton';
import { useKycReview } from './use-kyc';
import './kyc.css';

/** One document beside the player's identity details, their level and other documents; approve, reject, ask more. */
export const KycReviewPage = () => {
  const { t } = useTranslation();
  const merchant = useActiveMerchant();
  const id = Number(useParams().id);
  const review = useKycReview(merchant, id);
  return (
    <Page
      id="kycReview"
      title={t('kyc.review.title', { id: Number.isInteger(id) ? id : '' })}
      actions={
        <Link to="/kyc" className="btn btn--small" data-testid="kyc-back">
          {t('kyc.review.back')}
        </Link>
      }
    >
      <QueryState query={review}>{(r) => <ReviewBody key={r.document.id} merchant={merchant} review={r} />}</QueryState>
    </Page>
  );
};

const ReviewBody = ({ merchant, review }: { merchant: string; review: KycReview }) => {
  const { t } = useTranslation();
  const f = useFormat();
  const can = useCan();
  const me = useMe();
  const [done, setDone] = useState<string | null>(null);
  const doc = review.document;
  const kind = t(`kyc.kinds.${doc.kind}`);
  const playerLink = `/players/${encodeURIComponent(review.account)}?tab=kyc`;
  return (
    <div className="kyc-review" data-testid="kyc-review" data-status={doc.status}>
      {done ? (
        <div className="msg msg--ok kyc-done" role="status" data-testid="kyc-done">
          <p>{done}</p>
          {can('kyc.decide') ? <OpenNextButton merchant={merchant} /> : null}
        </div>
      ) : null}
      <div className="kyc-grid">
        <DocumentView merchant={merchant} document={doc} />
        <div className="stack">
          <section className="panel" aria-labelledby="kyc-facts-title" data-testid="kyc-facts">
            <h2 id="kyc-facts-title">{t('kyc.review.facts')}</h2>
            <dl className="facts">
              <div>
                <dt>{t('kyc.review.player')}</dt>
                <dd>
                  <Link to={playerLink} className="mono" data-testid="kyc-review-player">
                    <bdi>{review.account}</bdi>
                  </Link>
                </dd>
              </div>
              <div>
                <dt>{t('kyc.review.level')}</dt>
                <dd>
                  <LevelBadge level={review.level} />
                </dd>
              </div>
              <div>
                <dt>{t('kyc.review.kind')}</dt>
                <dd>{kind}</dd>
              </div>
              <div>
                <dt>{t('kyc.review.status')}</dt>
                <dd>
                  <StatusBadge status={doc.status} />
                </dd>
              </div>
              <div>
                <dt>{t('kyc.review.uploaded')}</dt>
                <dd>{f.dateTime(doc.uploadedAt)}</dd>
              </div>
              {doc.decidedAt ? (
                <div>
                  <dt>{t('kyc.review.decided')}</dt>
                  <dd>{f.dateTime(doc.decidedAt)}</dd>
                </div>
              ) : null}
              {doc.reason ? (
                <div>
                  <dt>{t('kyc.review.reason')}</dt>
                  <dd dir="auto" data-testid="kyc-review-reason">
                    {doc.reason}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t('kyc.review.reviewer')}</dt>
                <dd data-testid="kyc-reviewer">
                  <ReviewerText reviewer={review.reviewer} />
                  {isMine(review.reviewer, me.username) ? <span className="muted"> · {t('kyc.review.mine')}</span> : null}
                </dd>
              </div>
            </dl>
            <p className="muted kyc-level-hint">{t(`kyc.levelHints.${review.level}`)}</p>
          </section>
          <IdentityDetails details={review.details} />
          {doc.status === 'PENDING' && can('kyc.decide') ? (
            <DecisionPanel
              merchant={merchant}
              id={doc.id}
              kind={kind}
              account={review.account}
              onDone={(d) => setDone(t(`kyc.decide.${d}.done`, { kind }))}
            />
          ) : null}
        </div>
      </div>
      <section className="stack" aria-labelledby="kyc-others-title">
        <h2 id="kyc-others-title">{t('kyc.review.others')}</h2>
        <DocumentsTable documents={review.others} empty={t('kyc.review.noOthers')} testId="kyc-others" />
      </section>
      <div className="actions actions--start">
        <Link to={playerLink} className="btn btn--small" data-testid="kyc-open-player">
          {t('kyc.review.openPlayer')}
        </Link>
      </div>
    </div>
  );
};
