// Generated from @propre/openapi/openapi.json by sdk/scripts/query-factories.ts. Do not edit.
import type { PropreClient } from '../client.ts';
import {
  authCreateEmbedAuthorization,
  authDeletePasskey,
  authExchangeEmbedCode,
  authFinishPasskeyLogin,
  authFinishPasskeyRegistration,
  authForgotPassword,
  authLogin,
  authLogout,
  authRegister,
  authResetPassword,
  authSelectRole,
  authSignIn,
  authSignOut,
  authSignup,
  authStartPasskeyLogin,
  authStartPasskeyRegistration,
} from '../generated/invalidations.ts';
import { type MutationOptions, mutationFor, type QueryOptions, queryFor } from './operations.ts';

/** `POST /api/auth/signup`: Sign up. */
export function signup(client: PropreClient): MutationOptions<'post', '/api/auth/signup'> {
  return mutationFor(client, 'post', '/api/auth/signup', authSignup);
}

/** `POST /api/register`: Sign up (short path). */
export function register(client: PropreClient): MutationOptions<'post', '/api/register'> {
  return mutationFor(client, 'post', '/api/register', authRegister);
}

/** `POST /api/auth/login`: Sign in. */
export function login(client: PropreClient): MutationOptions<'post', '/api/auth/login'> {
  return mutationFor(client, 'post', '/api/auth/login', authLogin);
}

/** `POST /api/login`: Sign in (short path). */
export function signIn(client: PropreClient): MutationOptions<'post', '/api/login'> {
  return mutationFor(client, 'post', '/api/login', authSignIn);
}

/** `POST /api/auth/logout`: Sign out. */
export function logout(client: PropreClient): MutationOptions<'post', '/api/auth/logout'> {
  return mutationFor(client, 'post', '/api/auth/logout', authLogout);
}

/** `POST /api/logout`: Sign out (short path). */
export function signOut(client: PropreClient): MutationOptions<'post', '/api/logout'> {
  return mutationFor(client, 'post', '/api/logout', authSignOut);
}

/** `POST /api/auth/select-role`: Choose a role. */
export function selectRole(client: PropreClient): MutationOptions<'post', '/api/auth/select-role'> {
  return mutationFor(client, 'post', '/api/auth/select-role', authSelectRole);
}

/** `POST /api/auth/embed/authorizations`: A one-time code for an embedded widget. */
export function createEmbedAuthorization(client: PropreClient): MutationOptions<'post', '/api/auth/embed/authorizations'> {
  return mutationFor(client, 'post', '/api/auth/embed/authorizations', authCreateEmbedAuthorization);
}

/** `POST /api/auth/embed/token`: A widget's short-lived session for its one-time code. */
export function exchangeEmbedCode(client: PropreClient): MutationOptions<'post', '/api/auth/embed/token'> {
  return mutationFor(client, 'post', '/api/auth/embed/token', authExchangeEmbedCode);
}

/** `POST /api/auth/forgot-password`: Ask for a password reset. */
export function forgotPassword(client: PropreClient): MutationOptions<'post', '/api/auth/forgot-password'> {
  return mutationFor(client, 'post', '/api/auth/forgot-password', authForgotPassword);
}

/** `POST /api/auth/reset-password`: Reset the password. */
export function resetPassword(client: PropreClient): MutationOptions<'post', '/api/auth/reset-password'> {
  return mutationFor(client, 'post', '/api/auth/reset-password', authResetPassword);
}

/** `GET /api/auth/terms`: The current terms of service. */
export function getTerms(client: PropreClient): QueryOptions<'/api/auth/terms'> {
  return queryFor(client, '/api/auth/terms');
}

/** `POST /api/auth/passkeys/registration-options`: Start adding a passkey. */
export function startPasskeyRegistration(
  client: PropreClient,
): MutationOptions<'post', '/api/auth/passkeys/registration-options'> {
  return mutationFor(client, 'post', '/api/auth/passkeys/registration-options', authStartPasskeyRegistration);
}

/** `GET /api/auth/passkeys`: My passkeys. */
export function listPasskeys(client: PropreClient): QueryOptions<'/api/auth/passkeys'> {
  return queryFor(client, '/api/auth/passkeys');
}

/** `POST /api/auth/passkeys`: Add a passkey. */
export function finishPasskeyRegistration(client: PropreClient): MutationOptions<'post', '/api/auth/passkeys'> {
  return mutationFor(client, 'post', '/api/auth/passkeys', authFinishPasskeyRegistration);
}

/** `DELETE /api/auth/passkeys/{passkeyId}`: Remove a passkey. */
export function deletePasskey(client: PropreClient): MutationOptions<'delete', '/api/auth/passkeys/{passkeyId}'> {
  return mutationFor(client, 'delete', '/api/auth/passkeys/{passkeyId}', authDeletePasskey);
}

/** `POST /api/auth/passkeys/login-options`: Start signing in with a passkey. */
export function startPasskeyLogin(client: PropreClient): MutationOptions<'post', '/api/auth/passkeys/login-options'> {
  return mutationFor(client, 'post', '/api/auth/passkeys/login-options', authStartPasskeyLogin);
}

/** `POST /api/auth/passkeys/login`: Sign in with a passkey. */
export function finishPasskeyLogin(client: PropreClient): MutationOptions<'post', '/api/auth/passkeys/login'> {
  return mutationFor(client, 'post', '/api/auth/passkeys/login', authFinishPasskeyLogin);
}
