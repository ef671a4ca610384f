import { rgCaseStatuses } from '@wl/contracts';

export type CaseStatus = (typeof rgCaseStatuses)[number];
export type CasesState = { status: CaseStatus; page: number };

/** Cases per page (the server's default). */
export const CASES_PAGE_SIZE = 20;

/** The queue's filter and page from the address (`?status=CLOSED&page=2`); open cases, page 1, for anything else. */
export const casesFromParams = (params: URLSearchParams): CasesState => {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (rgCaseStatuses as readonly string[]).includes(status ?? '') ? (status as CaseStatus) : 'OPEN',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
};

/** The address of a filter and page: the defaults are left out, so the plain queue keeps a plain address. */
export const paramsOfCases = (s: CasesState): Record<string, string> => ({
  ...(s.status === 'OPEN' ? {} : { status: s.status }),
  ...(s.page === 1 ? {} : { page: String(s.page) }),
});

/** Whether a page follows the one shown. */
export const hasMoreCases = (page: number, total: number, size = CASES_PAGE_SIZE) => page * size < total;
