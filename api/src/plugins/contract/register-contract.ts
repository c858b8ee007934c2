import type { OpenAPIV31Document } from '@propre/openapi';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { type Actor, actors } from '../auth/request-auth.ts';
import { commonFail } from '../errors/common.errors.ts';
import { applyCachePolicy, cachePolicyOf } from './cache-policy.ts';
import type { HandlerTable } from './handlers.ts';
import { listOperations, type OperationEntry, resolveRef, toFastifyPath } from './spec-document.ts';
import { createContractAjv, readableTextOnly, schemaRef, type ValidateFunction } from './validation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation this route serves. */
    operationId?: string;
    /** Media types its request body may have. */
    acceptedTypes?: readonly string[];
    /** The operation's `x-raw-body`: the body's exact bytes are kept (signed webhooks). */
    rawBody?: boolean;
    /** The security schemes its `security` names (a partner's publishable key is read only where named). */
    securitySchemes?: readonly string[];
  }
  interface FastifyRequest {
    /** The body as it arrived, for operations with `x-raw-body: true` (signature checks). */
    rawBody?: Buffer;
  }
}

export interface RegisterOptions {
  /** Refuse to boot when an operation does not declare who may call it (`x-roles`). */
  requireRoles: boolean;
}

const binaryTypes = /^(image\/|application\/pdf$|application\/octet-stream$|text\/calendar$)/;

/**
 * Registers one route per operation of the contract, validated by the contract's own
 * schemas, answering with the `Cache-Control` each response declares. Fails at boot when an
 * operation has no handler or a handler no operation, so the server and the contract cannot
 * drift apart.
 */
