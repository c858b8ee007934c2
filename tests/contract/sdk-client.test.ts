import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { createTestApp, type TestApp } from '@propre/api/test/build-app';
import { contractCheckedFetch } from '@propre/api/test/contract-fetch';
import { createPropreClient, NetworkError, ProblemError, TimeoutError } from '@propre/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

describe('@propre/sdk against the running API', () => {
  it('calls typed operations and sends language and bearer token', async () => {
    const sent: Headers[] = [];
    const propre = createPropreClient({
      baseUrl: base,
      locale: 'en',
      auth: { getToken: () => 'tok_123' },
      fetch: (input, init) => {
        sent.push(new Headers((input as Request).headers));
        return checkedFetch(input, init);
      },
    });
    const { data } = await propre.GET('/api/health');
    expect(data?.status).toBe('ok');
    expect(data?.version).toBe('0.1.0');
    expect(sent[0]?.get('accept-language')).toBe('en');
    expect(sent[0]?.get('authorization')).toBe('Bearer tok_123');
  });

  it('rejects with a ProblemError carrying code, status and request id', async () => {
    const propre = createPropreClient({ baseUrl: `${base}/missing`, fetch: checkedFetch });
    const failure = await propre.GET('/api/health').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProblemError);
    const problem = failure as ProblemError;
    expect(problem.status).toBe(404);
    expect(problem.code).toBe('not_found');
    expect(problem.problem.title).toBe('Introuvable');
    expect(problem.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  // The real API always answers and is always reachable while the file runs: a silent server
  // and a closed port stand in for the two failures it cannot produce.
  it('times out when the server does not answer', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const propre = createPropreClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      await expect(propre.GET('/api/health')).rejects.toBeInstanceOf(TimeoutError);
    } finally {
      silent.close();
    }
  });

  it('reports an unreachable server as a NetworkError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const propre = createPropreClient({ baseUrl: `http://127.0.0.1:${port}` });
    await expect(propre.GET('/api/health')).rejects.toBeInstanceOf(NetworkError);
  });
});
