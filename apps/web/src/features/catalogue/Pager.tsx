import { useTranslation } from 'react-i18next';

/** Page numbers with previous/next; shows at most 5 numbers around the current page. */
export const Pager = ({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) => {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const from = Math.max(1, Math.min(page - 2, pages - 4));
  const nums = Array.from({ length: Math.min(5, pages) }, (_, i) => from + i);
  return (
    <nav className="pager" aria-label={t('catalogue.pages')} data-testid="pager">
      <button type="button" className="btn btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('catalogue.prev')}
      </button>
      {nums.map((n) => (
        <button
          key={n}
          type="button"
          className={`btn btn--sm${n === page ? ' btn--primary' : ''}`}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <span className="muted" data-testid="pager-status">
        {t('catalogue.pageOf', { page, pages })}
      </span>
      <button type="button" className="btn btn--sm" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="pager-next">
        {t('catalogue.next')}
      </button>
    </nav>
  );
};
