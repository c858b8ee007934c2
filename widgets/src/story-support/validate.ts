import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { contractDocument, findResponse, type OperationId } from './contract.ts';

const documentId = 'https://propre.ca/openapi.json';

/** Checks mock bodies against the bundled contract; compiled schemas are kept per instance. */
export interface ContractValidator {
  /** The reasons `body` is not a valid answer for that status of the operation; empty when it is. */
  check(operationId: OperationId, status: number, body: unknown): string[];
}

export function createContractValidator(): ContractValidator {
  // Strict, so a typo in the contract's schemas shows up here. Known to Ajv besides JSON Schema:
  // OpenAPI's `example`, and the document's own top-level members (the root is a schema resource).
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
  addFormats.default(ajv);
  ajv.addVocabulary(['example', ...Object.keys(contractDocument)]);
  // The whole document is one schema resource: its `#/components/...` refs resolve inside it.
  ajv.addSchema(contractDocument, documentId, undefined, false);
  const compiled = new Map<string, ValidateFunction>();

  return {
    check(operationId, status, body) {
      const { schemaPointer, mediaType } = findResponse(operationId, status);
      if (!schemaPointer) return body === undefined ? [] : [`${operationId} ${status} has no body in the contract`];
      // Pictures, CSV, calendars: the contract describes bytes, not JSON.
      if (!mediaType?.includes('json')) return [];
      let validate = compiled.get(schemaPointer);
      if (!validate) {
        validate = ajv.compile({ $ref: `${documentId}#${schemaPointer}` });
        compiled.set(schemaPointer, validate);
      }
      if (validate(body)) return [];
      return (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? error.keyword}`);
    },
  };
}

let shared: ContractValidator | undefined;

// One compiled validator for the whole Storybook: compiling the contract takes a moment and the
// result depends on nothing but the bundled document, so every story can share it.
const sharedValidator = () => {
  shared ??= createContractValidator();
  return shared;
};

/** The reasons a mock body is not what the contract says this operation answers with this status. */
export function validateMockBody(operationId: OperationId, status: number, body: unknown): string[] {
  return sharedValidator().check(operationId, status, body);
}

/** A mock body the contract does not allow: the story (and its test) fails instead of showing a lie. */
export class InvalidMockBodyError extends Error {
  readonly errors: string[];
  constructor(operationId: OperationId, status: number, errors: string[]) {
    super(`Mock body for ${operationId} ${status} does not match the contract:\n  ${errors.join('\n  ')}`);
    this.name = 'InvalidMockBodyError';
    this.errors = errors;
  }
}

export function assertValidMockBody(operationId: OperationId, status: number, body: unknown): void {
  const errors = validateMockBody(operationId, status, body);
  if (errors.length > 0) throw new InvalidMockBodyError(operationId, status, errors);
}
