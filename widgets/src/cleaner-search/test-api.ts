/**
 * The network under the SDK client in widget tests: a `fetch` that answers the API's paths with
 * contract-shaped bodies and records every request, so a test can read the query the widget sent.
 * (MSW does not resolve from this package; stories use it through story-support.)
 */
import type { components } from '@propre/sdk';

type Problem = components['schemas']['Problem'];

export interface Answer {
  status: number;
  body: unknown;
  /**
   * Answers once this settles: a test holds the answer while it checks the pending state
   * (a timed delay races the browser on a busy host).
   */
  until?: Promise<unknown>;
}

export type Route = (url: URL) => Answer | undefined;

export interface FakeApi {
  fetch: typeof globalThis.fetch;
  /** Every request's URL, oldest first. */
  requests: URL[];
  /** The requests to one path. */
  requestsTo(pathname: string): URL[];
}

export function fakeApi(...routes: Route[]): FakeApi {
  const requests: URL[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requests.push(url);
    const answer = routes.map((route) => route(url)).find((found) => found !== undefined);
    if (!answer) return new Response('no route', { status: 599 });
    if (answer.until) await answer.until;
    const problem = answer.status >= 400;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: {
        'content-type': problem ? 'application/problem+json' : 'application/json',
        ...(problem ? { 'x-request-id': (answer.body as Problem).requestId ?? '' } : {}),
      },
    });
  }) as typeof globalThis.fetch;
  return { fetch, requests, requestsTo: (pathname) => requests.filter((url) => url.pathname === pathname) };
}

export const searchPath = '/api/search/cleaners';
export const citiesPath = '/api/places/cities';

/** A route for one path; `answer` sees the request's URL. */
export function on(pathname: string, answer: (url: URL) => Answer | undefined): Route {
  return (url) => (url.pathname === pathname ? answer(url) : undefined);
}

export function problem(code: string, status: number, requestId = 'req_test_0001'): Problem {
  return { type: `https://propre.ca/problems/${code.replace(/_/g, '-')}`, title: code, status, code, requestId };
}
