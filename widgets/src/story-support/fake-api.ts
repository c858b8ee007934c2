/**
 * The network under the real SDK client in widget tests (vitest browser mode, where MSW does not
 * resolve): a `fetch`, given as the client's own `fetch` option, that answers the routes a test
 * names and records every request. Each answer is checked against the contract for the operation
 * its method and path belong to, as the stories' mocks are: a test never passes on a body the API
 * could not send.
 */

import openapi from '@propre/openapi/openapi.json' with { type: 'json' };
import type { OperationId } from './contract.ts';
import { problemBody } from './problem.ts';
import { createContractValidator } from './validate.ts';

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Answers once this settles: a test holds the answer while it checks the pending state
   * (a timed delay races the browser on a busy host).
   */
  until?: Promise<unknown>;
}

export interface SeenRequest {
  method: string;
  /** The path without its query (`/api/search/cleaners`). */
  path: string;
  url: URL;
  headers: Headers;
  contentType: string | null;
  /** The JSON body, parsed; undefined when there is none or it is not JSON (an upload). */
  body: unknown;
  /** The body's size: what an upload sent. */
  bodyBytes: number;
}

/** What a route answers: an answer, one computed (maybe asynchronously) from the request, or a network failure. */
export type Reply = Answer | ((request: SeenRequest) => Answer | Promise<Answer>) | 'network-error';

/** Routes by `METHOD /path` (`'POST /api/auth/login'`); a request no route names gets a 404. */
export type Routes = Record<string, Reply>;

export interface FakeApi {
  fetch: typeof globalThis.fetch;
  /** Every request, oldest first. */
  requests: SeenRequest[];
  /** The requests to `/path` (any method) or to `METHOD /path`, oldest first. */
  to(route: string): SeenRequest[];
}

/** `GET path` answered from the request's URL: the usual shape of a read. */
export function onGet(path: string, answer: (url: URL) => Answer): Routes {
  return { [`GET ${path}`]: (request) => answer(request.url) };
}

interface Template {
  method: string;
  pattern: RegExp;
  operationId: OperationId;
}

/** The contract's operations as `METHOD` + a pattern of their path template. */
function templates(): Template[] {
  const found: Template[] = [];
  const paths = (openapi as unknown as { paths: Record<string, Record<string, { operationId?: string }>> }).paths;
  for (const [path, item] of Object.entries(paths)) {
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    for (const [method, operation] of Object.entries(item)) {
      if (operation?.operationId)
        found.push({ method: method.toUpperCase(), pattern, operationId: operation.operationId as OperationId });
    }
  }
  return found;
}

/**
 * A fake API over `routes` (several sets merge; the first that names a route wins). Throws, and so
 * fails the test, when an answer is not one the contract allows for that operation and status.
 */
export function fakeApi(...routes: Routes[]): FakeApi {
  const table: Routes = {};
  for (const set of routes) for (const [key, reply] of Object.entries(set)) if (!(key in table)) table[key] = reply;
  const operations = templates();
  const validator = createContractValidator();
  const requests: SeenRequest[] = [];

  const check = (seen: SeenRequest, answer: Answer) => {
    const operation = operations.find((t) => t.method === seen.method && t.pattern.test(seen.path));
    if (!operation) throw new Error(`The fake API answers ${seen.method} ${seen.path}, which the contract does not have`);
    let errors: string[];
    try {
      errors = validator.check(operation.operationId, answer.status, answer.body);
    } catch (error) {
      // A status the contract does not list for the operation.
      errors = [String(error)];
    }
    if (errors.length > 0) {
      throw new Error(
        `The fake API's ${answer.status} for ${operation.operationId} does not match the contract:\n  ${errors.join('\n  ')}`,
      );
    }
  };
  // The SDK would take an error thrown inside fetch for a network failure, which a test of that
  // state could mistake for success: the mistake is thrown again, uncaught, so the run fails.
  const failLoudly = (error: unknown) => {
    setTimeout(() => {
      throw error;
    });
    throw error;
  };

  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const bytes = await request.clone().arrayBuffer();
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type');
    const json = bytes.byteLength > 0 && contentType?.includes('json');
    const seen: SeenRequest = {
      method: request.method,
      path: url.pathname,
      url,
      headers: request.headers,
      contentType,
      body: json ? (JSON.parse(new TextDecoder().decode(bytes)) as unknown) : undefined,
      bodyBytes: bytes.byteLength,
    };
    requests.push(seen);
    const reply = table[`${seen.method} ${seen.path}`];
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (!reply) {
      return new Response(JSON.stringify(problemBody('not_found', 404)), {
        status: 404,
        headers: { 'content-type': 'application/problem+json' },
      });
    }
    const answer = typeof reply === 'function' ? await reply(seen) : reply;
    try {
      check(seen, answer);
    } catch (error) {
      failLoudly(error);
    }
    if (answer.until) await answer.until;
    const problem = answer.status >= 400;
    const requestId = (answer.body as { requestId?: string } | undefined)?.requestId;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: {
        'content-type': problem ? 'application/problem+json' : 'application/json',
        ...(requestId ? { 'x-request-id': requestId } : {}),
        ...answer.headers,
      },
    });
  }) as typeof globalThis.fetch;
  const to = (route: string) =>
    requests.filter((request) => (route.startsWith('/') ? request.path : `${request.method} ${request.path}`) === route);
  return { fetch, requests, to };
}
