import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../../../test/build-app.ts';
import { bearer, nextIp, signUp, testPassword } from '../../../test/factories.ts';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import { execute, query } from '../../db/sql.ts';

async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function outboxFor(t: TestApp, email: string): Promise<{ subject: string; text: string; locale: string } | undefined> {
  const rows = await query(
    t.app.propre.db.orm.em,
    'select subject, text, locale from mail_outbox where recipient = $1 order by created_at desc limit 1',
    [email],
  );
  return rows[0] as { subject: string; text: string; locale: string } | undefined;
}

function tokenIn(text: string): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe('password reset through the outbox', () => {
  const t = useTestApp();

  it('answers identically for known and unknown emails, and mails only the known one', async () => {
    const account = await signUp(t);
    const known = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.user.email },
      remoteAddress: nextIp(),
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'personne@example.ca' },
      remoteAddress: nextIp(),
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const mail = await waitFor(() => outboxFor(t, account.user.email), 'the reset mail');
    expect(mail.locale).toBe('fr');
    expect(mail.text).toContain('http://localhost:3000/reset-password/');
    // The job for the unknown address has completed too, and mailed nobody.
    await waitFor(async () => {
      const rows = await query(
        t.app.propre.db.orm.em,
        "select state from pgboss.job where name = 'password-reset-request' and data->>'email' = 'personne@example.ca'",
      );
      return rows[0]?.state === 'completed' ? true : undefined;
    }, 'the job for the unknown address');
    expect(await outboxFor(t, 'personne@example.ca')).toBeUndefined();
  });

  it('resets once with the link, signs every session out, and refuses reuse', async () => {
    const account = await signUp(t, { language: 'en' });
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.user.email },
      remoteAddress: nextIp(),
    });
    const mail = await waitFor(() => outboxFor(t, account.user.email), 'the reset mail');
    expect(mail.locale).toBe('en');
    const token = tokenIn(mail.text);
    const newPassword = 'Fleuve-Saint-Laurent-42';

    const weak = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'password123' },
    });
    expect(weak.json().code).toBe('password_too_common');

    const res = await t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: newPassword } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ passwordReset: true });
    expect((await t.request({ method: 'GET', url: '/api/users/me', headers: bearer(account) })).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: newPassword },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);

    const again = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Une-autre-phrase-99' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('reset_token_used');
  });

  it('refuses an expired or unknown token', async () => {
    const account = await signUp(t);
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.user.email },
      remoteAddress: nextIp(),
    });
    const token = tokenIn((await waitFor(() => outboxFor(t, account.user.email), 'the reset mail')).text);
    await execute(
      t.app.propre.db.orm.em,
      "update password_reset set expires_at = now() - interval '1 minute' where user_id = $1",
      [account.user.id],
    );
    const expired = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Fleuve-Saint-Laurent-42' },
    });
    expect(expired.json().code).toBe('reset_token_expired');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x'.repeat(43), password: 'Fleuve-Saint-Laurent-42' },
    });
    expect(unknown.json().code).toBe('reset_token_invalid');
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: testPassword },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  describe('a change to the account makes every unused link invalid (issue 21, finding 4)', () => {
    /** Mails `count` links to the account, oldest first, and returns their tokens. */
    async function links(email: string, count: number): Promise<string[]> {
      for (let i = 0; i < count; i++) await t.app.propre.passwordReset.sendLink(email);
      const rows = await query<{ text: string }>(
        t.app.propre.db.orm.em,
        'select text from mail_outbox where recipient = $1 order by created_at, id',
        [email],
      );
      expect(rows).toHaveLength(count);
      return rows.map((row) => tokenIn(row.text));
    }
    const reset = (token: string) =>
      t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Riviere-des-Prairies-77' } });

    it('after a reset, the other outstanding link', async () => {
      const account = await signUp(t);
      const [first, second] = await links(account.user.email, 2);
      expect((await reset(first as string)).statusCode).toBe(200);
      const res = await reset(second as string);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('reset_token_invalid');
    });

    it('after a password change', async () => {
      const account = await signUp(t);
      const [token] = await links(account.user.email, 1);
      const changed = await t.request({
        method: 'PATCH',
        url: '/api/users/me',
        headers: bearer(account),
        payload: { currentPassword: testPassword, password: 'Mont-Tremblant-Enneige-9' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await reset(token as string)).json().code).toBe('reset_token_invalid');
    });

    it('after an email change', async () => {
      const account = await signUp(t);
      const [token] = await links(account.user.email, 1);
      const changed = await t.request({
        method: 'PATCH',
        url: '/api/users/me',
        headers: bearer(account),
        payload: { currentPassword: testPassword, email: `nouvelle.${account.user.id}@example.ca` },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await reset(token as string)).json().code).toBe('reset_token_invalid');
    });
  });
});

describe('password reset over SMTP', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://propre.example' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the French reset mail through the SMTP server', async () => {
    const account = await signUp(t);
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.user.email },
      remoteAddress: nextIp(),
    });
    const received = await waitFor(async () => smtp.received.find((m) => m.to.includes(account.user.email)), 'the SMTP delivery');
    const mail = parseMail(received.raw);
    expect(mail.text).toContain('https://propre.example/reset-password/');
    expect(mail.html).toBeDefined();
    expect(mail.headers.subject?.length).toBeGreaterThan(5);
  });
});
