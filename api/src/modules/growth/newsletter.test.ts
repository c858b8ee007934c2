import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { nextIp } from '../../../test/factories.ts';
import { mailsTo, tokenIn } from './growth.test-support.ts';

const t = useTestApp();

const subscribe = (payload: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
  t.request({ method: 'POST', url: '/api/newsletter/subscriptions', payload, headers, remoteAddress });
const post = (url: string, token: string) => t.request({ method: 'POST', url, payload: { token } });

describe('newsletter: double opt-in', () => {
  it('mails a French confirmation link with an unsubscribe link, and confirms the address', async () => {
    const res = await subscribe({ email: ' Julie.Roy@Example.ca ', acceptTerms: true });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'confirmation_sent' });
    const [mail, ...others] = await mailsTo(t, 'julie.roy@example.ca');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ tag: 'newsletter-confirmation', locale: 'fr' });
    expect(mail?.subject).toBe('Confirmez votre abonnement à l’infolettre Propre');
    expect(mail?.text).toContain('/newsletter/unsubscribe?token=');
    const token = tokenIn(mail?.text ?? '', '/newsletter/confirm');

    const confirmed = await post('/api/newsletter/confirmation', token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'confirmed' });
    // The link may be opened twice (mail scanners, a second click).
    expect((await post('/api/newsletter/confirmation', token)).json()).toEqual({ status: 'confirmed' });

    // A confirmed address asking again gets the same answer and no new mail.
    expect((await subscribe({ email: 'julie.roy@example.ca', acceptTerms: true })).statusCode).toBe(202);
    expect(await mailsTo(t, 'julie.roy@example.ca')).toHaveLength(1);
  });

  it('writes in English when asked, by the body or by Accept-Language', async () => {
    await subscribe({ email: 'sam@example.com', acceptTerms: true, language: 'en' });
    await subscribe({ email: 'alex@example.com', acceptTerms: true }, { 'accept-language': 'en-CA,en;q=0.9' });
    for (const email of ['sam@example.com', 'alex@example.com']) {
      const [mail] = await mailsTo(t, email);
      expect(mail).toMatchObject({ locale: 'en', subject: 'Confirm your Propre newsletter subscription' });
    }
  });

  it('unsubscribes with the link, which keeps working, and an old confirmation link no longer signs up', async () => {
    await subscribe({ email: 'leon@example.ca', acceptTerms: true });
    const [mail] = await mailsTo(t, 'leon@example.ca');
    const confirm = tokenIn(mail?.text ?? '', '/newsletter/confirm');
    const unsubscribe = tokenIn(mail?.text ?? '', '/newsletter/unsubscribe');
    await post('/api/newsletter/confirmation', confirm);
    const res = await post('/api/newsletter/unsubscription', unsubscribe);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'unsubscribed' });
    expect((await post('/api/newsletter/unsubscription', unsubscribe)).json()).toEqual({ status: 'unsubscribed' });
    expect((await post('/api/newsletter/confirmation', confirm)).json()).toMatchObject({ code: 'newsletter_token_invalid' });
    // Subscribing again starts over with a new confirmation.
    await subscribe({ email: 'leon@example.ca', acceptTerms: true });
    expect(await mailsTo(t, 'leon@example.ca')).toHaveLength(2);
  });

  it('refuses an invalid email and unaccepted terms with their own codes, and stores nothing', async () => {
    for (const email of ['pas-un-courriel', 'a@b', 'marie@exemple..ca', 'deux@@example.ca', 'espace @example.ca']) {
      const res = await subscribe({ email, acceptTerms: true });
      expect([email, res.statusCode, res.json().code]).toEqual([email, 400, 'invalid_email']);
    }
    const fr = await subscribe({ email: 'termes@example.ca', acceptTerms: false });
    expect(fr.statusCode).toBe(422);
    expect(fr.json()).toMatchObject({
      code: 'terms_not_accepted',
      title: 'Vous devez accepter les conditions',
      errors: [{ pointer: '/body/acceptTerms', code: 'terms_not_accepted' }],
    });
    const en = await subscribe({ email: 'termes@example.ca', acceptTerms: false }, { 'accept-language': 'en' });
    expect(en.json().title).toBe('You must accept the terms');
    expect((await subscribe({ email: 'termes@example.ca' })).statusCode).toBe(400);
    expect(await mailsTo(t, 'termes@example.ca')).toEqual([]);
  });

  it('refuses unknown and altered tokens', async () => {
    await subscribe({ email: 'token@example.ca', acceptTerms: true });
    const [mail] = await mailsTo(t, 'token@example.ca');
    const unsubscribe = tokenIn(mail?.text ?? '', '/newsletter/unsubscribe');
    const forged = `${unsubscribe.slice(0, -3)}${unsubscribe.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    for (const [url, token] of [
      ['/api/newsletter/confirmation', 'n-importe-quoi'],
      ['/api/newsletter/unsubscription', forged],
      ['/api/newsletter/unsubscription', 'nls_00000000000000000000000000.abc'],
    ] as const) {
      const res = await post(url, token);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 422, 'newsletter_token_invalid']);
    }
    expect((await post('/api/newsletter/confirmation', '')).statusCode).toBe(400);
  });

  it('limits one caller to 5 requests an hour for one inbox (429)', async () => {
    const from = nextIp();
    for (let i = 0; i < 5; i += 1)
      expect((await subscribe({ email: 'flood@example.ca', acceptTerms: true }, {}, from)).statusCode).toBe(202);
    const limited = await subscribe({ email: 'flood@example.ca', acceptTerms: true }, {}, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(await mailsTo(t, 'flood@example.ca')).toHaveLength(5);
  });

  it('rate limit class: strangers on many addresses can neither flood an inbox nor block its owner', async () => {
    // Invalid requests (terms refused) spend nothing of the inbox's allowance.
    for (let i = 0; i < 6; i += 1)
      expect((await subscribe({ email: 'target@example.ca', acceptTerms: false })).statusCode).toBe(422);
    // Six strangers, each on an address of their own: the same 202 for all, five mails only.
    for (let i = 0; i < 6; i += 1)
      expect((await subscribe({ email: 'target@example.ca', acceptTerms: true })).statusCode).toBe(202);
    const mails = await mailsTo(t, 'target@example.ca');
    expect(mails).toHaveLength(5);
    // The owner, from their own address, is not refused, and the last link mailed still confirms.
    expect((await subscribe({ email: 'target@example.ca', acceptTerms: true })).statusCode).toBe(202);
    expect(await mailsTo(t, 'target@example.ca')).toHaveLength(5);
    const token = tokenIn(mails.at(-1)?.text ?? '', '/newsletter/confirm');
    const confirmed = await post('/api/newsletter/confirmation', token);
    expect([confirmed.statusCode, confirmed.json()]).toEqual([200, { status: 'confirmed' }]);
  });
});
