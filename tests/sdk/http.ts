// Test support for tests/sdk (not a test file): the real API over HTTP, every answer checked
// against the contract, and a log of what went over the wire.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { createTestApp, type TestApp } from '@propre/api/test/build-app';
import { contractCheckedFetch } from '@propre/api/test/contract-fetch';
import { afterAll, beforeAll } from 'vitest';

/** One request the SDK sent and what the API answered. */
export interface Exchange {
  /** `METHOD /path` (without the query string). */
  call: string;
  headers: Headers;
  body: string;
  status: number;
  responseHeaders: Headers;
  /** The parsed JSON answer, or undefined for any other answer. */
  answer: unknown;
}

export interface RunningApi {
  t: TestApp;
  baseUrl: string;
  /** A fetch over real HTTP that fails the test on an answer the contract does not allow. */
  checkedFetch: typeof fetch;
}

/** Starts the real app on a database of its own, listening on a loopback port, for one test file. */
export function useRunningApi(): RunningApi {
  const running = { checkedFetch: contractCheckedFetch() } as RunningApi;
  beforeAll(async () => {
    running.t = await createTestApp();
    running.baseUrl = await running.t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await running.t?.close();
  });
  return running;
}

/** Wraps a fetch so that every exchange is appended to `log`. */
export function recording(fetchImpl: typeof fetch, log: Exchange[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = await request.clone().text();
    const response = await fetchImpl(request);
    const type = response.headers.get('content-type') ?? '';
    const url = new URL(request.url);
    log.push({
      call: `${request.method} ${url.pathname}`,
      headers: request.headers,
      body,
      status: response.status,
      responseHeaders: response.headers,
      answer: type.includes('json') ? await response.clone().json() : undefined,
    });
    return response;
  };
}

/**
 * The address of a port nothing listens on: the API is down or out of reach. The real API
 * cannot be made unreachable for one call while other calls of the same file still reach it,
 * so this stands in for a network failure.
 */
export async function unreachableBaseUrl(): Promise<string> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
