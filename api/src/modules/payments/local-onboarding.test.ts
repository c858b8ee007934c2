import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer } from '../../../test/factories.ts';
import { listedCleaner, type Session } from '../bookings/bookings.fixtures.ts';

// The local provider's stand-in for Stripe's hosted onboarding, over HTTP as a browser uses it.
// Its page is not an operation of the contract (Stripe's page would not be): asked with inject().
const t = useTestApp();
const page = (options: InjectOptions) => t.app.inject(options);

const valid = {
  firstName: 'Sophie',
  lastName: 'Gagnon',
  birthDate: '1990-04-12',
  account: '000123456789',
  terms: 'on',
  outcome: 'verified',
};

async function onboardingLink(cleaner: Session) {
  const res = await t.request({ method: 'POST', url: '/api/cleaners/me/payouts/connect', headers: bearer(cleaner) });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json().url);
  return `${url.pathname}${url.search}`;
}
const connectStatus = async (cleaner: Session) =>
  (await t.request({ method: 'GET', url: '/api/cleaners/me/payouts/connect', headers: bearer(cleaner) })).json();
const post = (link: string, fields: Record<string, string>, language = 'fr-CA,fr') =>
  page({
    method: 'POST',
    url: link,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language },
    payload: new URLSearchParams(fields).toString(),
  });

describe('the local onboarding page', () => {
  it('shows a form marked as the local stand-in for Stripe, in the reader’s language, that posts only to itself', async () => {
    const link = await onboardingLink(await listedCleaner(t));
    const fr = await page({ method: 'GET', url: link, headers: { 'accept-language': 'fr-CA' } });
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toMatch(/^text\/html/);
    expect(fr.headers['content-security-policy']).toContain("form-action 'self'");
    expect(fr.headers['content-security-policy']).not.toContain('script-src');
    expect(fr.body).toContain('remplace l’inscription hébergée de Stripe Connect');
    expect(fr.body).toContain(`<form method="post" action="${link.replace(/&/g, '&amp;')}"`);
    const en = await page({ method: 'GET', url: link, headers: { 'accept-language': 'en-CA,en' } });
    expect(en.body).toContain('stands in for Stripe Connect’s hosted onboarding');
  });

  it('refuses an incomplete form beside each field, keeping what was typed, and leaves the account unfinished', async () => {
    const cleaner = await listedCleaner(t);
    const link = await onboardingLink(cleaner);
    const res = await post(link, { ...valid, lastName: '', birthDate: '2020-01-01', account: '12ab', terms: '' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Corrigez les champs indiqués.');
    expect(res.body).toMatch(/id="lastName"[^>]*aria-invalid="true" autofocus/);
    expect(res.body).toContain('<p class="error" id="birthDate-error">Entrez une date de naissance valide (18 ans ou plus).</p>');
    expect(res.body).toContain('<p class="error" id="account-error">Entrez de 7 à 12 chiffres.</p>');
    expect(res.body).toContain('<p class="error" id="terms-error">Acceptez les conditions pour continuer.</p>');
    expect(res.body).toContain('value="Sophie"');
    expect(await connectStatus(cleaner)).toMatchObject({ status: 'incomplete', payoutsEnabled: false });
  });

  it('completes the account and sends the browser back to the return address; the payout account is active at once', async () => {
    const cleaner = await listedCleaner(t);
    const link = await onboardingLink(cleaner);
    const res = await post(link, valid);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${t.config.publicUrl.replace(/\/+$/, '')}/profile/stripe-connect/return`);
    expect(await connectStatus(cleaner)).toMatchObject({ status: 'active', payoutsEnabled: true, accountCreated: true });
  });

  it('leaves the account as the chosen verification result says (here: information requested)', async () => {
    const cleaner = await listedCleaner(t);
    const res = await post(await onboardingLink(cleaner), { ...valid, outcome: 'requirements_due' });
    expect(res.statusCode).toBe(303);
    expect(await connectStatus(cleaner)).toMatchObject({ status: 'pendingRequirements', payoutsEnabled: false });
  });

  it('never sends the browser to another site, and answers an unknown account with a page saying so', async () => {
    const cleaner = await listedCleaner(t);
    const link = await onboardingLink(cleaner);
    const accountId = /acct_[0-9a-z]+/.exec(link)?.[0];
    const res = await post(`/local-connect/${accountId}?return_url=${encodeURIComponent('https://evil.example/steal')}`, valid);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/\/profile\/stripe-connect\/return$/);
    expect(res.headers.location).not.toContain('evil.example');
    const unknown = await page({ method: 'GET', url: '/local-connect/acct_nothing', headers: { 'accept-language': 'en' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Unknown sign-up link');
  });
});