export function registerContract(
  app: FastifyInstance,
  doc: OpenAPIV31Document,
  handlers: HandlerTable,
  options: RegisterOptions,
): OperationEntry[] {
  const operations = listOperations(doc);
  const declared = new Set(operations.map((o) => o.operationId));
  const missing = operations.filter((o) => !handlers[o.operationId]).map((o) => o.operationId);
  const orphans = Object.keys(handlers).filter((id) => !declared.has(id));
  const withoutRoles = options.requireRoles
    ? operations.filter((o) => !isRoleList(o.operation['x-roles'])).map((o) => o.operationId)
    : [];
  if (missing.length > 0 || orphans.length > 0 || withoutRoles.length > 0) {
    throw new Error(
      [
        missing.length > 0 ? `Operations without a handler: ${missing.join(', ')}` : '',
        orphans.length > 0 ? `Handlers without an operation: ${orphans.join(', ')}` : '',
        withoutRoles.length > 0 ? `Operations without x-roles: ${withoutRoles.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }

  // Bodies are validated exactly as sent; query, path and header values arrive as strings
  // and are coerced to the types the contract declares.
  const bodyAjv = createContractAjv(doc, { coerce: false });
  const paramAjv = createContractAjv(doc, { coerce: true });
  // Each validator is compiled on its route's first request, not at start: compiling every part of
  // every operation took ~0.4 s of a start, and a second `./script/start` has 3 s to be ready.
  app.setValidatorCompiler(({ schema, httpPart }) => {
    let compiled: (((data: unknown) => boolean | Promise<unknown>) & Pick<ValidateFunction, 'errors'>) | undefined;
    const validator = () =>
      (compiled ??=
        httpPart === 'body' ? bodyAjv.compile(schema as object) : finiteNumbersOnly(paramAjv.compile(schema as object)));
    return readableTextOnly(
      (data) => validator()(data),
      () => validator().errors,
    );
  });

  // Binary bodies (uploads) arrive as a Buffer; their content is checked by the operation.
  const binary = [...new Set(operations.flatMap((o) => Object.keys(o.requestBody?.content ?? {})))].filter((t) =>
    binaryTypes.test(t),
  );
  if (binary.length > 0) {
    app.addContentTypeParser(binary, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  }

  // JSON is parsed as Fastify does (prototype poisoning refused), and the exact bytes are kept
  // for the operations that verify a signature over them.
  if (operations.some((o) => o.operation['x-raw-body'] === true)) {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      if (request.routeOptions.config.rawBody) request.rawBody = body as Buffer;
      parseJson(request, (body as Buffer).toString('utf8'), done);
    });
  }

  for (const entry of operations) {
    const handler = handlers[entry.operationId];
    if (!handler) continue;
    const acceptedTypes = Object.keys(entry.requestBody?.content ?? {});
    const queryDefaults = defaultsOf(doc, entry);
    const preValidation = [];
    if (queryDefaults.length > 0) {
      // Ajv applies `default` only to properties written inline, not through the $ref each
      // parameter schema is compiled from, so declared query defaults are filled in here.
      preValidation.push(async (request: FastifyRequest) => {
        const query = request.query as Record<string, unknown>;
        for (const [name, value] of queryDefaults) if (query[name] === undefined) query[name] = structuredClone(value);
      });
    }
    if (acceptedTypes.length > 0) {
      preValidation.push(async (request: FastifyRequest) => {
        const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
        if (type && !acceptedTypes.includes(type)) {
          throw commonFail('unsupported_media_type', {
            detail: {
              fr: `Types acceptés : ${acceptedTypes.join(', ')}`,
              en: `Accepted types: ${acceptedTypes.join(', ')}`,
            },
          });
        }
      });
    }
    const preParsing = entry.requestBody || entry.method === 'get' ? [] : [ignoreBody];
    const cachePolicy = cachePolicyOf(doc, entry);
    app.route({
      method: entry.method.toUpperCase() as 'GET',
      url: toFastifyPath(entry.path),
      schema: routeSchema(entry),
      config: {
        operationId: entry.operationId,
        acceptedTypes,
        rawBody: entry.operation['x-raw-body'] === true,
        securitySchemes: securitySchemesOf(entry.operation.security),
        ...(isRoleList(entry.operation['x-roles']) ? { roles: entry.operation['x-roles'] } : {}),
      },
      ...(typeof entry.operation['x-max-body-bytes'] === 'number' ? { bodyLimit: entry.operation['x-max-body-bytes'] } : {}),
      preParsing,
      preValidation,
      ...(cachePolicy ? { onSend: applyCachePolicy(cachePolicy) } : {}),
      handler,
    });
  }
  return operations;
}

/**
 * An operation that declares no body ignores one sent anyway: it is drained unread, so stray
 * JSON (even a `__proto__` key) or an odd media type cannot turn into an undeclared 400 or 415.
 */
async function ignoreBody(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) {
  const headers = request.headers;
  if (headers['content-type'] === undefined && headers['transfer-encoding'] === undefined) return payload;
  delete headers['content-type'];
  delete headers['transfer-encoding'];
  headers['content-length'] = '0';
  payload.resume();
  return payload;
}

/**
 * Ajv coerces "Infinity", "-Infinity" and "1e400" to numbers that then skip `minimum` and
 * `maximum`; no parameter of the contract can be infinite, so such a value is a type error
 * (found by the contract fuzzer: `?limit=Infinity` reached the database).
 */
function finiteNumbersOnly(validate: ValidateFunction): ((data: unknown) => boolean) & Pick<ValidateFunction, 'errors'> {
  const check = (data: unknown): boolean => {
    const valid = validate(data);
    check.errors = validate.errors;
    if (!valid || !data || typeof data !== 'object') return valid;
    for (const [name, value] of Object.entries(data)) {
      const values: unknown[] = Array.isArray(value) ? value : [value];
      if (values.some((v) => typeof v === 'number' && !Number.isFinite(v))) {
        check.errors = [
          {
            instancePath: `/${name}`,
            schemaPath: '#/type',
            keyword: 'type',
            params: { type: 'number' },
            message: 'must be a finite number',
          },
        ];
        return false;
      }
    }
    return true;
  };
  check.errors = null as ValidateFunction['errors'];
  return check;
}

function securitySchemesOf(security: unknown): string[] {
  if (!Array.isArray(security)) return [];
  return [
    ...new Set(
      security.flatMap((requirement) => (requirement && typeof requirement === 'object' ? Object.keys(requirement) : [])),
    ),
  ];
}

function isRoleList(value: unknown): value is Actor[] {
  return Array.isArray(value) && value.length > 0 && value.every((v) => (actors as readonly unknown[]).includes(v));
}

function defaultsOf(doc: OpenAPIV31Document, entry: OperationEntry): Array<[string, unknown]> {
  const defaults: Array<[string, unknown]> = [];
  for (const { parameter, pointer } of entry.parameters) {
    if (parameter.in !== 'query' || !parameter.schema) continue;
    const schema = resolveRef(doc, parameter.schema, `${pointer}/schema`).value as { default?: unknown };
    if (schema.default !== undefined) defaults.push([parameter.name, schema.default]);
  }
  return defaults;
}

function routeSchema(entry: OperationEntry): FastifySchema {
  const schema: FastifySchema = {};
  const groups: Record<'path' | 'query' | 'header', { properties: Record<string, unknown>; required: string[] }> = {
    path: { properties: {}, required: [] },
    query: { properties: {}, required: [] },
    header: { properties: {}, required: [] },
  };
  for (const { parameter, pointer } of entry.parameters) {
    if (parameter.in === 'cookie') continue;
    const group = groups[parameter.in];
    const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name;
    group.properties[name] = parameter.schema ? schemaRef(`${pointer}/schema`) : {};
    if (parameter.required || parameter.in === 'path') group.required.push(name);
  }
  const objectOf = (g: (typeof groups)['path']) => ({ type: 'object', properties: g.properties, required: g.required });
  if (Object.keys(groups.path.properties).length > 0) schema.params = objectOf(groups.path);
  if (Object.keys(groups.query.properties).length > 0) schema.querystring = objectOf(groups.query);
  if (Object.keys(groups.header.properties).length > 0) schema.headers = objectOf(groups.header);
  const jsonSchemaPointer = entry.requestBody?.content['application/json'];
  if (jsonSchemaPointer) {
    schema.body = entry.requestBody?.required
      ? schemaRef(jsonSchemaPointer)
      : { anyOf: [{ type: 'null' }, schemaRef(jsonSchemaPointer)] };
  }
  return schema;
}
