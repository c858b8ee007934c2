import type { CDPSession, Page } from '@playwright/test';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * A person who signed up without a role chooses one (spec §2 role selection, §4: on to the
 * address the server answers), then adds a passkey with Chromium's virtual authenticator and
 * signs in with it (issue 24). Passkeys belong to the site's domain (the server's PUBLIC_URL,
 * localhost here): an IP address such as Éclat's 127.0.0.1 can be no WebAuthn relying party,
 * so the passkey half runs on localhost in both projects; the role half rotates the brand.
 */

const words = {
  fr: {
    title: 'Comment utiliser',
    continue: 'Continuer',
    roleRequired: 'Choisissez un rôle avant de continuer.',
    cleaner: /^Nettoyeur/,
    terms: 'conditions d’utilisation',
    identifier: 'Courriel ou nom d’utilisateur',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    passkey: 'Utiliser une clé d’accès',
    account: /Mon compte/,
    logout: 'Se déconnecter',
  },
  en: {
    title: 'How will you use',
    continue: 'Continue',
    roleRequired: 'Choose a role before continuing.',
    cleaner: /^Cleaner/,
    terms: 'terms of service',
    identifier: 'Email or username',
    password: 'Password',
    signIn: 'Sign in',
    passkey: 'Use a passkey',
    account: /My account/,
    logout: 'Sign out',
  },
} as const;

/** A platform authenticator with a resident key and user verification, as a phone's. */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return cdp;
}

/**
 * Adds a passkey to the signed-in account the way PasskeySettings does (options from the API,
 * navigator.credentials.create, the credential back to the API), from inside the page so the
 * virtual authenticator answers. The settings widget itself is exercised by its stories until
 * /profile mounts it.
 */
async function addPasskey(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const csrf = document.cookie.match(/(?:^|; )propre_csrf=([^;]+)/)?.[1] ?? '';
    const headers = { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) };
    const b64 = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const bytes = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)), (c) =>
        c.charCodeAt(0),
      );
    const started = await fetch('/api/auth/passkeys/registration-options', { method: 'POST', headers });
    const options = await started.json();
    const created = navigator.credentials.create({
      publicKey: {
        ...options,
        challenge: bytes(options.challenge),
        user: { ...options.user, id: bytes(options.user.id) },
        excludeCredentials: (options.excludeCredentials ?? []).map((c: { id: string }) => ({ ...c, id: bytes(c.id) })),
      },
    });
    const late = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no answer from the authenticator')), 15_000),
    );
    const credential = (await Promise.race([created, late])) as PublicKeyCredential;
    const response = credential.response as AuthenticatorAttestationResponse;
    const finished = await fetch('/api/auth/passkeys', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Téléphone virtuel',
        response: {
          id: credential.id,
          rawId: b64(credential.rawId),
          type: 'public-key',
          clientExtensionResults: {},
          response: {
            clientDataJSON: b64(response.clientDataJSON),
            attestationObject: b64(response.attestationObject),
            transports: response.getTransports(),
          },
        },
      }),
    });
    return finished.status;
  });
  expect(status).toBe(201);
}

test('a person without a role chooses one, adds a passkey and signs in with it', async ({ page, brands: origins }, testInfo) => {
  test.setTimeout(120_000);
  const combo =
    testInfo.project.name === 'phone' ? ({ brand: 'eclat', lang: 'en' } as const) : ({ brand: 'propre', lang: 'fr' } as const);
  const w = words[combo.lang];
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), combo.lang);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `sans-role-${suffix}@example.test`;

  // Signed up through the API without a role (auth.signup allows choosing later): the browser
  // shares the request's cookies, so the app starts signed in.
  const origin = origins[combo.brand];
  const signup = await page.request.post(`${origin}/api/auth/signup`, {
    data: {
      username: `sans_role_${suffix}`,
      password: demoPassword,
      email,
      name: 'Léa Fortin',
      gender: 'female',
      language: 'fr',
      acceptTerms: true,
      termsVersion: '2026-11-01',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  await page.goto(`${origin}/auth/select-role`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(w.title) })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: w.terms })).toHaveAttribute('href', '/terms');
  await expectAccessible(page);
  await page.getByRole('button', { name: w.continue }).click();
  await expect(page.locator('[data-part="authRole"]')).toContainText(w.roleRequired);
  await expectAccessible(page);
  await page.getByRole('radio', { name: w.cleaner }).check();
  await page.getByRole('button', { name: w.continue }).click();
  await expect(page).toHaveURL(`${origin}/onboarding`);

  // The passkey half, on localhost: sign in there with the password, add a passkey, sign out.
  const localhost = origins.propre;
  if (combo.brand === 'propre') await page.goto(`${localhost}/`);
  else {
    await page.goto(`${localhost}/login`);
    await page.getByLabel(w.identifier, { exact: true }).fill(email);
    await page.getByLabel(w.password, { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: w.signIn, exact: true }).click();
    await expect(page.getByRole('button', { name: w.account })).toBeVisible();
  }
  await virtualAuthenticator(page);
  await addPasskey(page);
  await page.getByRole('button', { name: w.account }).click();
  await page.getByRole('menuitem', { name: w.logout }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: w.signIn })).toBeVisible();

  // Sign in with the passkey alone: no identifier typed.
  await page.goto(`${localhost}/login`);
  await page.getByRole('button', { name: w.passkey }).click();
  await expect(page.getByRole('button', { name: w.account })).toBeVisible();
  const me = await page.request.get(`${localhost}/api/users/me`);
  expect(await me.json()).toMatchObject({ email, role: 'cleaner' });
});
