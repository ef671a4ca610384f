import { useTranslation } from 'react-i18next';

/**
 * The one pager of the site: previous / next around "page N of M", with up to five page numbers when `numbers` is
 * set; hidden when there is one page. Test ids: `<testId>-pager`, `-prev`, `-page-of`, `-next`.
 */
export const Pager = ({
  pageNo,
  totalPages,
  onPage,
  testId,
  numbers = false,
}: {
  pageNo: number;
  totalPages: number;
  onPage: (n: number) => void;
  testId: string;
  numbers?: boolean;
}) => {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const from = Math.max(1, Math.min(pageNo - 2, totalPages - 4));
  const nums = numbers ? Array.from({ length: Math.min(5, totalPages) }, (_, i) => from + i) : [];
  return (
    <nav className="pager" aria-label={t('pager.pages')} data-testid={`${testId}-pager`}>
      <button
        type="button"
        className="btn btn--sm"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
        data-testid={`${testId}-prev`}
      >
        {t('pager.prev')}
      </button>
      {nums.map((n) => (
        <button
          key={n}
          type="button"
          className={`btn btn--sm${n === pageNo ? ' btn--primary' : ''}`}
          aria-current={n === pageNo ? 'page' : undefined}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <span className="muted" data-testid={`${testId}-page-of`}>
        {t('pager.pageOf', { page: pageNo, pages: totalPages })}
      </span>
      <button
        type="button"
        className="btn btn--sm"
        disabled={pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
        data-testid={`${testId}-next`}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
};
