/**
 * Issue 21, finding 8: failed sign-ins count against the account, whichever identifier names
 * it. Ten failures by email from one address, then the same account by username from that
 * address, got ten fresh tries.
 */
import { useTestApp } from '@propre/api/test/build-app';
import { signUp, testPassword } from '@propre/api/test/factories';
import { describe, expect, it } from 'vitest';

const t = useTestApp();

const login = (payload: Record<string, string>, remoteAddress: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

describe('sign-in failures per account', () => {
  it('counts failures by email and by username together', async () => {
    const account = await signUp(t);
    const ip = '10.200.0.1';
    for (let i = 0; i < 10; i++) {
      const res = await login({ email: account.user.email, password: `mauvais-${i}` }, ip);
      expect(res.statusCode).toBe(401);
    }
    const byUsername = await login({ username: account.user.username, password: 'encore-mauvais' }, ip);
    expect(byUsername.statusCode).toBe(429);
    // Even the right password waits: the account is the one being guessed at.
    const right = await login({ username: account.user.username, password: testPassword }, ip);
    expect(right.statusCode).toBe(429);
  });

  it('still counts an identifier that names no account', async () => {
    const ip = '10.200.0.2';
    for (let i = 0; i < 10; i++)
      expect((await login({ email: 'personne@example.ca', password: `x-${i}` }, ip)).statusCode).toBe(401);
    expect((await login({ email: 'PERSONNE@example.ca', password: 'x' }, ip)).statusCode).toBe(429);
  });

  it('leaves another account alone', async () => {
    const [target, other] = [await signUp(t), await signUp(t)];
    const ip = '10.200.0.3';
    for (let i = 0; i < 10; i++) await login({ email: target.user.email, password: `mauvais-${i}` }, ip);
    expect((await login({ username: other.user.username, password: testPassword }, ip)).statusCode).toBe(200);
  });
});
