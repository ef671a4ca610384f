import { describe, expect, it } from 'vitest';
import { casesFromParams, hasMoreCases, paramsOfCases } from './cases-state';

describe('the cases queue in the address', () => {
  it('reads the status and page, open cases on page 1 otherwise', () => {
    expect(casesFromParams(new URLSearchParams('status=CLOSED&page=3'))).toEqual({ status: 'CLOSED', page: 3 });
    expect(casesFromParams(new URLSearchParams('status=closed&page=0'))).toEqual({ status: 'OPEN', page: 1 });
    expect(casesFromParams(new URLSearchParams('page=2.5'))).toEqual({ status: 'OPEN', page: 1 });
  });

  it('writes only what differs from the plain queue, and reads back what it wrote', () => {
    expect(paramsOfCases({ status: 'OPEN', page: 1 })).toEqual({});
    const s = { status: 'CLOSED', page: 2 } as const;
    expect(casesFromParams(new URLSearchParams(paramsOfCases(s)))).toEqual(s);
  });

  it('has a next page while the rows so far fall short of the total', () => {
    expect(hasMoreCases(1, 20)).toBe(false);
    expect(hasMoreCases(1, 21)).toBe(true);
    expect(hasMoreCases(2, 41, 20)).toBe(true);
  });
});
