/**
 * The network under the real SDK client in the onboarding's widget tests: a `fetch` answering
 * `METHOD /path` with contract-shaped bodies (story-support's fixtures) and recording every
 * request with its query, content type and body size, so a test can see what was — and was
 * not — sent. (MSW does not resolve from this package; stories use it through story-support.)
 */
export interface Answer {
  status: number;
  body?: unknown;
  /**
   * Answers once this settles: a test holds the answer while it checks the pending state
   * (a timed delay races the browser on a busy host).
   */
  until?: Promise<unknown>;
}

export interface SeenRequest {
  method: string;
  url: URL;
  contentType: string | null;
  bodyBytes: number;
}

export type Handler = Answer | ((request: SeenRequest) => Answer);

export interface FakeApi {
  fetch: typeof globalThis.fetch;
  requests: SeenRequest[];
  /** The requests `METHOD /path`, oldest first. */
  to(route: string): SeenRequest[];
}

export function fakeApi(routes: Record<string, Handler>): FakeApi {
  const requests: SeenRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = await request.clone().arrayBuffer();
    const seen: SeenRequest = {
      method: request.method,
      url: new URL(request.url),
      contentType: request.headers.get('content-type'),
      bodyBytes: body.byteLength,
    };
    requests.push(seen);
    const route = routes[`${seen.method} ${seen.url.pathname}`];
    const answer = typeof route === 'function' ? route(seen) : (route ?? { status: 404, body: { code: 'not_found' } });
    if (answer.until) await answer.until;
    const problem = answer.status >= 400;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': problem ? 'application/problem+json' : 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, requests, to: (route) => requests.filter((r) => `${r.method} ${r.url.pathname}` === route) };
}
