import { randomBytes } from 'node:crypto';
import type { components } from '@propre/openapi/types';
import type { Role } from '../src/modules/accounts/accounts.entities.ts';
import { currentTermsVersion } from '../src/modules/accounts/terms.ts';
import type { TestApp } from './build-app.ts';

export type AuthSession = components['schemas']['AuthSession'];
export type SignupRequest = components['schemas']['SignupRequest'];

export const testPassword = 'Tr0mpette-des-Laurentides';

let ipCounter = 0;
/** A distinct client address, so rate limits per IP behave as for distinct people. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function signupBody(overrides: Partial<SignupRequest> = {}): SignupRequest {
  const suffix = randomBytes(4).toString('hex');
  return {
    username: `user_${suffix}`,
    password: testPassword,
    email: `user.${suffix}@example.ca`,
    name: 'Marie Tremblay',
    role: 'client',
    gender: 'female',
    acceptTerms: true,
    termsVersion: currentTermsVersion,
    ...overrides,
  };
}

/** Signs a new user up through the API. */
export async function signUp(
  t: TestApp,
  overrides: Partial<SignupRequest> = {},
  options: { withoutRole?: boolean } = {},
): Promise<AuthSession & { password: string }> {
  const body = signupBody(overrides);
  if (options.withoutRole) delete body.role;
  const res = await t.request({ method: 'POST', url: '/api/auth/signup', payload: body, remoteAddress: nextIp() });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { ...res.json<AuthSession>(), password: body.password };
}

/** An admin cannot sign up; like the command-line task, the service creates one. */
export async function createAdmin(t: TestApp): Promise<AuthSession & { password: string }> {
  const suffix = randomBytes(4).toString('hex');
  const em = t.app.propre.db.orm.em.fork();
  const admin = await t.app.propre.accounts.createUser(em, {
    username: `admin_${suffix}`,
    email: `admin.${suffix}@example.ca`,
    password: testPassword,
    fullName: 'Admin Propre',
    role: 'admin',
    gender: 'prefer_not_to_say',
  });
  await em.flush();
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: admin.email, password: testPassword },
    remoteAddress: nextIp(),
  });
  return { ...res.json<AuthSession>(), password: testPassword };
}

/** A signed-in user of each kind the permission matrix knows. */
export async function userWithRole(t: TestApp, role: Role | 'pending'): Promise<AuthSession & { password: string }> {
  if (role === 'admin') return createAdmin(t);
  if (role === 'pending') return signUp(t, {}, { withoutRole: true });
  return signUp(t, { role });
}

export function bearer(session: { token: string }): Record<string, string> {
  return { authorization: `Bearer ${session.token}` };
}
