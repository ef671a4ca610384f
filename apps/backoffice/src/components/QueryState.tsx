import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from './ErrorText';

/** A read's three states: loading (a quiet placeholder), failed (why, and try again), or its data. */
export const QueryState = <T,>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) => {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="loading" role="status" aria-live="polite">
        <span className="loading__bar" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="stack">
        <ErrorText error={query.error} />
        <div>
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  return children(query.data);
};
