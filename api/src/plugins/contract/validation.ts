import type { OpenAPIV31Document } from '@propre/openapi';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FieldError } from '../errors/app-error.ts';
import type { Locale } from '../errors/locale.ts';
import { escapePointer, specId } from './spec-document.ts';

/**
 * Creates an Ajv (JSON Schema 2020-12) that knows the whole contract under `openapi.json`,
 * so a schema can be `{ $ref: 'openapi.json#/paths/…' }` and every nested `$ref` resolves
 * against the document it was written in.
 */
export function createContractAjv(doc: OpenAPIV31Document, options: { coerce: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    // OpenAPI adds annotation keywords (example, discriminator, xml…) that Ajv does not know;
    // the contract itself is linted by Redocly, so unknown keywords are tolerated here.
    strictSchema: false,
    strictTypes: false,
    validateSchema: false,
    coerceTypes: options.coerce ? 'array' : false,
    removeAdditional: false,
    useDefaults: true,
  });
  addFormats.default(ajv);
  ajv.addSchema(doc as object, specId);
  return ajv;
}

export function schemaRef(pointer: string): { $ref: string } {
  return { $ref: `${specId}#${pointer}` };
}

export type RequestPart = 'body' | 'query' | 'params' | 'headers';

const fastifyParts: Record<string, RequestPart> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

export function toRequestPart(context: string | undefined): RequestPart {
  return fastifyParts[context ?? 'body'] ?? 'body';
}

type Template = (params: Record<string, unknown>) => string;
const messages: Record<Locale, Record<string, Template>> = {
  fr: {
    required: () => 'Ce champ est requis',
    additionalProperties: () => 'Propriété non reconnue',
    type: (p) => `Doit être de type ${String(p.type)}`,
    format: (p) => `Format invalide (${String(p.format)})`,
    minLength: (p) => `Doit contenir au moins ${String(p.limit)} caractères`,
    maxLength: (p) => `Doit contenir au plus ${String(p.limit)} caractères`,
    minimum: (p) => `Doit être supérieur ou égal à ${String(p.limit)}`,
    maximum: (p) => `Doit être inférieur ou égal à ${String(p.limit)}`,
    exclusiveMinimum: (p) => `Doit être supérieur à ${String(p.limit)}`,
    exclusiveMaximum: (p) => `Doit être inférieur à ${String(p.limit)}`,
    minItems: (p) => `Doit contenir au moins ${String(p.limit)} éléments`,
    maxItems: (p) => `Doit contenir au plus ${String(p.limit)} éléments`,
    enum: (p) => `Doit être l’une des valeurs : ${(p.allowedValues as unknown[]).join(', ')}`,
    const: (p) => `Doit valoir ${JSON.stringify(p.allowedValue)}`,
    pattern: () => 'Format invalide',
    uniqueItems: () => 'Les éléments doivent être uniques',
    characters: () => 'Contient un caractère non permis (NUL ou caractère Unicode incomplet)',
    fallback: () => 'Valeur invalide',
  },
  en: {
    required: () => 'This field is required',
    additionalProperties: () => 'Unknown property',
    type: (p) => `Must be of type ${String(p.type)}`,
    format: (p) => `Invalid format (${String(p.format)})`,
    minLength: (p) => `Must be at least ${String(p.limit)} characters`,
    maxLength: (p) => `Must be at most ${String(p.limit)} characters`,
    minimum: (p) => `Must be greater than or equal to ${String(p.limit)}`,
    maximum: (p) => `Must be less than or equal to ${String(p.limit)}`,
    exclusiveMinimum: (p) => `Must be greater than ${String(p.limit)}`,
    exclusiveMaximum: (p) => `Must be less than ${String(p.limit)}`,
    minItems: (p) => `Must contain at least ${String(p.limit)} items`,
    maxItems: (p) => `Must contain at most ${String(p.limit)} items`,
    enum: (p) => `Must be one of: ${(p.allowedValues as unknown[]).join(', ')}`,
    const: (p) => `Must equal ${JSON.stringify(p.allowedValue)}`,
    pattern: () => 'Invalid format',
    uniqueItems: () => 'Items must be unique',
    characters: () => 'Contains a character that is not allowed (NUL or an incomplete Unicode character)',
    fallback: () => 'Invalid value',
  },
};

/**
 * Turns Ajv errors into one FieldError per offending field. Ajv reports a failing `oneOf`
 * or `$ref` wrapper as well as the inner failure; only the most specific entry per pointer
 * and keyword is kept.
 */
export function toFieldErrors(part: RequestPart, errors: readonly ErrorObject[], locale: Locale): FieldError[] {
  const result: FieldError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'if' || error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    let pointer = `/${part}${error.instancePath}`;
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required') pointer += `/${escapePointer(String(params.missingProperty))}`;
    if (error.keyword === 'additionalProperties') pointer += `/${escapePointer(String(params.additionalProperty))}`;
    if (error.keyword === 'unevaluatedProperties') pointer += `/${escapePointer(String(params.unevaluatedProperty))}`;
    const key = `${pointer} ${error.keyword}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const code = error.keyword === 'unevaluatedProperties' ? 'additionalProperties' : error.keyword;
    const template = messages[locale][code] ?? messages[locale].fallback;
    result.push({ pointer, code, message: (template as Template)(params) });
  }
  return result;
}

/**
 * A validator of a request part that, once the contract's schema accepts it, also refuses any
 * text PostgreSQL cannot store or that is not text at all: a NUL character, or half of a
 * UTF-16 surrogate pair (JSON's `"\ud800"`). Every string counts, object keys included, in
 * every part of every operation, so no route has to remember it (issue 21, finding 5: a NUL
 * answered 500 from the database on sign-up, login, notes, contact and more). The error names
 * the field, with the code `characters`.
 */
export function readableTextOnly(
  validate: (data: unknown) => boolean | Promise<unknown>,
  errorsOf: () => ValidateFunction['errors'],
) {
  const check = (data: unknown): boolean => {
    const valid = validate(data) as boolean;
    check.errors = errorsOf();
    // Looked for even when the schema refused the data: the answer names every field at fault.
    const path = unreadableTextAt(data, '');
    if (path === null) return valid;
    check.errors = [
      ...(check.errors ?? []),
      { instancePath: path, schemaPath: '#/characters', keyword: 'characters', params: {}, message: 'must be readable text' },
    ];
    return false;
  };
  check.errors = null as ValidateFunction['errors'];
  return check;
}

const unreadable = (text: string) => text.includes('\0') || !text.isWellFormed();

/**
 * The JSON Pointer of the first string (or key) in `value` that is not readable text, or null.
 * Walked with a list, not by recursion: a body nested thousands deep (`[[[[…]]]]`) is valid JSON.
 */
function unreadableTextAt(value: unknown, path: string): string | null {
  const pending: Array<[unknown, string]> = [[value, path]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, at] = next;
    if (typeof node === 'string') {
      if (unreadable(node)) return at;
      continue;
    }
    if (node === null || typeof node !== 'object' || Buffer.isBuffer(node)) continue;
    const entries = Array.isArray(node) ? node.map((item, index) => [String(index), item] as const) : Object.entries(node);
    for (const [key, item] of entries.reverse()) {
      const child = `${at}/${escapePointer(key)}`;
      if (!Array.isArray(node) && unreadable(key)) return child;
      pending.push([item, child]);
    }
  }
  return null;
}

export type { ErrorObject, ValidateFunction };
