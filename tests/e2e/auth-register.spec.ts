import type { APIRequestContext, Page } from '@playwright/test';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * A newcomer's account from end to end (spec §2, §4, §5, §8; issue 24): the sign-up form's
 * errors beside their fields before anything is sent, the account created and the client's
 * onboarding reached, logout from the menu with its toast, then a forgotten password — the
 * reset mail read from the admin's outbox — a new password, and a sign-in with it.
 * One account per run: the API allows 10 sign-ups per address and hour for every journey.
 */

const words = {
  fr: {
    createAccount: 'Créer un compte',
    submit: 'Créer mon compte',
    required: 'Ce champ est requis',
    roleRequired: 'Choisissez un rôle avant de continuer.',
    invalidEmail: /n’est pas valide/,
    tooCommon: /trop courant/,
    client: /^Client/,
    name: 'Nom complet',
    username: 'Nom d’utilisateur',
    email: 'Courriel',
    password: 'Mot de passe',
    gender: 'Genre',
    terms: /conditions d’utilisation/,
    registered: 'Inscription réussie',
    account: /Mon compte/,
    logout: 'Se déconnecter',
    loggedOut: 'Vous êtes déconnecté.',
    signIn: 'Se connecter',
    forgot: 'Mot de passe oublié ?',
    sendLink: 'Envoyer le lien',
    sent: 'Vérifiez vos courriels',
    newPassword: 'Nouveau mot de passe',
    confirm: 'Confirmez le mot de passe',
    mismatch: /pas identiques/,
    save: 'Enregistrer le mot de passe',
    changed: 'Mot de passe changé',
    identifier: 'Courriel ou nom d’utilisateur',
    badLink: /n’est pas valide/,
    askAgain: 'Demander un nouveau lien',
  },
  en: {
    createAccount: 'Create an account',
    submit: 'Create my account',
    required: 'This field is required',
    roleRequired: 'Choose a role before continuing.',
    invalidEmail: /isn’t valid/,
    tooCommon: /too common/,
    client: /^Client/,
    name: 'Full name',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    gender: 'Gender',
    terms: /terms of service/,
    registered: 'Registration successful',
    account: /My account/,
    logout: 'Sign out',
    loggedOut: 'You are signed out.',
    signIn: 'Sign in',
    forgot: 'Forgot your password?',
    sendLink: 'Send the link',
    sent: 'Check your email',
    newPassword: 'New password',
    confirm: 'Confirm the password',
    mismatch: /don’t match/,
    save: 'Save the password',
    changed: 'Password changed',
    identifier: 'Email or username',
    badLink: /not valid/,
    askAgain: 'Ask for a new link',
  },
} as const;

/** The reset link the API mailed to `email`, read from the outbox as an admin (admin.listMailOutbox). */
async function resetLinkFor(request: APIRequestContext, origin: string, email: string): Promise<string> {
  const login = await request.post(`${origin}/api/auth/login`, {
    data: { email: 'admin@demo.propre.ca', password: demoPassword },
  });
  expect(login.status(), await login.text()).toBe(200);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = await request.get(`${origin}/api/admin/mail-outbox?limit=50`);
        const page = (await outbox.json()) as { items: { to: string; tag: string; text: string }[] };
        const mail = page.items.find((item) => item.to === email && item.tag === 'password-reset');
        link = mail?.text.match(/\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
        return link;
      },
      { message: `a reset mail to ${email} in the outbox`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

// Both auth tabs' forms stay mounted (what was typed survives a switch): the field shown.
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });

