import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { type BodyOf, findOperation, findResponse, type OperationId, type StatusOf, toMswPath } from './contract.ts';
import { assertValidMockBody } from './validate.ts';

type BodyOption<Op extends OperationId, S extends StatusOf<Op>> = [BodyOf<Op, S>] extends [undefined]
  ? { body?: undefined }
  : { body: BodyOf<Op, S> };

export type MockOptions<Op extends OperationId, S extends StatusOf<Op>> = {
  /** A status the contract lists for this operation; `body` is typed from it. */
  status: S;
  /** Extra response headers (`x-request-id` is set from a problem's `requestId` already). */
  headers?: Record<string, string>;
  /** Milliseconds before answering, or `'infinite'` to stay loading forever. */
  delay?: number | 'infinite';
  /**
   * Answers once this settles: a play function holds the answer while it checks the pending
   * state (a timed delay races the browser on a busy host).
   */
  until?: Promise<unknown>;
  /**
   * Origin of the API the story's client calls. Default: none, so the handler matches the page's
   * own origin — the global decorator builds the client with `baseUrl: window.location.origin`.
   */
  baseUrl?: string;
} & BodyOption<Op, S>;

/**
 * An MSW handler answering one operation of the contract — its method and path are read from the
 * bundled contract by operationId — with `body` as that status's media type.
 *
 * The body is checked against the contract when the handler is built: a body the contract does not
 * allow throws `InvalidMockBodyError`, so the story using it (and its test) fails.
 */
export function mockOperation<Op extends OperationId, S extends StatusOf<Op>>(
  operationId: Op,
  options: MockOptions<Op, S>,
): HttpHandler {
  const { method, path } = findOperation(operationId);
  const { mediaType } = findResponse(operationId, options.status);
  assertValidMockBody(operationId, options.status, options.body);

  const headers = new Headers(options.headers);
  if (mediaType) headers.set('content-type', mediaType);
  const requestId = (options.body as { requestId?: unknown } | undefined)?.requestId;
  if (typeof requestId === 'string' && !headers.has('x-request-id')) headers.set('x-request-id', requestId);
  const payload =
    options.body === undefined ? null : mediaType?.includes('json') ? JSON.stringify(options.body) : String(options.body);

  return http[method](`${options.baseUrl ?? ''}${toMswPath(path)}`, async () => {
    if (options.delay !== undefined) await delay(options.delay);
    if (options.until) await options.until;
    return new HttpResponse(payload, { status: options.status, headers });
  });
}

/** An MSW handler for which the request never gets an answer: the SDK reports a NetworkError. */
export function mockNetworkError(operationId: OperationId, options: { baseUrl?: string } = {}): HttpHandler {
  const { method, path } = findOperation(operationId);
  return http[method](`${options.baseUrl ?? ''}${toMswPath(path)}`, () => HttpResponse.error());
}
