import { useTranslation } from 'react-i18next';
import { useFormat } from '../shared/format';

type Props = { page: number; hasNext: boolean; onPage: (page: number) => void; busy?: boolean; testId?: string; label?: string };

/**
 * Previous and next under a paged table, with the page number between them (hidden when there is only one page). The
 * shared one: a feature that pages a list uses this rather than a copy of its own.
 */
export const Pager = ({ page, hasNext, onPage, busy, testId = 'pager', label }: Props) => {
  const { t } = useTranslation();
  const f = useFormat();
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="pager" aria-label={label ?? t('common.pager.label')} data-testid={testId}>
      <button
        type="button"
        className="btn btn--small"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
        data-testid={`${testId}-prev`}
      >
        <span aria-hidden="true" className="pager__arrow">
          ‹
        </span>
        {t('common.pager.previous')}
      </button>
      <span className="pager__page" aria-live="polite" data-testid={`${testId}-page`}>
        {t('common.pager.page', { page: f.number(page) })}
      </span>
      <button
        type="button"
        className="btn btn--small"
        disabled={!hasNext || busy}
        onClick={() => onPage(page + 1)}
        data-testid={`${testId}-next`}
      >
        {t('common.pager.next')}
        <span aria-hidden="true" className="pager__arrow">
          ›
        </span>
      </button>
    </nav>
  );
};
