/**
 * What every answer must satisfy, whatever was sent: no server error, a status and body the
 * contract declares, problems as problem+json, and no valid request refused as invalid.
 */
import type { ContractValidator } from '@propre/api/test/contract-validator';
import type { ContractOperation } from './contract.ts';
import type { Observed } from './inject.ts';
import { type GeneratedRequest, preview } from './requests.ts';

// Field-error codes that mean "the schema refused this": Ajv's keywords. Services add their own
// codes for rules a schema cannot say (a date ahead, a range), which valid inputs may break.
const schemaKeywords = new Set([
  'required',
  'additionalProperties',
  'type',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'enum',
  'const',
  'pattern',
  'uniqueItems',
]);

export function checkResponse(
  op: ContractOperation,
  request: GeneratedRequest,
  res: Observed,
  validator: ContractValidator,
): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  if (status >= 500) problems.push(`server error ${status}: ${res.body.slice(0, 300)}`);
  const violations = validator.violations({
    method: request.method,
    url: request.url,
    statusCode: status,
    headers: res.headers,
    body: res.body,
  });
  problems.push(...violations.map((v) => `contract: ${v.slice(0, 400)}`));
  let problem: { code?: string; errors?: Array<{ code: string; pointer: string }> } | undefined;
  if (status >= 400) {
    const type = String(res.headers['content-type'] ?? '');
    if (!type.startsWith('application/problem+json')) problems.push(`${status} answered as "${type}", not problem+json`);
    try {
      problem = JSON.parse(res.body);
    } catch {
      problems.push(`${status} body is not JSON: ${preview(res.body)}`);
    }
  }
  if (request.kind === 'valid' && problem) {
    // A service may require an optional field for a cross-field rule the contract describes
    // ("property required"), so `required` on an absent field is fine; a present value refused
    // on a schema keyword, or a refusal that names no field, is not.
    const body = parseJson(request.payload);
    const schemaErrors = (problem.errors ?? []).filter(
      (e) => schemaKeywords.has(e.code) && !(e.code === 'required' && valueAt(body, e.pointer) === undefined),
    );
    if (problem.code === 'validation_failed' && (schemaErrors.length > 0 || !problem.errors?.length)) {
      problems.push(`a valid request was refused as invalid: ${res.body.slice(0, 400)}`);
    }
    if (['malformed_json', 'unsupported_media_type', 'bad_request'].includes(problem.code ?? '')) {
      problems.push(`a valid request was refused with ${problem.code}: ${res.body.slice(0, 300)}`);
    }
  }
  void op;
  return problems;
}

function parseJson(payload: GeneratedRequest['payload']): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/** The request value a field error's pointer (`/body/a/0/b`) names; undefined when absent. */
function valueAt(body: unknown, pointer: string): unknown {
  const [, part, ...keys] = pointer.split('/');
  if (part !== 'body') return '(not in the body)';
  let node = body;
  for (const key of keys) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node;
}
