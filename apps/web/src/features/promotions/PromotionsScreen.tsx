import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { Screen } from '../../components/Screen';
import { useCategories, usePromotions } from './api';
import { PromotionCard, PromotionCardSkeleton } from './PromotionCard';
import { PromotionDetail } from './PromotionDetail';
import './promotions.css';

/**
 * /promotions: category filters, the merchant's promotions as cards with the member's status, and a promotion's
 * details in a modal (join, apply, claim, draw). The filter and the open promotion live in the address
 * (`?category=…&promo=…`), so a link opens the same view.
 */
export const PromotionsScreen = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const open = Number(params.get('promo')) || null;
  const { data: cats } = useCategories();
  const { data, isPending, error } = usePromotions(category);
  const set = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === 'category' },
    );
  const title = data?.list.find((p) => p.id === open)?.title ?? t('promotions.title');

  return (
    <Screen id="promotions" title={t('screens.promotions')} subtitle={t('promotions.subtitle')}>
      <div className="chips promo-filters">
        <button
          type="button"
          className={`chip ${category ? '' : 'chip--active'}`}
          aria-pressed={!category}
          onClick={() => set('category', null)}
        >
          {t('promotions.all')}
        </button>
        {(cats?.list ?? []).map((c) => (
          <button
            key={c.code}
            type="button"
            className={`chip ${category === c.code ? 'chip--active' : ''}`}
            aria-pressed={category === c.code}
            onClick={() => set('category', c.code)}
            data-testid={`promo-cat-${c.code}`}
          >
            {c.name}
          </button>
        ))}
      </div>
      <ErrorText error={error} />
      {isPending ? (
        <div className="promo-grid">
          {[0, 1, 2, 3].map((i) => (
            <PromotionCardSkeleton key={i} />
          ))}
        </div>
      ) : data && data.list.length > 0 ? (
        <div className="promo-grid" data-testid="promo-grid">
          {data.list.map((p) => (
            <PromotionCard key={p.id} p={p} onOpen={(id) => set('promo', String(id))} />
          ))}
        </div>
      ) : error ? null : (
        <EmptyState text={t('promotions.none')} />
      )}
      <Modal open={open != null} title={title} onClose={() => set('promo', null)} size="md" testId="promo-modal">
        {open != null ? <PromotionDetail id={open} /> : null}
      </Modal>
    </Screen>
  );
};
