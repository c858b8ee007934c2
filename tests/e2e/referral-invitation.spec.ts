import { type APIRequestContext, request as apiRequest, type Page, type TestInfo } from '@playwright/test';
import { tokenOf } from './cleaner-profile-support.ts';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The growth part of the public site (issue 37; spec §3 "Referral reward", §9): an invitation
 * link opened by a newcomer says who invites them and what the code is worth, keeps the code
 * through to the sign-up form, and the account made with it has the 10 $ welcome credit while
 * the referrer counts one more person; a code no account has is said plainly. Then the
 * commercial-property referral: refused beside its fields, sent, seen by an admin, and the
 * hourly limit. Phone: Propre in French; desktop: Éclat in English.
 */

const combos = {
  phone: { brand: 'propre', lang: 'fr', brandName: 'Propre', referrer: 'marie@demo.propre.ca' },
  desktop: { brand: 'eclat', lang: 'en', brandName: 'Éclat', referrer: 'james@demo.propre.ca' },
} as const;

const words = {
  fr: {
    invites: (name: string, brand: string) => `${name} vous invite sur ${brand}`,
    credit: /10\s\$ de rabais s’appliquent à votre premier ménage réservé, valables 6 mois/,
    bonus: /20\s\$ lui sont versés après votre premier contrat terminé/,
    clientAction: 'Créer mon compte client',
    invalid: 'Ce code de parrainage n’est pas valide',
    withoutCode: 'M’inscrire sans code',
    referral: /^Code de parrainage/,
    submit: 'Créer mon compte',
    name: 'Nom complet',
    username: 'Nom d’utilisateur',
    email: 'Courriel',
    password: 'Mot de passe',
    gender: 'Genre',
    terms: /conditions d’utilisation/,
    registered: 'Inscription réussie',
    welcome: (name: string) => `Crédit de bienvenue (parrainage de ${name})`,
    available: /10,00\s\$/,
    commercialTitle: 'Recommander un immeuble commercial',
    company: 'Nom de l’entreprise',
    contact: 'Personne à joindre',
    phone: 'Téléphone',
    city: 'Ville',
    type: 'Type d’immeuble',
    area: /^Superficie/,
    send: 'Envoyer',
    companyError: /nom de l’entreprise \(2 caractères au moins\)/,
    emailError: /nom@exemple\.ca/,
    typeError: 'Choisissez le type d’immeuble.',
    phoneError: /10 à 15 chiffres/,
    areaError: /entre 100 et/,
    sent: /Recommandation envoyée/,
    tooMany: /Trop de recommandations/,
    adminTab: 'Commercial',
  },
  en: {
    invites: (name: string, brand: string) => `${name} invites you to ${brand}`,
    credit: /\$10 off your first booked cleaning, valid for 6 months/,
    bonus: /they receive \$20 once you finish your first job/,
    clientAction: 'Create my client account',
    invalid: 'This referral code is not valid',
    withoutCode: 'Sign up without a code',
    referral: /^Referral code/,
    submit: 'Create my account',
    name: 'Full name',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    gender: 'Gender',
    terms: /terms of service/,
    registered: 'Registration successful',
    welcome: (name: string) => `Welcome credit (referred by ${name})`,
    available: /\$10\.00/,
    commercialTitle: 'Refer a commercial property',
    company: 'Company name',
    contact: 'Contact person',
    phone: 'Phone',
    city: 'City',
    type: 'Property type',
    area: /^Floor area/,
    send: 'Send',
    companyError: /company’s name \(at least 2 characters\)/,
    emailError: /name@example\.ca/,
    typeError: 'Choose the property type.',
    phoneError: /10 to 15 digits/,
    areaError: /between 100 and/,
    sent: /Referral sent/,
    tooMany: /Too many referrals/,
    adminTab: 'Commercial',
  },
} as const;

function comboOf(testInfo: TestInfo) {
  return combos[testInfo.project.name as keyof typeof combos] ?? combos.desktop;
}

