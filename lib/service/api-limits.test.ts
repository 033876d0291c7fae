import { describe, expect, it } from 'vitest';
import { getApiLimits } from './api-limits';

describe('getApiLimits', () => {
  it('gives the documented defaults: 100 a page, a 2 s deadline, 300 requests a minute', () => {
    expect(getApiLimits({})).toEqual({
      source: 'store',
      pageSize: 100,
      maxAnyAllDepth: 1,
      maxFilterNodes: 100,
      maxOrderbyClauses: 5,
      maxExpandDepth: 2,
      maxExpandedRows: 25_000,
      deadlineSeconds: 2,
      expensivePerClient: 1,
      busyRetryAfterSeconds: 5,
      listMaxAgeSeconds: 300,
      metadataMaxAgeSeconds: 86_400,
      rate: { requests: 300, windowSeconds: 60 },
    });
  });

  it('follows the configuration: deadline, rate limit off, live mode', () => {
    expect(getApiLimits({ ODA_QUERY_TIMEOUT_MS: '1500' }).deadlineSeconds).toBe(2);
    expect(getApiLimits({ ODA_QUERY_TIMEOUT_MS: '5000' }).deadlineSeconds).toBe(5);
    expect(getApiLimits({ ODA_QUERY_EXPENSIVE_PER_CLIENT: '3' }).expensivePerClient).toBe(3);
    expect(getApiLimits({ ODA_RATE_LIMIT_API: '0' }).rate).toBeNull();
    expect(getApiLimits({ ODA_RATE_LIMIT_API: '50', ODA_RATE_LIMIT_WINDOW_S: '10' }).rate).toEqual({
      requests: 50,
      windowSeconds: 10,
    });
    expect(getApiLimits({ ODA_UPSTREAM: 'https://oda.ft.dk/api' })).toMatchObject({
      source: 'live',
      expensivePerClient: 0,
    });
  });
});
