import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { LoadingCover } from '../../components/LoadingCover';

/** A panel's list from a query: loading, its error, the empty state (`isEmpty`), or the list (`children`). */
export const QueryBody = <D,>({
  q,
  isEmpty,
  emptyText,
  children,
}: {
  q: UseQueryResult<D>;
  isEmpty: (data: D) => boolean;
  emptyText: string;
  children: (data: D) => ReactNode;
}) => {
  if (q.isPending) return <LoadingCover />;
  if (q.isError) return <ErrorText error={q.error} />;
  if (isEmpty(q.data)) return <EmptyState text={emptyText} />;
  return children(q.data);
};
