// @propre/sdk/query with a real QueryClient (@tanstack/query-core) against the running API.
import { createTestApp, type TestApp } from '@propre/api/test/build-app';
import { contractCheckedFetch } from '@propre/api/test/contract-fetch';
import { createPropreClient, ProblemError } from '@propre/sdk';
import { createQueryClient, invalidateStale, queryKeyFor, queryOptionsFor } from '@propre/sdk/query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let t: TestApp;
let base: string;
const checkedFetch = contractCheckedFetch();

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t?.close();
});

let requested: string[];
let queryClient: ReturnType<typeof createQueryClient>;
const propreAt = (baseUrl: string) =>
  createPropreClient({
    baseUrl,
    fetch: (input, init) => {
      requested.push(new URL((input as Request).url).pathname);
      return checkedFetch(input, init);
    },
  });

beforeEach(() => {
  requested = [];
  queryClient = createQueryClient();
});
afterEach(() => {
  queryClient.clear();
});

describe('@propre/sdk/query against the running API', () => {
  it('fetches a GET operation under its key and serves it from the cache afterwards', async () => {
    const propre = propreAt(base);
    const health = queryOptionsFor(propre, '/api/health');
    expect(health.queryKey).toEqual(['propre', '/api/health', {}]);
    expect(health.queryKey).toEqual(queryKeyFor('/api/health'));

    const data = await queryClient.query(health);
    expect(data.status).toBe('ok');
    expect(data.version).toBe('0.1.0');
    expect(queryClient.getQueryData(health.queryKey)).toEqual(data);

    // Never stale: asking again, even much later, does not call the API.
    expect(await queryClient.query(health)).toBe(data);
    expect(queryClient.getQueryState(health.queryKey)?.isInvalidated).toBe(false);
    expect(requested).toEqual(['/api/health']);
  });

  it('refetches after its path template is invalidated, that template only', async () => {
    const propre = propreAt(base);
    const health = queryOptionsFor(propre, '/api/health');
    const ready = queryOptionsFor(propre, '/api/health/ready');
    await queryClient.query(health);
    await queryClient.query(ready);

    await invalidateStale(queryClient, ['/api/heal']);
    await queryClient.query(health);
    await queryClient.query(ready);
    expect(requested).toEqual(['/api/health', '/api/health/ready']);

    await invalidateStale(queryClient, ['/api/health/ready']);
    await queryClient.query(health);
    await queryClient.query(ready);
    expect(requested).toEqual(['/api/health', '/api/health/ready', '/api/health/ready']);

    await invalidateStale(queryClient, ['/api/health', '/api/health/ready']);
    const [again] = await Promise.all([queryClient.query(health), queryClient.query(ready)]);
    expect(again.status).toBe('ok');
    expect(requested.slice(3).sort()).toEqual(['/api/health', '/api/health/ready']);
  });

  it('fails a query with the ProblemError of the answer', async () => {
    const propre = propreAt(`${base}/missing`);
    const failure = await queryClient.query(queryOptionsFor(propre, '/api/health')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProblemError);
    expect(failure).toMatchObject({ status: 404, code: 'not_found' });
    expect(requested).toEqual(['/missing/api/health']);
  });
});
