/**
 * The network under the real SDK client in the login tests: a `fetch` (the client's own
 * `fetch` option) answering the API's sign-in paths with the bodies the stories use —
 * story-support's fixtures and `problemBody`, which the stories check against the contract —
 * and recording every request with its JSON body. (MSW does not resolve from this package.)
 */
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
  path: string;
  headers: Headers;
  body: unknown;
}

export interface FakeApi {
  fetch: typeof globalThis.fetch;
  requests: SeenRequest[];
  /** The requests to one path, oldest first. */
  to(path: string): SeenRequest[];
}

/** Answers `POST <path>` with `answer` (a function sees the request); anything else is a 404. */
export function fakeApi(routes: Record<string, Answer | ((request: SeenRequest) => Answer) | 'network-error'>): FakeApi {
  const requests: SeenRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    const seen: SeenRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(seen);
    const route = routes[`${seen.method} ${seen.path}`];
    if (route === 'network-error') throw new TypeError('Failed to fetch');
    const answer = typeof route === 'function' ? route(seen) : (route ?? { status: 404, body: { code: 'not_found' } });
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
  return { fetch, requests, to: (path) => requests.filter((request) => request.path === path) };
}
