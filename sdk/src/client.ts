import type { paths } from '@propre/openapi/types';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { NetworkError, ProblemError, TimeoutError } from './errors.ts';

/** Where the client finds the session token; the SDK issue adds browser-storage stores. */
export interface TokenSource {
  getToken(): string | null | undefined;
}

export interface PropreClientOptions {
  /** Origin of the API, e.g. https://propre.ca or http://localhost:3000. */
  baseUrl: string;
  auth?: TokenSource;
  fetch?: typeof globalThis.fetch;
  /** Language of problem titles and details; the API defaults to French. */
  locale?: 'fr' | 'en';
  /** Milliseconds before a request fails with TimeoutError (spec: 10 s). */
  timeoutMs?: number;
}

export type PropreClient = Client<paths>;

export const defaultTimeoutMs = 10_000;

/**
 * Creates an instance of the typed client: every operation of the contract with typed paths,
 * parameters, bodies and results. Failures reject: ProblemError for a non-2xx answer,
 * TimeoutError, NetworkError.
 */
export function createPropreClient(options: PropreClientOptions): PropreClient {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const baseFetch = options.fetch ?? globalThis.fetch;
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    headers: { accept: 'application/json' },
    fetch: async (request: Request) => {
      try {
        return await baseFetch(request, {
          signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
        } as RequestInit);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError') throw new TimeoutError(timeoutMs);
        throw new NetworkError(error);
      }
    },
  });
  const middleware: Middleware = {
    onRequest({ request }) {
      if (options.locale) request.headers.set('accept-language', options.locale);
      const token = options.auth?.getToken();
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response }) {
      if (!response.ok) throw await ProblemError.fromResponse(response);
      return response;
    },
  };
  client.use(middleware);
  return client;
}
