import { describe, expect, it } from 'vitest';
import { freePlayBody } from './auth';
import { gameListQuery } from './catalogue';
import { betRecordsQuery } from './records';
import { memTransQuery } from './wallet';

describe('whole numbers: digits from a query string, numbers from JSON, nothing else', () => {
  it('reads digits in text and JSON numbers', () => {
    expect(betRecordsQuery.parse({ pageNo: '2', pageSize: '10' })).toMatchObject({ pageNo: 2, pageSize: 10 });
    expect(betRecordsQuery.parse({ pageNo: 3 })).toMatchObject({ pageNo: 3, pageSize: 20 });
    expect(gameListQuery.parse({})).toMatchObject({ pageNo: 1 });
    expect(freePlayBody.parse({})).toMatchObject({ gatewayVersion: 3 });
    expect(freePlayBody.parse({ gatewayVersion: '3' })).toMatchObject({ gatewayVersion: 3 });
  });

  it('never turns true, null, [], "" or "1e3" into a number', () => {
    for (const bad of [true, false, null, [], [2], '', ' ', '1e3', '0x10', '2.5', {}])
      for (const schema of [betRecordsQuery, memTransQuery, gameListQuery])
        expect(schema.safeParse({ pageNo: bad }).success, `${JSON.stringify(bad)}`).toBe(false);
    expect(freePlayBody.safeParse({ gatewayVersion: null }).success).toBe(false);
    expect(freePlayBody.safeParse({ gatewayVersion: true }).success).toBe(false);
  });
});
