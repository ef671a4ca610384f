import { useTranslation } from 'react-i18next';

/** Previous / next with "page of pages" (hidden with one page). */
export const Pager = ({
  pageNo,
  totalPages,
  setPageNo,
  id,
}: {
  pageNo: number;
  totalPages: number;
  setPageNo: (n: number) => void;
  id: string;
}) => {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('loyalty.pages')}>
      <button type="button" className="btn btn--sm" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)} data-testid={`${id}-prev`}>
        {t('loyalty.prev')}
      </button>
      <bdi data-testid={`${id}-page`}>
        {pageNo} / {totalPages}
      </bdi>
      <button
        type="button"
        className="btn btn--sm"
        disabled={pageNo >= totalPages}
        onClick={() => setPageNo(pageNo + 1)}
        data-testid={`${id}-next`}
      >
        {t('loyalty.next')}
      </button>
    </nav>
  );
};

/** A rate in basis points as a percentage ("0.50 %"). */
export const Rate = ({ bp }: { bp: number }) => <bdi>{(bp / 100).toFixed(2)} %</bdi>;
