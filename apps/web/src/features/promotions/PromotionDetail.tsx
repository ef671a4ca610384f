import type { PromotionDetail as Detail } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorText } from '../../components/ErrorText';
import { SafeHtml } from '../../components/SafeHtml';
import { openAuthDialog } from '../../shared/auth-dialog';
import { useDateFormat } from '../../shared/datetime';
import { Money, useMoney } from '../../shared/money';
import { joinPromotion, usePromoMutation, usePromotion } from './api';
import { ApplyForm } from './ApplyForm';
import { PromoArt } from './PromotionCard';
import { RafflePanel } from './RafflePanel';

/** The terms as short lines: what it pays, the minimum, the turnover, how often, what an early withdrawal does. */
const Terms = ({ p }: { p: Detail }) => {
  const { t } = useTranslation();
  const money = useMoney();
  const rows: [string, string][] = [];
  if (p.kind === 'DEPOSIT_MATCH' || p.kind === 'LOSS_REBATE') rows.push([t('promotions.terms.match'), `${p.terms.matchBp / 100}%`]);
  if (p.kind === 'FIXED_BONUS') rows.push([t('promotions.terms.fixed'), money(p.terms.fixedAmount)]);
  if (p.terms.maxBonus !== '0') rows.push([t('promotions.terms.max'), money(p.terms.maxBonus)]);
  if (p.terms.minDeposit !== '0')
    rows.push([t(p.kind === 'LOSS_REBATE' ? 'promotions.terms.minLoss' : 'promotions.terms.minDeposit'), money(p.terms.minDeposit)]);
  if (p.kind !== 'FREE_ENTRY')
    rows.push([
      t('promotions.terms.turnover'),
      p.terms.turnoverX100 > 0 ? t('promotions.terms.times', { n: p.terms.turnoverX100 / 100 }) : t('promotions.terms.none'),
    ]);
  rows.push([t('promotions.terms.limit'), String(p.terms.perMemberLimit)]);
  if (p.terms.turnoverX100 > 0) rows.push([t('promotions.terms.early'), t(`promotions.terms.early${p.terms.earlyWithdrawal}`)]);
  if (p.kind !== 'FREE_ENTRY') rows.push([t('promotions.terms.claimDays'), t('promotions.terms.days', { n: p.terms.claimDays })]);
  return (
    <dl className="promo-terms" data-testid="promo-terms">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>
            <bdi>{v}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
};

/** What the member can do now, by the action the server decided (contracts' activityStatus). */
const Actions = ({ p }: { p: Detail }) => {
  const { t } = useTranslation();
  const join = usePromoMutation(joinPromotion);
  if (p.action === 'LOGIN')
    return (
      <button type="button" className="btn btn--primary" onClick={() => openAuthDialog('login')} data-testid="promo-login">
        {t('promotions.actions.LOGIN')}
      </button>
    );
  if (p.action === 'JOIN')
    return (
      <>
        <button
          type="button"
          className="btn btn--primary"
          disabled={join.isPending}
          onClick={() => join.mutate(p.id)}
          data-testid="promo-join"
        >
          {t('promotions.actions.JOIN')}
        </button>
        <ErrorText error={join.error} />
      </>
    );
  if (p.action === 'APPLY') return <ApplyForm promotionId={p.id} />;
  if (p.action === 'CLAIM')
    return (
      <Link to="/member/rewardCenter" className="btn btn--primary" data-testid="promo-claim">
        {t('promotions.actions.CLAIM')}
      </Link>
    );
  if (p.status === 'PROCESS')
    return (
      <Link to="/member/bonusDetails" className="btn" data-testid="promo-progress">
        {t('promotions.seeProgress')}
      </Link>
    );
  return null;
};

/** The details of one promotion (in a modal on /promotions): banner, status, dates, content, terms, the member's part. */
export const PromotionDetail = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const f = useDateFormat();
  const { data: p, isPending, error } = usePromotion(id);
  if (error) return <ErrorText error={error} />;
  if (isPending || !p) return <div className="promo-detail promo-detail--loading skeleton-block" aria-busy="true" />;
  return (
    <div className="promo-detail" data-testid="promo-detail">
      <PromoArt p={p} size="wide" />
      <div className="promo-detail__head">
        <span className={`promo-status promo-status--${p.status.toLowerCase()}`} data-testid="promo-detail-status">
          {t(`promotions.status.${p.status}`)}
        </span>
        <span className="muted">
          <bdi>{f.date(p.startsAt)}</bdi> – <bdi>{p.endsAt ? f.date(p.endsAt) : t('promotions.ongoing')}</bdi>
        </span>
      </div>
      <p className="promo-detail__summary">{p.summary}</p>
      <SafeHtml className="rich-text promo-detail__content" html={p.contentHtml} />
      <Terms p={p} />
      {p.entry ? (
        <div className={`promo-entry promo-entry--${p.entry.status.toLowerCase()}`} data-testid="promo-entry">
          <strong>{t(`promotions.entry.${p.entry.status}`)}</strong>
          {p.entry.comment ? <p className="muted">“{p.entry.comment}”</p> : null}
          {p.entry.reason ? <p data-testid="promo-entry-reason">{t('promotions.entry.reason', { reason: p.entry.reason })}</p> : null}
        </div>
      ) : null}
      {p.raffle ? <RafflePanel p={p} canDraw={p.action === 'RAFFLE'} /> : null}
      {p.prizes.length > 0 && !p.raffle ? (
        <p className="muted">
          {t('promotions.raffle.prizes')}:{' '}
          {p.prizes.map((x, i) => (
            <span key={`${x.amount}:${x.weight}`}>
              {i > 0 ? ' · ' : ''}
              <Money minor={x.amount} />
            </span>
          ))}
        </p>
      ) : null}
      <div className="promo-detail__actions">
        <Actions p={p} />
      </div>
    </div>
  );
};
