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

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ProblemError';
    this.problem = problem;
    this.status = problem.status;
    this.code = problem.code;
    this.errors = problem.errors ?? [];
    this.requestId = problem.requestId;
  }

  /** Builds the error from any failed response, problem+json or not. */
  static async fromResponse(response: Response): Promise<ProblemError> {
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      const body = (await response
        .clone()
        .json()
        .catch(() => undefined)) as Partial<Problem> | undefined;
      if (body && typeof body.code === 'string' && typeof body.title === 'string') {
        return new ProblemError({ ...body, status: response.status } as Problem);
      }
    }
    return new ProblemError({
      type: 'about:blank',
      title: response.statusText || 'HTTP error',
      status: response.status,
      code: response.status >= 500 ? 'server_error' : 'http_error',
      requestId: response.headers.get('x-request-id') ?? '',
    });
  }
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