test('a new client signs up with errors shown beside the fields, signs out, resets the password and signs in with it', async ({
  page,
  request,
  brands: origins,
}, testInfo) => {
  test.setTimeout(150_000);
  const combo =
    testInfo.project.name === 'phone' ? ({ brand: 'propre', lang: 'fr' } as const) : ({ brand: 'eclat', lang: 'en' } as const);
  const origin = origins[combo.brand];
  const w = words[combo.lang];
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), combo.lang);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `nouveau-${suffix}@example.test`;

  // From /login, the link to create an account opens the sign-up tab of /auth.
  await page.goto(`${origin}/login`);
  await page.getByRole('link', { name: w.createAccount }).click();
  await expect(page).toHaveURL(`${origin}/auth?tab=register`);
  await expect(page.getByRole('tab', { name: w.createAccount })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  // §5: sent empty, each required field says so beside it, and nothing is sent.
  let signups = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/auth/signup')) signups += 1;
  });
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page.locator('[data-part="authRole"]')).toContainText(w.roleRequired);
  await expect(field(page, w.name)).toHaveAccessibleDescription(w.required);
  await expect(field(page, w.email)).toHaveAccessibleDescription(w.required);
  await expect(field(page, w.gender)).toHaveAccessibleDescription(w.required);
  await expectAccessible(page);

  // An invalid address and a common password: refused beside their fields, before the API.
  await page.getByRole('radio', { name: w.client }).check();
  await field(page, w.name).fill('Camille Roy');
  await field(page, w.username).fill(`camille_${suffix}`);
  await field(page, w.email).fill('camille@exemple');
  await field(page, w.password).fill('motdepasse123');
  await field(page, w.gender).selectOption('prefer_not_to_say');
  await page.getByRole('checkbox', { name: w.terms }).check();
  if (combo.lang === 'en') {
    // Bill 96: English terms only with the explicit choice; without it, no account.
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByRole('checkbox', { name: /English version/ })).toHaveAccessibleDescription(
      /Required to accept the terms in English/,
    );
    await page.getByRole('checkbox', { name: /English version/ }).check();
  }
  await page.getByRole('button', { name: w.submit }).click();
  await expect(field(page, w.email)).toHaveAccessibleDescription(w.invalidEmail);
  await expect(field(page, w.password)).toHaveAccessibleDescription(w.tooCommon);
  expect(signups).toBe(0);

  // Fixed: the account exists, and the client goes on to their onboarding.
  await field(page, w.email).fill(email);
  await field(page, w.password).fill('Lavande-Fenetre-42');
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page.getByText(w.registered).first()).toBeVisible();
  await expect(page).toHaveURL(`${origin}/client-onboarding`);
  // The terms were accepted in the language of the page (the API records it as the account's).
  const me = await page.request.get(`${origin}/api/users/me`);
  expect(await me.json()).toMatchObject({ email, role: 'client', language: combo.lang });

  // Logout from the menu, with the spec's toast.
  await page.getByRole('button', { name: w.account }).click();
  await page.getByRole('menuitem', { name: w.logout }).click();
  await expect(page.getByText(w.loggedOut).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: w.signIn })).toBeVisible();

  // A reset link that is not valid says so, and offers a new one.
  await page.goto(`${origin}/reset-password/pas-un-vrai-jeton-1234`);
  await field(page, w.newPassword).fill('Nouveau-Depart-2026');
  await field(page, w.confirm).fill('Nouveau-Depart-2026');
  await page.getByRole('button', { name: w.save }).click();
  const badLink = page.getByRole('alert').filter({ hasText: w.badLink });
  await expect(badLink).toBeVisible();
  await expectAccessible(page);
  await badLink.getByRole('link', { name: w.askAgain }).click();

  // Forgot password: the same answer whoever asks; the mail is in the outbox.
  await expect(page).toHaveURL(`${origin}/forgot-password`);
  await field(page, w.email).fill(email);
  await page.getByRole('button', { name: w.sendLink }).click();
  await expect(page.getByRole('status').filter({ hasText: w.sent })).toContainText(email);
  await expectAccessible(page);
  const link = await resetLinkFor(request, origin, email);

  // The new password, confirmed (a mismatch first), then on to sign-in with a toast.
  await page.goto(`${origin}${link}`);
  await field(page, w.newPassword).fill('Nouveau-Depart-2026');
  await field(page, w.confirm).fill('Nouveau-Depart-2025');
  await page.getByRole('button', { name: w.save }).click();
  await expect(field(page, w.confirm)).toHaveAccessibleDescription(w.mismatch);
  await expectAccessible(page);
  await field(page, w.confirm).fill('Nouveau-Depart-2026');
  await page.getByRole('button', { name: w.save }).click();
  await expect(page).toHaveURL(`${origin}/login`);
  await expect(page.getByText(w.changed).first()).toBeVisible();

  await field(page, w.identifier).fill(email);
  await field(page, w.password).fill('Nouveau-Depart-2026');
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
  await expect(page.getByRole('button', { name: w.account })).toBeVisible();
});
