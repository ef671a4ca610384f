import { describe, expect, it } from 'vitest';
import { exportQueryOf, exportUrl } from './export-csv';
import { defaultSearch } from './search-state';

describe('the CSV export call', () => {
  it('sends the search without page or size, and the trimmed reason', () => {
    const s = { by: 'email', q: ' demo ', status: 'LOCKED', sort: 'account', dir: 'asc', page: 4 } as const;
    expect(exportQueryOf(s, '  monthly review ').toString()).toBe(
      'by=email&q=demo&status=LOCKED&sort=account&dir=asc&reason=monthly+review',
    );
  });

  it('leaves an empty text and status out and fills the merchant into the path', () => {
    expect(exportUrl('DEMO', defaultSearch, 'why not')).toBe(
      '/ops/v1/merchants/DEMO/players-export?by=any&sort=created&dir=desc&reason=why+not',
    );
  });
});
