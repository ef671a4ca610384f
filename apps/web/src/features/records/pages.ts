/** Member-centre pages of the records feature (ids kept apart from the pages, which load on demand). */
export const recordsPageIds = ['personalHistoryCopy', 'personalProfit'] as const;
export const isRecordsPage = (id: string) => (recordsPageIds as readonly string[]).includes(id);
