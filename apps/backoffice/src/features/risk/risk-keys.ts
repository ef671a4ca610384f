/** Query keys of the risk feature: everything about one merchant's risk cases, rules and graphs under one prefix. */
export const riskKeys = {
  all: (merchant: string) => ['risk', merchant] as const,
  casesAll: (merchant: string) => ['risk', merchant, 'cases'] as const,
  cases: (merchant: string, status: string, page: number) => ['risk', merchant, 'cases', status, page] as const,
  case: (merchant: string, id: number) => ['risk', merchant, 'case', id] as const,
  rules: (merchant: string) => ['risk', merchant, 'rules'] as const,
  graph: (merchant: string, account: string) => ['risk', merchant, 'graph', account] as const,
};

/** Cases per page (the server's default). */
export const RISK_PAGE_SIZE = 20;

/** The queue's status and page from the address (`?status=CLOSED&page=2`); open cases, page 1, for anything else. */
export const casesFromParams = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return {
    status: params.get('status') === 'CLOSED' ? ('CLOSED' as const) : ('OPEN' as const),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
};

/** Who owns a case, as staff know them: the server records `staff:amina` or `platform:root`. */
export const ownerName = (owner: string) => owner.slice(owner.indexOf(':') + 1);

/** The names the server records the signed-in staff member's actions under. */
export const isSelf = (owner: string | null, username: string) => owner === `staff:${username}` || owner === `platform:${username}`;
