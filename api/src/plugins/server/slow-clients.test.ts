/**
 * Issue 34, finding 7: slow clients. 3,000 requests that sent their headers and part of a body,
 * then stalled, were held open for good. The server now ends a request that is not fully
 * received in time (HTTP_REQUEST_TIMEOUT_MS) and headers that do not arrive in time
 * (HTTP_HEADERS_TIMEOUT_MS); small values here, the real defaults in .env.example.
 */
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { commonErrors } from '../errors/common.errors.ts';
import { createHttpServer } from './http-server.ts';

const requestMs = 600;
const headersMs = 300;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    HTTP_REQUEST_TIMEOUT_MS: String(requestMs),
    HTTP_HEADERS_TIMEOUT_MS: String(headersMs),
  });
  ({ app } = await createHttpServer(config, { catalogue: commonErrors, isPartnerOrigin: async () => false }));
  app.post('/echo', async (request) => ({ received: (request.body as { text: string }).text }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app?.close();
});

/** Opens a raw connection, writes `start`, and resolves with what came back and how long until the server closed it. */
async function stallAfter(start: string, limitMs: number): Promise<{ closedAfterMs: number; answer: string }> {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const began = Date.now();
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  socket.write(start);
  const closed = once(socket, 'close').then(() => Date.now() - began);
  const cutoff = new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), limitMs));
  const closedAfterMs = await Promise.race([closed, cutoff]);
  socket.destroy();
  return { closedAfterMs, answer };
}

describe('slow clients', () => {
  it('a body that stalls half-sent is cut off once the request timeout passes', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(200) });
    const head = `POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { closedAfterMs, answer } = await stallAfter(head + body.slice(0, 20), 5_000);
    expect(closedAfterMs).toBeGreaterThanOrEqual(requestMs - 50);
    expect(closedAfterMs).toBeLessThan(requestMs + 1_500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('headers that stall are cut off once the headers timeout passes', async () => {
    const { closedAfterMs } = await stallAfter('POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 5_000);
    expect(closedAfterMs).toBeGreaterThanOrEqual(headersMs - 50);
    expect(closedAfterMs).toBeLessThan(headersMs + 1_500);
  });

  it('a request sent in time is answered as always', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'bonjour' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 'bonjour' });
  });
});
