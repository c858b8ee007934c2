// Test support only (not exported by the package): a node:http server standing in for the API,
// for src/query/query.test.ts only. That file drives @tanstack/query-core itself (observers,
// focus), a dependency of this package alone, so it cannot run in tests/ against the real API.
// Everything else is tested against the real API in tests/sdk/.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Route = (request: RecordedRequest, response: ServerResponse) => void;

export interface StandInApi {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Routes by `METHOD /path`; anything else is a 404 problem. */
  routes: Map<string, Route>;
  close(): Promise<void>;
}

export function json(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  response.writeHead(status, { 'content-type': type, 'x-request-id': '00000000-0000-4000-8000-000000000000' });
  response.end(JSON.stringify(body));
}

export function problem(response: ServerResponse, status: number, code: string, title: string) {
  json(
    response,
    status,
    { type: 'about:blank', title, status, code, requestId: '00000000-0000-4000-8000-000000000000' },
    'application/problem+json',
  );
}

export async function startStandInApi(): Promise<StandInApi> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Route>();
  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      headers: incoming.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    const route = routes.get(`${request.method} ${request.path.split('?')[0]}`);
    if (route) route(request, response);
    else problem(response, 404, 'not_found', 'Introuvable');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    routes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
