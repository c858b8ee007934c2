export type { components, operations, paths } from '@propre/openapi/types';
export { createPropreClient, defaultTimeoutMs, type PropreClient, type PropreClientOptions, type TokenSource } from './client.ts';
export { type FieldError, NetworkError, type Problem, ProblemError, TimeoutError } from './errors.ts';
