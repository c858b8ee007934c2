import type { APIRequestContext, Page } from '@playwright/test';
import { png } from './profile-support.ts';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * A new cleaner's onboarding (spec §2, §4, §5, §8; issue 24): registered through the API, signed
 * in through the page, the three steps through the UI with a reload half-way (the server keeps
 * the progress), a photo ID uploaded after a wrong file and a too-large one were refused in the
 * browser, then the administrator finds the ID pending review.
 * Phone: Propre in French; desktop: Éclat in English.
 */

const words = {
  fr: {
    signIn: 'Se connecter',
    email: 'Courriel ou nom d’utilisateur',
    password: 'Mot de passe',
    title: 'Devenir nettoyeur',
    join: 'Créer un compte de nettoyeur',
    cleanerRole: /^Nettoyeur/,
    signedOut: 'Trois étapes pour commencer',
    step: (n: number) => `Étape ${n} sur 3`,
    steps: ['Démarrage rapide', 'Prêt à travailler', 'Vérification complète'],
    bio: 'Présentation',
    hourly: 'Taux horaire ($ de l’heure)',
    homeCity: 'Votre ville',
    radius: 'Distance (km)',
    findCities: 'Trouver les villes proches',
    addCities: 'Ajouter ces villes',
    basic: 'Entretien régulier',
    continue: 'Continuer',
    choosePhoto: 'Choisir une photo',
    savePhoto: 'Enregistrer la photo',
    street: 'Adresse',
    city: 'Ville',
    postalCode: 'Code postal',
    french: 'Français',
    years: 'Années d’expérience',
    mondayMorning: 'Lundi\u202f: matin',
    saveAvailability: 'Enregistrer mes disponibilités',
    identity: 'Identité',
    business: 'Entreprise',
    training: 'Formation',
    invalidType: /Ce type de fichier n’est pas accepté\. Types acceptés\u202f: PDF, JPG, PNG\./,
    tooLarge: /le maximum est de 10\u202fMo/,
    upload: 'Envoyer',
    pending: 'En attente de vérification',
    finishLater: 'Terminer plus tard',
  },
  en: {
    signIn: 'Sign in',
    email: 'Email or username',
    password: 'Password',
    title: 'Become a cleaner',
    join: 'Create a cleaner account',
    cleanerRole: /^Cleaner/,
    signedOut: 'Three steps to get started',
    step: (n: number) => `Step ${n} of 3`,
    steps: ['Quick start', 'Ready to work', 'Full verification'],
    bio: 'About me',
    hourly: 'Hourly rate ($ per hour)',
    homeCity: 'Your city',
    radius: 'Distance (km)',
    findCities: 'Find nearby cities',
    addCities: 'Add these cities',
    basic: 'Regular cleaning',
    continue: 'Continue',
    choosePhoto: 'Choose a photo',
    savePhoto: 'Save photo',
    street: 'Street address',
    city: 'City',
    postalCode: 'Postal code',
    french: 'French',
    years: 'Years of experience',
    mondayMorning: 'Monday: morning',
    saveAvailability: 'Save my availability',
    identity: 'Identity',
    business: 'Business',
    training: 'Training',
    invalidType: /This file type is not accepted\. Accepted types: PDF, JPG, PNG\./,
    tooLarge: /the maximum is 10 MB/,
    upload: 'Upload',
    pending: 'Awaiting review',
    finishLater: 'Finish later',
  },
} as const;

async function newCleaner(request: APIRequestContext, origin: string, lang: 'fr' | 'en') {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const email = `onboard-${suffix}@example.test`;
  const signup = await request.post(`${origin}/api/auth/signup`, {
    data: {
      username: `onboard_${suffix}`,
      password: demoPassword,
      email,
      name: 'Nina Lavoie',
      role: 'cleaner',
      gender: 'female',
      language: lang,
      acceptTerms: true,
      termsVersion: '2026-11-01',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  return email;
}

test('« Devenir nettoyeur » on the home page leads to the onboarding, then to a sign-up as a cleaner', async ({
  page,
  brands: origins,
}, testInfo) => {
  const combo =
    testInfo.project.name === 'phone' ? ({ brand: 'propre', lang: 'fr' } as const) : ({ brand: 'eclat', lang: 'en' } as const);
  const origin = origins[combo.brand];
  const w = words[combo.lang];
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), combo.lang);

  // /cleaners/join is not a cleaner's profile (« Ce profil est introuvable » before).
  await page.goto(origin);
  await page.getByRole('main').locator('a[href="/cleaners/join"]').click();
  await expect(page).toHaveURL(`${origin}/onboarding`);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: w.join }).click();
  await expect(page).toHaveURL(/\/auth\?/);
  await expect(page.getByRole('radio', { name: w.cleanerRole })).toBeChecked();
});

/** Saves one of the profile sections (bio, rates…) and waits for the API's answer. */
async function saveSection(page: Page, name: string) {
  const section = page.locator(`[data-section="${name}"]`);
  await section.locator('[data-part="accountSave"]').click();
  await expect(section).toHaveAttribute('data-state', 'saved');
}

