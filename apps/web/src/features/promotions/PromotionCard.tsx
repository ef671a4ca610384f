import type { ActivityAction, PromotionCard as Card } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Img } from '../../components/Img';
import { promotionArtUrl } from '../../shared/reward-art';
import { useDateFormat } from '../../shared/datetime';
import { useMoney } from '../../shared/money';

/** The headline figure drawn on the banner: "100%", "Rs 500", "10%"… */
export const useHeadline = () => {
  const money = useMoney();
  return (p: Card) => {
    if (p.kind === 'DEPOSIT_MATCH' || p.kind === 'LOSS_REBATE') return `${p.terms.matchBp / 100}%`;
    if (p.kind === 'FIXED_BONUS') return money(p.terms.fixedAmount).replace(/[.,]00$/, '');
    return null;
  };
};

/** The banner of a promotion: the picture the server draws for it (kind, theme, id) and the headline figure. */
export const PromoArt = ({ p, size = 'card' }: { p: Card; size?: 'card' | 'wide' }) => {
  const headline = useHeadline()(p);
  return (
    <div className={`promo-art promo-art--${p.art} promo-art--${size}`} aria-hidden="true">
      <Img
        className="promo-art__picture"
        src={promotionArtUrl(p)}
        fallback=""
        width={600}
        height={240}
        alt=""
        data-testid="promo-picture"
      />
      {headline ? <span className={`promo-art__figure ${headline.length > 6 ? 'promo-art__figure--long' : ''}`}>{headline}</span> : null}
    </div>
  );
};

/** The text of an action button, and of a status shown instead when there is nothing to do. */
export const actionLabel = (a: ActivityAction) => `promotions.actions.${a}`;

/** One promotion on the page: banner, status, title, summary, dates; the whole card opens the details. */
export const PromotionCard = ({ p, onOpen }: { p: Card; onOpen: (id: number) => void }) => {
  const { t } = useTranslation();
  const f = useDateFormat();
  return (
    <article className="promo-card" data-testid={`promo-${p.code}`}>
      <button type="button" className="promo-card__open" onClick={() => onOpen(p.id)} aria-label={t('promotions.open', { title: p.title })}>
        <PromoArt p={p} />
      </button>
      <div className="promo-card__body">
        <div className="promo-card__top">
          <span className={`promo-status promo-status--${p.status.toLowerCase()}`} data-testid="promo-status">
            {t(`promotions.status.${p.status}`)}
          </span>
          <span className="muted promo-card__dates">
            {p.endsAt ? t('promotions.until', { date: f.date(p.endsAt) }) : t('promotions.ongoing')}
          </span>
        </div>
        <h3 className="promo-card__title">{p.title}</h3>
        <p className="promo-card__summary muted">{p.summary}</p>
        <button
          type="button"
          className={`btn btn--sm ${p.action ? 'btn--primary' : ''}`}
          onClick={() => onOpen(p.id)}
          data-testid="promo-more"
        >
          {p.action ? t(actionLabel(p.action)) : t('promotions.details')}
        </button>
      </div>
    </article>
  );
};

export const PromotionCardSkeleton = () => (
  <div className="promo-card promo-card--skeleton" aria-hidden="true">
    <div className="promo-art promo-art--card skeleton-block" />
    <div className="promo-card__body">
      <span className="skeleton-line skeleton-line--short" />
      <span className="skeleton-line" />
      <span className="skeleton-line" />
    </div>
  </div>
);