/** A fresh address per run: the per-address limits (sign-ups, referrals) count this run alone. */
async function speakFromNewAddress(page: Page): Promise<string> {
  const bytes = Array.from({ length: 3 }, () => 1 + Math.floor(Math.random() * 254));
  const address = `10.${bytes.join('.')}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** Calls made beside the browser with a person's bearer token (setup and checks only). */
async function asPerson<T>(origin: string, email: string, call: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const token = await tokenOf(origin, email);
  const api = await apiRequest.newContext({ extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  try {
    return await call(api);
  } finally {
    await api.dispose();
  }
}

interface Overview {
  code: string;
  referredCount: number;
}

// Both auth tabs' forms stay mounted: the field shown.
const field = (page: Page, label: string | RegExp) =>
  page.getByLabel(label, { exact: typeof label === 'string' }).filter({ visible: true });

test('an invitation link says who invites, keeps the code into the sign-up, and the new client has the welcome credit', async ({
  page,
  brands,
}, testInfo) => {
  test.setTimeout(150_000);
  const combo = comboOf(testInfo);
  const w = words[combo.lang];
  const origin = brands[combo.brand];
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), combo.lang);
  await speakFromNewAddress(page);

  // The referrer's code and count, as their /referrals page has them.
  const { overview, referrerName } = await asPerson(origin, combo.referrer, async (api) => {
    const mine = await api.get(`${origin}/api/referrals/me`);
    expect(mine.status()).toBe(200);
    const me = (await (await api.get(`${origin}/api/users/me`)).json()) as { name: string };
    const [first = '', ...rest] = me.name.trim().split(/\s+/);
    const initial = rest.length > 0 ? ` ${(rest.at(-1) ?? '').charAt(0).toUpperCase()}.` : '';
    return { overview: (await mine.json()) as Overview, referrerName: `${first}${initial}` };
  });

  // A code no account has: said plainly, and the sign-up offered without it.
  await page.goto(`${origin}/referral-program?code=PASUNCODE`);
  await expect(page.getByRole('alert').filter({ hasText: w.invalid })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: w.withoutCode }).click();
  await expect(field(page, w.referral)).toHaveValue('');

  // The invitation link as shared (lower case, as a person may retype it).
  await page.goto(`${origin}/referral-program?code=${overview.code.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 2, name: w.invites(referrerName, combo.brandName) })).toBeVisible();
  await expect(page.getByText(w.credit)).toBeVisible();
  await expect(page.getByText(w.bonus)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectAccessible(page);
  if (testInfo.project.name === 'phone') await page.screenshot({ path: '/tmp/referral-landing-360.png', fullPage: true });

  // The person looks elsewhere first; the code waits in the tab and fills the sign-up form.
  await page.goto(`${origin}/pricing`);
  await page.goto(`${origin}/register`);
  await expect(field(page, w.referral)).toHaveValue(overview.code);
  // …and the landing's own button starts the client's sign-up with it too.
  await page.goto(`${origin}/referral-program?code=${overview.code}`);
  await page.getByRole('link', { name: w.clientAction }).click();
  await expect(field(page, w.referral)).toHaveValue(overview.code);

  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `invitee-${suffix}@example.test`;
  await field(page, w.name).fill('Camille Invitée');
  await field(page, w.username).fill(`invitee_${suffix}`);
  await field(page, w.email).fill(email);
  await field(page, w.password).fill('Lavande-Fenetre-42');
  await field(page, w.gender).selectOption('prefer_not_to_say');
  await page.getByRole('checkbox', { name: w.terms }).check();
  if (combo.lang === 'en') await page.getByRole('checkbox', { name: /English version/ }).check();
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page.getByText(w.registered).first()).toBeVisible();
  await expect(page).toHaveURL(`${origin}/client-onboarding`);

  // The new client's referrals page: the welcome credit, from the person who invited them.
  await page.goto(`${origin}/referrals`);
  await expect(page.getByText(w.welcome(referrerName))).toBeVisible();
  await expect(page.getByText(w.available).first()).toBeVisible();
  const rewards = await page.request.get(`${origin}/api/referrals/rewards`);
  expect((await rewards.json()).items).toEqual([
    expect.objectContaining({ kind: 'welcome_credit', amount: 1000, status: 'available', referrerName }),
  ]);
  await expectAccessible(page);

  // The referrer counts one more person.
  const after = await asPerson(origin, combo.referrer, async (api) => (await api.get(`${origin}/api/referrals/me`)).json());
  expect((after as Overview).referredCount).toBeGreaterThanOrEqual(overview.referredCount + 1);
});

