import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';

type Props = { page: number; hasNext: boolean; busy: boolean; onPage: (page: number) => void };

/** Previous and next under the documents queue (hidden when there is only one page). */
export const KycPager = ({ page, hasNext, busy, onPage }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="pager" aria-label={t('kyc.pager.label')} data-testid="kyc-pager">
      <button type="button" className="btn btn--small" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true" className="pager__arrow">
          ‹
        </span>
        {t('kyc.pager.previous')}
      </button>
      <span className="pager__page" aria-live="polite">
        {t('kyc.pager.page', { page: f.number(page) })}
      </span>
      <button type="button" className="btn btn--small" disabled={!hasNext || busy} onClick={() => onPage(page + 1)}>
        {t('kyc.pager.next')}
        <span aria-hidden="true" className="pager__arrow">
          ›
        </span>
      </button>
    </nav>
  );
};
