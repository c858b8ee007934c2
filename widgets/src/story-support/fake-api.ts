/**
 * The network under the real SDK client in widget tests: a `fetch` (the client's own `fetch`
 * option) answering `METHOD /path` with contract-shaped bodies (this folder's fixtures and
 * `problemBody`) and recording every request, so a test can see what was — and was not — sent.
 * (MSW does not resolve from @propre/widgets; stories use it through `mockOperation`.)
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
  url: URL;
  path: string;
  headers: Headers;
  contentType: string | null;
  /** The JSON body, parsed; undefined for none or another type (a file). */
  body: unknown;
  bodyBytes: number;
}

export type Handler = Answer | ((request: SeenRequest) => Answer) | 'network-error';

export interface FakeApi {
  fetch: typeof globalThis.fetch;
  requests: SeenRequest[];
  /** The requests to `METHOD /path` (or to `/path` by any method), oldest first. */
  to(route: string): SeenRequest[];
}

/** Answers each `METHOD /path` of `routes` (a function sees the request); anything else is a 404. */
export function fakeApi(routes: Record<string, Handler>): FakeApi {
  const requests: SeenRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const bytes = await request.clone().arrayBuffer();
    const contentType = request.headers.get('content-type');
    const url = new URL(request.url);
    const json = contentType?.includes('json') && bytes.byteLength > 0;
    const seen: SeenRequest = {
      method: request.method,
      url,
      path: url.pathname,
      headers: request.headers,
      contentType,
      body: json ? JSON.parse(new TextDecoder().decode(bytes)) : undefined,
      bodyBytes: bytes.byteLength,
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
  const to = (route: string) =>
    requests.filter((request) => (route.includes(' ') ? `${request.method} ${request.path}` : request.path) === route);
  return { fetch, requests, to };
}