test('a commercial property is referred to the partner: refused beside its fields, sent, seen by an admin, then the hourly limit', async ({
  page,
  brands,
}, testInfo) => {
  test.setTimeout(150_000);
  const combo = comboOf(testInfo);
  const w = words[combo.lang];
  const origin = brands[combo.brand];
  await page.addInitScript((language) => localStorage.setItem('propre.language', language), combo.lang);
  const address = await speakFromNewAddress(page);
  const company = `Immeubles Laurier ${Date.now().toString(36)}`;

  await page.goto(`${origin}/referral-program`);
  const form = page.getByRole('region', { name: w.commercialTitle });
  await expect(form).toBeVisible();

  // Sent empty: each required field says what it needs, and nothing leaves the page.
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/commercial-referrals')) sent += 1;
  });
  await form.getByRole('button', { name: w.send, exact: true }).click();
  await expect(form.getByLabel(w.company)).toHaveAccessibleDescription(w.companyError);
  await expect(form.getByLabel(w.email, { exact: true })).toHaveAccessibleDescription(w.emailError);
  await expect(form.getByLabel(w.type)).toHaveAccessibleDescription(w.typeError);
  await expect(form.getByLabel(w.company)).toBeFocused();
  await expectAccessible(page);

  // A phone too short and an area too small: beside them.
  await form.getByLabel(w.company).fill(company);
  await form.getByLabel(w.contact).fill('Julie Dufour');
  await form.getByLabel(w.email, { exact: true }).fill('julie@laurier.example');
  await form.getByLabel(w.phone).fill('555-0147');
  await form.getByLabel(w.city).fill('Montréal');
  await form.getByLabel(w.type).selectOption('office');
  await form.getByLabel(w.area).fill('50');
  await form.getByRole('button', { name: w.send, exact: true }).click();
  await expect(form.getByLabel(w.phone)).toHaveAccessibleDescription(w.phoneError);
  await expect(form.getByLabel(w.area)).toHaveAccessibleDescription(w.areaError);
  expect(sent).toBe(0);

  // Corrected: sent, and the partner's answer promised.
  await form.getByLabel(w.phone).fill('514 555-0147');
  await form.getByLabel(w.area).fill('4200');
  await form.getByRole('button', { name: w.send, exact: true }).click();
  const status = form.getByRole('status');
  await expect(status).toContainText(w.sent);
  await expect(status).toContainText(company);
  await expectAccessible(page);

  // An admin sees the lead in the marketing console.
  await asPerson(origin, 'admin@demo.propre.ca', async (api) => {
    const leads = await api.get(`${origin}/api/admin/commercial-referrals?limit=20`);
    expect(leads.status()).toBe(200);
    const items = ((await leads.json()) as { items: { companyName: string; squareFeet: number | null }[] }).items;
    expect(items.find((lead) => lead.companyName === company)).toMatchObject({ squareFeet: 4200 });
  });
  const admin = await page
    .context()
    .browser()
    ?.newContext({
      ...(({ viewport, isMobile, hasTouch }) => ({ viewport, isMobile, hasTouch }))(testInfo.project.use),
    });
  if (!admin) throw new Error('no browser');
  const adminPage = await admin.newPage();
  await adminPage.addInitScript((language) => localStorage.setItem('propre.language', language), combo.lang);
  const login = await adminPage.request.post(`${origin}/api/auth/login`, {
    data: { email: 'admin@demo.propre.ca', password: demoPassword },
  });
  expect(login.status()).toBe(200);
  await adminPage.goto(`${origin}/admin/marketing?tab=commercial`);
  await expect(adminPage.getByRole('tab', { name: w.adminTab, exact: true, selected: true })).toBeVisible();
  await expect(adminPage.getByRole('rowheader', { name: company })).toBeVisible();
  await expectAccessible(adminPage);
  await admin.close();

  // Five an hour from one address: the rest spent beside the page, the next one refused with the wait.
  for (let i = 0; i < 4; i += 1) {
    const res = await page.request.post(`${origin}/api/commercial-referrals`, {
      headers: { 'x-forwarded-for': address },
      data: {
        companyName: `${company} ${i}`,
        contactName: 'Julie Dufour',
        email: 'julie@laurier.example',
        city: 'Laval',
        propertyType: 'retail',
      },
    });
    expect(res.status(), await res.text()).toBe(202);
  }
  await form.getByRole('button', { name: /Recommander un autre immeuble|Refer another property/ }).click();
  await form.getByLabel(w.company).fill(`${company} bis`);
  await form.getByLabel(w.contact).fill('Julie Dufour');
  await form.getByLabel(w.email, { exact: true }).fill('julie@laurier.example');
  await form.getByLabel(w.city).fill('Laval');
  await form.getByLabel(w.type).selectOption('retail');
  await form.getByRole('button', { name: w.send, exact: true }).click();
  await expect(form.getByRole('alert')).toContainText(w.tooMany);
  await expectAccessible(page);
});
