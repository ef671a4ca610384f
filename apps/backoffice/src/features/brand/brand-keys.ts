/** Query keys of the brand feature: one read of every brand setting per merchant. */
export const brandKeys = {
  settings: (merchant: string) => ['brand', merchant, 'settings'] as const,
};

/** The page's tabs, in order; the address names the open one (`?tab=theme`). */
export const brandTabs = ['modules', 'registration', 'login', 'maintenance', 'theme'] as const;
export type BrandTab = (typeof brandTabs)[number];
export const tabFromParams = (params: URLSearchParams): BrandTab => {
  const tab = params.get('tab');
  return (brandTabs as readonly string[]).includes(tab ?? '') ? (tab as BrandTab) : 'modules';
};
