// The contract's types, each schema under its own name (`Booking`, `PublicCleanerProfile`…), so a
// package built on the SDK imports the names it needs instead of re-declaring `components['schemas'][…]`.
export type * from '@propre/openapi/types';
export { fromBase64Url, toBase64Url } from './auth/base64url.ts';
export {
  createPropreSession,
  type LoginRequest,
  type PropreSession,
  type PropreSessionOptions,
  type SignupRequest,
  type User,
} from './auth/propre-session.ts';
export {
  type AuthApi,
  createSession,
  type Session,
  type SessionOptions,
  type SessionState,
  type SessionStatus,
  type SessionStores,
  type SignedIn,
} from './auth/session.ts';
export {
  defaultStorageKeys,
  localStorageTokenStore,
  memoryTokenStore,
  type StorageKeys,
  type StorageLike,
  sessionStorageTokenStore,
  type TokenStore,
} from './auth/token-store.ts';
export { type CallOptions, callOperation, type OperationData, type OperationVariables } from './call.ts';
export {
  createPropreClient,
  csrfCookieName,
  defaultTimeoutMs,
  type PropreClient,
  type PropreClientFor,
  type PropreClientOptions,
  type PropreResult,
  readCookie,
  type SuccessData,
  type TokenSource,
} from './client.ts';
export { type FieldError, NetworkError, type Problem, ProblemError, type PropreError, TimeoutError } from './errors.ts';
export { type BinaryBody, type ClientPaths, currentUserPath } from './paths.ts';
