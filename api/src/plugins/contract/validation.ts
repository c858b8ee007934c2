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

export type { ErrorObject, ValidateFunction };
