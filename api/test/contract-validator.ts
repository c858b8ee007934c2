import { type OpenAPIV31Document, openapi } from '@propre/openapi';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { escapePointer, listOperations, type OperationEntry, resolveRef } from '../src/plugins/contract/spec-document.ts';
import { createContractAjv, schemaRef } from '../src/plugins/contract/validation.ts';

export interface ObservedResponse {
  method: string;
  url: string;
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

interface CompiledOperation {
  entry: OperationEntry;
  pattern: RegExp;
}

/**
 * Checks responses against the contract the way a third-party client would rely on it:
 * the status is declared, the media type is declared, the body matches its schema and
 * declared headers match theirs. Anything else is a contract violation.
 */
export class ContractValidator {
  readonly #doc: OpenAPIV31Document;
  readonly #ajv;
  readonly #operations: CompiledOperation[];
  readonly #validators = new Map<string, ValidateFunction>();

  constructor(doc: OpenAPIV31Document = openapi) {
    this.#doc = doc;
    this.#ajv = createContractAjv(doc, { coerce: false });
    // Literal paths first, so /api/bookings/mine wins over /api/bookings/{id}.
    this.#operations = listOperations(doc)
      .map((entry) => ({ entry, pattern: pathPattern(entry.path) }))
      .sort((a, b) => templateCount(a.entry.path) - templateCount(b.entry.path));
  }

  /** Returns the contract violations of one response; empty when it conforms. */
  violations(response: ObservedResponse): string[] {
    const path = response.url.split('?')[0] ?? '';
    const method = response.method.toLowerCase();
    const match = this.#operations.find((o) => o.entry.method === method && o.pattern.test(path));
    if (!match) return this.#checkUnmatched(response);
    const { entry } = match;
    const responses = (entry.operation.responses ?? {}) as Record<string, unknown>;
    const statusKey = String(response.statusCode);
    const key =
      statusKey in responses
        ? statusKey
        : `${statusKey[0]}XX` in responses
          ? `${statusKey[0]}XX`
          : 'default' in responses
            ? 'default'
            : undefined;
    const where = `${entry.operationId} (${response.method} ${path}) → ${response.statusCode}`;
    if (!key) return [`${where}: status ${response.statusCode} is not declared; body: ${response.body.slice(0, 300)}`];
    const resolved = resolveRef(this.#doc, responses[key], `${entry.pointer}/responses/${key}`);
    const declared = resolved.value as { content?: Record<string, unknown>; headers?: Record<string, unknown> };
    const problems: string[] = [];
    problems.push(...this.#checkHeaders(where, resolved.pointer, declared.headers ?? {}, response.headers));
    const mediaTypes = Object.keys(declared.content ?? {});
    const contentType =
      String(response.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    if (mediaTypes.length === 0) {
      if (response.body.length > 0) problems.push(`${where}: no content is declared but a body was sent`);
      return problems;
    }
    if (!mediaTypes.includes(contentType)) {
      problems.push(`${where}: content type "${contentType}" is not one of ${mediaTypes.join(', ')}`);
      return problems;
    }
    if (contentType.endsWith('json')) {
      const schemaPointer = `${resolved.pointer}/content/${escapePointer(contentType)}/schema`;
      problems.push(...this.#checkBody(where, schemaPointer, response.body));
    }
    return problems;
  }

  #checkUnmatched(response: ObservedResponse): string[] {
    const where = `${response.method} ${response.url} → ${response.statusCode}`;
    if (
      response.statusCode !== 404 &&
      response.statusCode !== 400 &&
      response.statusCode !== 415 &&
      response.statusCode !== 413
    ) {
      return [`${where}: no operation matches and the answer is not a client error`];
    }
    const contentType = String(response.headers['content-type'] ?? '');
    if (!contentType.startsWith('application/problem+json'))
      return [`${where}: expected application/problem+json, got "${contentType}"`];
    return this.#checkBody(where, '/components/schemas/Problem', response.body);
  }

  #checkHeaders(
    where: string,
    responsePointer: string,
    headers: Record<string, unknown>,
    actual: ObservedResponse['headers'],
  ): string[] {
    const problems: string[] = [];
    for (const [name, raw] of Object.entries(headers)) {
      const { value, pointer } = resolveRef(this.#doc, raw, `${responsePointer}/headers/${escapePointer(name)}`);
      const header = value as { required?: boolean; schema?: unknown };
      const received = actual[name.toLowerCase()];
      if (received === undefined) {
        if (header.required) problems.push(`${where}: required header ${name} is missing`);
        continue;
      }
      if (!header.schema) continue;
      const validate = this.#validator(`${pointer}/schema`);
      if (!validate(String(received))) {
        problems.push(`${where}: header ${name}="${String(received)}" ${this.#ajv.errorsText(validate.errors)}`);
      }
    }
    return problems;
  }

  #checkBody(where: string, schemaPointer: string, body: string): string[] {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return [`${where}: body is not JSON: ${body.slice(0, 200)}`];
    }
    const validate = this.#validator(schemaPointer);
    if (validate(parsed)) return [];
    return [`${where}: body does not match the contract: ${this.#ajv.errorsText(validate.errors)}\n${body.slice(0, 500)}`];
  }

  #validator(pointer: string): ValidateFunction {
    let validate = this.#validators.get(pointer);
    if (!validate) {
      validate = this.#ajv.compile(schemaRef(pointer));
      this.#validators.set(pointer, validate);
    }
    return validate;
  }
}

function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

function templateCount(path: string): number {
  return (path.match(/\{/g) ?? []).length;
}
