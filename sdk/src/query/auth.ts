// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import { mutationFor, type PathParam, queryFor } from './operations.ts';

/** `POST /api/auth/signup`: Sign up. */
export function signup(client: PropreClient) {
  return mutationFor(client, 'post', '/api/auth/signup', 'auth.signup');
}

/** `POST /api/register`: Sign up (short path). */
export function register(client: PropreClient) {
  return mutationFor(client, 'post', '/api/register', 'auth.register');
}

/** `POST /api/auth/login`: Sign in. */
export function login(client: PropreClient) {
  return mutationFor(client, 'post', '/api/auth/login', 'auth.login');
}

/** `POST /api/login`: Sign in (short path). */
export function signIn(client: PropreClient) {
  return mutationFor(client, 'post', '/api/login', 'auth.signIn');
}

/** `POST /api/auth/logout`: Sign out. */
export function logout(client: PropreClient) {
  return mutationFor(client, 'post', '/api/auth/logout', 'auth.logout');
}

/** `POST /api/logout`: Sign out (short path). */
export function signOut(client: PropreClient) {
  return mutationFor(client, 'post', '/api/logout', 'auth.signOut');
}

/** `POST /api/auth/select-role`: Choose a role. */
export function selectRole(client: PropreClient) {
  return mutationFor(client, 'post', '/api/auth/select-role', 'auth.selectRole');
}

/** `POST /api/auth/forgot-password`: Ask for a password reset. */
export function forgotPassword(client: PropreClient) {
  return mutationFor(client, 'post', '/api/auth/forgot-password', 'auth.forgotPassword');
}

/** `POST /api/auth/reset-password`: Reset the password. */
export function resetPassword(client: PropreClient) {
  return mutationFor(client, 'post', '/api/auth/reset-password', 'auth.resetPassword');
}

/** `POST /api/auth/passkeys/registration-options`: Start adding a passkey. */
export function startPasskeyRegistration(client: PropreClient) {
  return mutationFor(client, 'post', '/api/auth/passkeys/registration-options', 'auth.startPasskeyRegistration');
}

/** `GET /api/auth/passkeys`: My passkeys. */
export function listPasskeys(client: PropreClient) {
  return queryFor(client, '/api/auth/passkeys');
}

/** `POST /api/auth/passkeys`: Add a passkey. */
export function finishPasskeyRegistration(client: PropreClient) {
  return mutationFor(client, 'post', '/api/auth/passkeys', 'auth.finishPasskeyRegistration');
}

/** `DELETE /api/auth/passkeys/{passkeyId}`: Remove a passkey. */
export function deletePasskey(client: PropreClient, passkeyId: PathParam<'auth.deletePasskey', 'passkeyId'>) {
  return mutationFor(client, 'delete', '/api/auth/passkeys/{passkeyId}', 'auth.deletePasskey', { path: { passkeyId } });
}

/** `POST /api/auth/passkeys/login-options`: Start signing in with a passkey. */
export function startPasskeyLogin(client: PropreClient) {
  return mutationFor(client, 'post', '/api/auth/passkeys/login-options', 'auth.startPasskeyLogin');
}

/** `POST /api/auth/passkeys/login`: Sign in with a passkey. */
export function finishPasskeyLogin(client: PropreClient) {
  return mutationFor(client, 'post', '/api/auth/passkeys/login', 'auth.finishPasskeyLogin');
}
