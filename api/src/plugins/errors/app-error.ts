import type { Localized } from './locale.ts';

/** One invalid input field, as listed in a problem's `errors[]`. */
export interface FieldError {
  pointer: string;
  code: string;
  message: string;
}

/** How an error code is presented: its HTTP status and a title in each language. */
export interface ErrorDefinition {
  status: number;
  title: Localized;
}

/** A field error raised by a service, before its message is put in the caller's language. */
export interface RaisedFieldError {
  pointer: string;
  code: string;
  message: string | Localized;
}

export interface AppErrorOptions {
  detail?: string | Localized;
  /** Why the bank refused a card, on `payment_failed` (the contract's DeclineCode). */
  declineCode?: string;
  errors?: RaisedFieldError[];
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * The one error type of the API. Services throw it with a code from their area's catalogue;
 * the problem handler turns it into an RFC 9457 response.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly detail: string | Localized | undefined;
  readonly errors: RaisedFieldError[] | undefined;
  readonly declineCode: string | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: string, status: number, options: AppErrorOptions = {}) {
    super(typeof options.detail === 'string' ? options.detail : (options.detail?.en ?? code), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.detail = options.detail;
    this.errors = options.errors;
    this.declineCode = options.declineCode;
    this.headers = options.headers;
  }
}

/**
 * Builds a typed thrower for one area's catalogue, so a code cannot be misspelt and its
 * status lives in one place: `const fail = errorsOf(bookingErrors); throw fail('booking_not_found')`.
 */
export function errorsOf<C extends Record<string, ErrorDefinition>>(catalogue: C) {
  return (code: keyof C & string, options?: AppErrorOptions): AppError => {
    const definition = catalogue[code] as ErrorDefinition;
    return new AppError(code, definition.status, options);
  };
}

/**
 * Like `errorsOf`, for the one code of the API answered at two statuses: a code that is the
 * resource asked for (404) and also a field of another resource's body (422, `city_not_found`).
 */
export function errorsWithStatusOf<C extends Record<string, ErrorDefinition>>(catalogue: C) {
  const fail = errorsOf(catalogue);
  return (code: keyof C & string, options: AppErrorOptions & { status?: number } = {}): AppError => {
    const { status, ...rest } = options;
    return status === undefined ? fail(code, rest) : new AppError(code, status, rest);
  };
}
