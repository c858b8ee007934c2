import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RequestPart, toFieldErrors, toRequestPart } from '../contract/validation.ts';
import { AppError, type ErrorDefinition, type FieldError } from './app-error.ts';
import { commonErrors, commonFail } from './common.errors.ts';
import { type Localized, negotiateLocale } from './locale.ts';

export const problemTypeBase = 'https://propre.ca/problems/';

/** The body of every error response (RFC 9457 plus Propre's members). */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  code: string;
  errors?: FieldError[];
  declineCode?: string;
  requestId: string;
}

// SQLSTATE classes that mean "the request conflicts with stored data", not a server fault.
const constraintCodes: Record<string, keyof typeof commonErrors> = {
  '23505': 'already_exists',
  '23P01': 'conflict',
  '23503': 'related_resource_missing',
};

/**
 * Installs the one error handler and the not-found handler on the root instance, so every
 * failure — thrown AppError, contract validation, body parsing, database constraint or bug —
 * leaves as application/problem+json in the caller's language.
 */
export function installProblemHandling(app: FastifyInstance, catalogue: Record<string, ErrorDefinition>): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const appError = toAppError(error, request);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code, status: appError.status }, 'request refused');
    }
    return sendProblem(request, reply, appError, catalogue);
  });

  app.setNotFoundHandler((request, reply) =>
    // TRACE and friends echo or tunnel requests; they are refused outright, not "not found".
    ['TRACE', 'TRACK', 'CONNECT'].includes(request.method)
      ? sendProblem(request, reply, commonFail('method_not_allowed'), catalogue)
      : sendProblem(
          request,
          reply,
          commonFail('not_found', {
            detail: {
              fr: `Aucune ressource à ${request.method} ${pathOf(request)}`,
              en: `Nothing at ${request.method} ${pathOf(request)}`,
            },
          }),
          catalogue,
        ),
  );
}

/**
 * Fastify refuses a few requests before routing them — a URL it cannot decode, a path parameter
 * longer than its router takes — with a JSON body of its own; this sends them as problems, like
 * every other refusal (found by the contract fuzzer). Passed as Fastify's `frameworkErrors`.
 */
export function frameworkErrorHandler(catalogue: Record<string, ErrorDefinition>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    request.log.info({ code: error.code }, 'request refused before routing');
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    return sendProblem(
      request,
      reply,
      commonFail('bad_request', {
        detail: tooLong
          ? { fr: 'Un paramètre de l’adresse est trop long.', en: 'A parameter of the address is too long.' }
          : { fr: 'L’adresse demandée est mal formée.', en: 'The requested address is malformed.' },
      }),
      catalogue,
    );
  };
}

function toAppError(error: FastifyError | AppError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as FastifyError & { validationContext?: string };
  if (fastifyError.validation) {
    const part: RequestPart = toRequestPart(fastifyError.validationContext);
    return commonFail('validation_failed', {
      detail: { fr: 'Certains champs sont invalides.', en: 'Some fields are invalid.' },
      errors: toFieldErrors(part, fastifyError.validation as never, negotiateLocale(request.headers['accept-language'])),
    });
  }
  const sqlState = typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : '';
  const constraint = constraintCodes[sqlState];
  if (constraint) {
    return new AppError(constraint, 409, { cause: error });
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return commonFail('malformed_json', {
        detail: { fr: 'Le corps de la requête n’est pas du JSON valide.', en: 'The request body is not valid JSON.' },
      });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return commonFail('malformed_json', {
        detail: {
          fr: 'Le corps est vide alors que le type de contenu est JSON.',
          en: 'The body is empty although the content type is JSON.',
        },
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const size = sizeLimitText(request.routeOptions.bodyLimit);
      return commonFail('payload_too_large', {
        detail: {
          fr: `Le fichier ou le contenu dépasse la taille maximale de ${size.fr}.`,
          en: `The file or content exceeds the maximum size of ${size.en}.`,
        },
      });
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': {
      const accepted = request.routeOptions.config?.acceptedTypes?.join(', ');
      return commonFail('unsupported_media_type', {
        detail: accepted
          ? { fr: `Types acceptés : ${accepted}`, en: `Accepted types: ${accepted}` }
          : { fr: 'Ce type de contenu n’est pas accepté.', en: 'This content type is not accepted.' },
      });
    }
  }
  // The JSON parser reports prototype-poisoning attempts and similar as plain 400 errors.
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    if (error instanceof SyntaxError) return commonFail('malformed_json');
    const code =
      fastifyError.statusCode === 413
        ? 'payload_too_large'
        : fastifyError.statusCode === 415
          ? 'unsupported_media_type'
          : 'bad_request';
    return new AppError(code, fastifyError.statusCode);
  }
  return commonFail('internal_error', { cause: error });
}

/** A body limit as people read it: "10 Mo" / "10 MB" from a whole number of mebibytes, bytes below one. */
function sizeLimitText(bytes: number): Localized {
  const megabytes = bytes / 1_048_576;
  if (megabytes < 1) return { fr: `${bytes} octets`, en: `${bytes} bytes` };
  const rounded = Math.round(megabytes * 10) / 10;
  return { fr: `${String(rounded).replace('.', ',')} Mo`, en: `${rounded} MB` };
}

function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  error: AppError,
  catalogue: Record<string, ErrorDefinition>,
): FastifyReply {
  const locale = negotiateLocale(request.headers['accept-language']);
  const definition = catalogue[error.code];
  const title: Localized = definition?.title ?? commonErrors.internal_error.title;
  const detail = error.status >= 500 ? undefined : localize(error.detail, locale);
  const body: ProblemBody = {
    type: `${problemTypeBase}${error.code.replaceAll('_', '-')}`,
    title: title[locale],
    status: error.status,
    ...(detail ? { detail } : {}),
    instance: pathOf(request),
    code: error.code,
    ...(error.errors ? { errors: error.errors.map((e) => ({ ...e, message: localize(e.message, locale) ?? e.code })) } : {}),
    ...(error.declineCode ? { declineCode: error.declineCode } : {}),
    requestId: String(request.id),
  };
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).type('application/problem+json').header('content-language', locale).send(body);
}

function localize(text: string | Localized | undefined, locale: keyof Localized): string | undefined {
  if (text === undefined || typeof text === 'string') return text;
  return text[locale];
}

function pathOf(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return index === -1 ? request.url : request.url.slice(0, index);
}
