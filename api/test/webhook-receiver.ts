/**
 * TEST SUPPORT: a partner's webhook receiver on this machine (HTTP on 127.0.0.1, which the
 * test configuration allows), as a partner would write one: it checks the `Propre-Signature`
 * of each delivery itself — HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret, within
 * 5 minutes — records what arrived, and answers as it is told (2xx, an error, or nothing).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  event: { id: string; type: string; created: number; data: { object: Record<string, unknown> } };
  /** Whether the signature matched the secret registered for the path, and was fresh. */
  signatureValid: boolean;
  at: number;
}

type Answer = { status: number } | 'hang';

export interface WebhookReceiver {
  url(path: string): string;
  /** The signing secret of the endpoint at `path` (as the API answered it once). */
  trust(path: string, secret: string): void;
  /** The next answers for `path`, in order; then 200. */
  answerNext(path: string, ...answers: Answer[]): void;
  received: ReceivedDelivery[];
  receivedAt(path: string): ReceivedDelivery[];
  /** Waits until `count` deliveries reached `path`. */
  waitFor(path: string, count: number, timeoutMs?: number): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

export function signatureMatches(body: string, header: string | undefined, secret: string, now = Date.now() / 1000): boolean {
  const fields = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(fields.t);
  if (!Number.isInteger(t) || Math.abs(now - t) > 300 || !fields.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(fields.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const secrets = new Map<string, string>();
  const scripted = new Map<string, Answer[]>();
  const received: ReceivedDelivery[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      const secret = secrets.get(path);
      received.push({
        path,
        headers: request.headers,
        body,
        event: JSON.parse(body),
        signatureValid: secret !== undefined && signatureMatches(body, request.headers['propre-signature'] as string, secret),
        at: Date.now(),
      });
      const answer = scripted.get(path)?.shift() ?? { status: 200 };
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'text/plain' });
      response.end(answer.status < 300 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receivedAt = (path: string) => received.filter((r) => r.path === path);
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    trust: (path, secret) => secrets.set(path, secret),
    answerNext: (path, ...answers) => scripted.set(path, [...(scripted.get(path) ?? []), ...answers]),
    received,
    receivedAt,
    async waitFor(path, count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (receivedAt(path).length < count) {
        if (Date.now() > until) throw new Error(`${path}: ${receivedAt(path).length} of ${count} deliveries arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return receivedAt(path);
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
