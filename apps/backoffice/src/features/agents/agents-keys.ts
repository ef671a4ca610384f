/** Query keys of the agents area: everything about one merchant's tree, contracts and settlement runs under one prefix. */
export const agentsKeys = {
  all: (merchant: string) => ['agents', merchant] as const,
  tree: (merchant: string, parent: string | null, search: string, page: number) =>
    ['agents', merchant, 'tree', parent, search, page] as const,
  contracts: (merchant: string, filter: object, page: number) => ['agents', merchant, 'contracts', filter, page] as const,
  templates: (merchant: string) => ['agents', merchant, 'templates'] as const,
  periods: (merchant: string, kind: string) => ['agents', merchant, 'periods', kind] as const,
  preview: (merchant: string, kind: string, period: string) => ['agents', merchant, 'preview', kind, period] as const,
  announcements: (merchant: string) => ['agents', merchant, 'announcements'] as const,
};

/** Rows per page of the tree and the contracts (the server's own default). */
export const AGENTS_PAGE_SIZE = 20;

/** The page's tabs, in order; the address keeps the current one (`?tab=contracts`). */
export const agentsTabs = ['tree', 'contracts', 'settlements', 'announcements'] as const;
export type AgentsTab = (typeof agentsTabs)[number];
export const tabFromParams = (params: URLSearchParams): AgentsTab => {
  const tab = params.get('tab');
  return (agentsTabs as readonly string[]).includes(tab ?? '') ? (tab as AgentsTab) : 'tree';
};
