import { useState } from 'react';

/**
 * The page of a paged list, and `paged(set)`: a filter's setter that also goes back to the first page (a new filter
 * starts its list from the top).
 */
export const usePageNo = () => {
  const [pageNo, setPageNo] = useState(1);
  const paged =
    <T>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNo(1);
    };
  return { pageNo, setPageNo, paged };
};
