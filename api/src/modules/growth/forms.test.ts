import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, nextIp, signUp } from '../../../test/factories.ts';
import { mailsTo, unreachableSmtpUrl } from './growth.test-support.ts';

const t = useTestApp({ env: { SUPPORT_EMAIL: 'aide@propre.test', COMMERCIAL_PARTNER_EMAIL: 'partenaire@commercial.test' } });

const contactBody = {
  name: 'Hélène Caron',
  email: 'helene@example.ca',
  subject: 'Question sur une facture',
  message: 'Bonjour, je ne trouve pas ma facture du mois dernier. Merci!',
};
const leadBody = {
  companyName: 'Bureaux Laurier inc.',
  contactName: 'Marc Laurier',
  email: 'marc@laurier.example',
  phone: '(514) 555-0199',
  city: 'Montréal',
  propertyType: 'office',
  squareFeet: 12000,
  message: 'Nettoyage hebdomadaire de trois étages.',
};
const send = (app: TestApp, url: string, payload: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  app.request({ method: 'POST', url, payload, remoteAddress: nextIp(), ...extra });

describe('contact form', () => {
  it('stores the message and mails it to support, with the writer’s account when signed in', async () => {
    const client = await signUp(t, { role: 'client' });
    const res = await send(t, '/api/contact-messages', contactBody, { headers: bearer(client) });
    expect(res.statusCode).toBe(202);
    const { id, receivedAt } = res.json();
    expect(id).toMatch(/^msg_/);
    expect(Date.parse(receivedAt)).toBeLessThanOrEqual(Date.now());
    const [mail] = await mailsTo(t, 'aide@propre.test');
    expect(mail).toMatchObject({ tag: 'contact-message', subject: `[Contact ${id}] Question sur une facture` });
    expect(mail?.text).toContain('helene@example.ca');
    expect(mail?.text).toContain('je ne trouve pas ma facture');

    const admin = await createAdmin(t);
    const list = await t.request({ method: 'GET', url: '/api/admin/contact-messages?limit=5', headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ id, email: 'helene@example.ca', userId: client.user.id, language: 'fr' });
  });

  it('refuses an invalid email, missing fields and a too-short message', async () => {
    expect((await send(t, '/api/contact-messages', { ...contactBody, email: 'helene' })).json().code).toBe('invalid_email');
    const short = await send(t, '/api/contact-messages', { ...contactBody, message: 'Allo' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({ pointer: '/body/message', code: 'minLength' });
    expect((await send(t, '/api/contact-messages', { name: 'A B' })).json().code).toBe('validation_failed');
  });

  it('takes 5 messages an hour from one address', async () => {
    const remoteAddress = nextIp();
    for (let i = 0; i < 5; i += 1)
      expect((await send(t, '/api/contact-messages', contactBody, { remoteAddress })).statusCode).toBe(202);
    const limited = await send(t, '/api/contact-messages', contactBody, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('commercial-property referral', () => {
  it('stores the lead and forwards it to the partner', async () => {
    const res = await send(t, '/api/commercial-referrals', leadBody);
    expect(res.statusCode).toBe(202);
    const { id } = res.json();
    const [mail] = await mailsTo(t, 'partenaire@commercial.test');
    expect(mail).toMatchObject({ tag: 'commercial-referral', subject: `Demande commerciale ${id} : Bureaux Laurier inc.` });
    expect(mail?.text).toContain('Téléphone: (514) 555-0199');
    expect(mail?.text).toContain('Superficie (pi²): 12000');

    const admin = await createAdmin(t);
    const list = await t.request({ method: 'GET', url: '/api/admin/commercial-referrals', headers: bearer(admin) });
    expect(list.json().items[0]).toMatchObject({ id, companyName: 'Bureaux Laurier inc.', propertyType: 'office' });
  });

  it('refuses a phone number without enough digits, an invalid email and an unknown property type', async () => {
    const phone = await send(t, '/api/commercial-referrals', { ...leadBody, phone: '555-0199 +' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({ code: 'invalid_phone', errors: [{ pointer: '/body/phone', code: 'phone_too_short' }] });
    expect((await send(t, '/api/commercial-referrals', { ...leadBody, email: 'x@' })).json().code).toBe('invalid_email');
    expect((await send(t, '/api/commercial-referrals', { ...leadBody, propertyType: 'house' })).json().code).toBe(
      'validation_failed',
    );
  });
});

describe('admin lists of forms', () => {
  it('are for admins only, and check their cursor', async () => {
    const client = await signUp(t, { role: 'client' });
    for (const url of ['/api/admin/contact-messages', '/api/admin/commercial-referrals']) {
      expect((await t.request({ method: 'GET', url, headers: bearer(client) })).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    }
    const admin = await createAdmin(t);
    const bad = await t.request({ method: 'GET', url: '/api/admin/contact-messages?cursor=nope', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('when mail cannot be sent', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp({ env: { SMTP_URL: await unreachableSmtpUrl() } });
    return () => broken.close();
  });

  it('keeps nothing and says so with each form’s code', async () => {
    const contact = await send(broken, '/api/contact-messages', contactBody);
    expect(contact.statusCode).toBe(503);
    expect(contact.json()).toMatchObject({
      code: 'contact_send_failed',
      title: 'Échec de l’envoi du message. Veuillez réessayer.',
    });
    const lead = await send(broken, '/api/commercial-referrals', leadBody);
    expect(lead.json().code).toBe('commercial_referral_failed');
    const newsletter = await send(broken, '/api/newsletter/subscriptions', { email: 'n@example.ca', acceptTerms: true });
    expect(newsletter.json().code).toBe('newsletter_subscription_failed');
    const admin = await createAdmin(broken);
    for (const url of ['/api/admin/contact-messages', '/api/admin/commercial-referrals']) {
      expect((await broken.request({ method: 'GET', url, headers: bearer(admin) })).json().items).toEqual([]);
    }
  });
});
