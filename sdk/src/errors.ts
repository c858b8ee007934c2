import type { components } from '@propre/openapi/types';

export type Problem = components['schemas']['Problem'];
export type FieldError = components['schemas']['FieldError'];

/** A non-2xx answer of the API, carrying its RFC 9457 problem. */
export class ProblemError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];
  readonly requestId: string | undefined;
  readonly problem: Problem;
  /**
   * Seconds the API asks the caller to wait before trying again (`Retry-After` of a 429 or 503),
   * when it said so.
   */
  readonly retryAfter: number | undefined;

  constructor(problem: Problem, retryAfter?: number) {
    super(problem.detail ?? problem.title);
    this.name = 'ProblemError';
    this.problem = problem;
    this.status = problem.status;
    this.code = problem.code;
    this.errors = problem.errors ?? [];
    this.requestId = problem.requestId;
    this.retryAfter = retryAfter;
  }

  /** Builds the error from any failed response, problem+json or not. */
  static async fromResponse(response: Response): Promise<ProblemError> {
    const retryAfter = retryAfterOf(response.headers.get('retry-after'));
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      const body = (await response
        .clone()
        .json()
        .catch(() => undefined)) as Partial<Problem> | undefined;
      if (body && typeof body.code === 'string' && typeof body.title === 'string') {
        return new ProblemError({ ...body, status: response.status } as Problem, retryAfter);
      }
    }
    return new ProblemError(
      {
        type: 'about:blank',
        title: response.statusText || 'HTTP error',
        status: response.status,
        code: response.status >= 500 ? 'server_error' : 'http_error',
        requestId: response.headers.get('x-request-id') ?? '',
      },
      retryAfter,
    );
  }
}

/** `Retry-After` is delay-seconds or an HTTP date (RFC 9110 §10.2.3); either becomes whole seconds from now. */
function retryAfterOf(header: string | null): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** The request did not reach the API or its answer did not come back. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

/** The API did not answer within the client's timeout. */
export class TimeoutError extends Error {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** Every way a call of the client can fail. */
export type PropreError = ProblemError | NetworkError | TimeoutError;