test('a new cleaner goes through the three steps, resumes after a reload and sends an ID for review', async ({
  page,
  request,
  playwright,
  brands: origins,
}, testInfo) => {
  // Three steps of forms, uploads and a reload: generous for a 2-core machine shared with the server.
  test.setTimeout(240_000);
  const combo =
    testInfo.project.name === 'phone' ? ({ brand: 'propre', lang: 'fr' } as const) : ({ brand: 'eclat', lang: 'en' } as const);
  const origin = origins[combo.brand];
  const w = words[combo.lang];
  const email = await newCleaner(request, origin, combo.lang);
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), combo.lang);

  // Signed out, /onboarding says what it is; signing in comes back to it.
  await page.goto(`${origin}/onboarding`);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  // The panel under the title says what follows; it does not say the title again.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(w.signedOut);
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: w.signIn }).click();
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
  await expect(page).toHaveURL(`${origin}/onboarding`);
  await expect(page.getByText(w.step(1))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: w.steps[0] })).toBeVisible();
  // No footer on the onboarding (spec §2).
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectAccessible(page);

  // Step 1: presentation, hourly rate, nearby cities, a service type.
  await page
    .getByRole('textbox', { name: w.bio })
    .fill('Nettoyeuse depuis huit ans à Montréal, minutieuse et ponctuelle, avec des produits écologiques.');
  await saveSection(page, 'bio');
  await page.getByLabel(w.hourly).fill('35');
  await saveSection(page, 'rates');
  await page.getByLabel(w.homeCity).fill('Montréal');
  await page.getByLabel(w.radius).fill('10');
  await page.getByRole('button', { name: w.findCities }).click();
  await page.getByRole('button', { name: w.addCities }).click();
  const area = page.locator('[data-section="service-area"]');
  await expect(area.getByText('Montréal', { exact: true }).first()).toBeVisible();
  await area.getByLabel(w.basic).check();
  await saveSection(page, 'service-area');
  await page.getByRole('button', { name: w.continue, exact: true }).click();

  // Step 2, then a reload half-way: the server's progress brings the person back to it.
  await expect(page.getByRole('heading', { level: 2, name: w.steps[1] })).toBeVisible();
  await expect(page.getByText(w.step(2))).toBeVisible();
  await expectAccessible(page);
  await page
    .locator('[data-part="cleanerOnboardingPhotoInput"]')
    .setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: png(64) });
  await page.getByRole('button', { name: w.savePhoto }).click();
  await expect(
    page.getByRole('status').filter({ hasText: combo.lang === 'fr' ? 'Photo enregistrée.' : 'Photo saved.' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: w.steps[1] })).toBeVisible();
  await expect(page.getByText(w.step(2))).toBeVisible();

  const address = page.locator('[data-part="cleanerOnboardingAddress"]');
  await address.getByLabel(w.street).fill('1200 rue Sainte-Catherine Est');
  await address.getByLabel(w.city, { exact: true }).fill('Montréal');
  await address.getByLabel(w.postalCode).fill('h2l 2h2');
  await address.getByRole('button').last().click();
  await expect(address.getByRole('status')).toBeVisible();
  const experience = page.locator('[data-section="experience"]');
  await experience.getByLabel(w.french, { exact: true }).check();
  await experience.getByLabel(w.years).fill('8');
  await saveSection(page, 'experience');
  await page.getByLabel(w.mondayMorning).check();
  await page.getByRole('button', { name: w.saveAvailability }).click();
  await expect(page.locator('[data-part="cleanerOnboardingAvailability"]').getByRole('status')).toBeVisible();
  await page.getByRole('button', { name: w.continue, exact: true }).click();

  // Step 3: a wrong file and a too-large one are refused before any upload, then the ID goes.
  await expect(page.getByRole('heading', { level: 2, name: w.steps[2] })).toBeVisible();
  await expect(page.getByText(w.step(3))).toBeVisible();
  await expect(page.getByRole('tab', { name: w.identity })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/cleaners/me/documents')) uploads.push(r.url());
  });
  const idSlot = page.locator('[data-part="cleanerOnboardingDocumentSlot"][data-type="id"]');
  const idInput = idSlot.locator('[data-part="cleanerOnboardingFileInput"]');
  await idInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas un document') });
  await expect(idSlot.getByRole('alert')).toHaveText(w.invalidType);
  await idInput.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25),
  });
  await expect(idSlot.getByRole('alert')).toHaveText(w.tooLarge);
  expect(uploads).toEqual([]);
  await expectAccessible(page);

  await idInput.setInputFiles({ name: 'permis.png', mimeType: 'image/png', buffer: png() });
  await expect(idSlot.locator('[data-part="cleanerOnboardingSelectedFile"] img')).toBeVisible();
  await idSlot.getByRole('button', { name: w.upload, exact: true }).click();
  await expect(idSlot.locator('[data-part="cleanerOnboardingDocument"]').getByText(w.pending)).toBeVisible();
  expect(uploads).toHaveLength(1);
  await expectAccessible(page);
  for (const tab of [w.business, w.training]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
  }
  await page.getByRole('button', { name: w.finishLater }).click();
  await expect(page).toHaveURL(`${origin}/profile`);

  // The administrator sees the ID in the review queue. Its own request context: the one that
  // signed the cleaner up holds the cleaner's session cookie, which would make this a cookie
  // request needing a CSRF token.
  const adminApi = await playwright.request.newContext();
  const admin = await adminApi.post(`${origin}/api/auth/login`, {
    data: { email: 'admin@demo.propre.ca', password: demoPassword },
  });
  expect(admin.status(), await admin.text()).toBe(200);
  const { token } = (await admin.json()) as { token: string };
  const queue = await adminApi.get(`${origin}/api/admin/verification/documents`, {
    params: { status: 'pending', type: 'id', limit: 100 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(queue.status(), await queue.text()).toBe(200);
  const { items } = (await queue.json()) as { items: { status: string; fileName: string | null; cleaner: { email: string } }[] };
  expect(items.find((item) => item.cleaner.email === email)).toMatchObject({ status: 'pending', fileName: 'permis.png' });
  await adminApi.dispose();
});
