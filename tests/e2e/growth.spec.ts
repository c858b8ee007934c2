import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { asNewcomer, type Brands, demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The growth widgets in the reference app (issue 37): the first-cleaning discount popup and the
 * newsletter's double opt-in. Propre in French on the desktop project, Éclat in English on the
 * phone project: both languages' wording is checked.
 */
const combos = {
  desktop: { brand: 'propre', lang: 'fr' },
  phone: { brand: 'eclat', lang: 'en' },
} as const;

const text = {
  fr: {
    popup: /10\s%\ssur votre premier ménage/,
    email: 'Courriel',
    newsletterEmail: 'Votre courriel pour l’infolettre',
    getCode: 'Recevoir mon code',
    already: /déjà reçu un code de bienvenue/,
    subscribe: 'M’abonner',
    terms: /J’accepte de recevoir l’infolettre/,
    checkInbox: /Vérifiez votre boîte de réception/,
    confirm: 'Confirmer mon abonnement',
    confirmed: /Abonnement confirmé/,
    unsubscribe: 'Me désabonner',
    unsubscribed: /ne recevrez plus l’infolettre/,
    invalid: /Lien invalide ou expiré/,
    consent: 'Vos choix de confidentialité',
    refuse: 'Refuser',
    accept: 'Accepter les statistiques',
    choices: 'Choix de confidentialité',
    refused: /statistiques refusées/,
  },
  en: {
    popup: /10% off your first cleaning/,
    email: 'Email',
    newsletterEmail: 'Your email for the newsletter',
    getCode: 'Get my code',
    already: /already received a welcome code/,
    subscribe: 'Subscribe',
    terms: /I agree to receive the newsletter/,
    checkInbox: /Check your inbox/,
    confirm: 'Confirm my subscription',
    confirmed: /Subscription confirmed/,
    unsubscribe: 'Unsubscribe me',
    unsubscribed: /no longer receive the newsletter/,
    invalid: /Invalid or expired link/,
    consent: 'Your privacy choices',
    refuse: 'Refuse',
    accept: 'Accept statistics',
    choices: 'Privacy choices',
    refused: /statistics refused/,
  },
};

/** The newcomer answers the privacy question (refusing: nothing measured). */
async function answerPrivacy(page: Page, t: (typeof text)['fr' | 'en']) {
  await page.getByRole('region', { name: t.consent }).getByRole('button', { name: t.refuse, exact: true }).click();
}

// The popup waits 12 s on a page before it opens; a "never" is watched for as long again.
test.describe.configure({ timeout: 180_000 });

async function contextFor(browser: Browser, testInfo: TestInfo, brands: Brands) {
  const combo = combos[testInfo.project.name as keyof typeof combos] ?? combos.desktop;
  const context = await browser.newContext({
    baseURL: brands[combo.brand],
    locale: combo.lang === 'fr' ? 'fr-CA' : 'en-CA',
    ...(({ viewport, isMobile, hasTouch }) => ({ viewport, isMobile, hasTouch }))(testInfo.project.use),
  });
  await context.addInitScript((language) => localStorage.setItem('propre.language', language), combo.lang);
  return { combo, context, origin: brands[combo.brand] };
}

const tagOf = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a newcomer is offered the welcome code once, never on checkout; the same address gets its code again', async ({
  browser,
  brands,
}, testInfo) => {
  const first = await contextFor(browser, testInfo, brands);
  const checkout = await contextFor(browser, testInfo, brands);
  const again = await contextFor(browser, testInfo, brands);
  const t = text[first.combo.lang];
  const email = `bienvenue-${tagOf()}@example.test`;
  try {
    await Promise.all([asNewcomer(first.context), asNewcomer(checkout.context), asNewcomer(again.context)]);
    const page = await first.context.newPage();
    const booking = await checkout.context.newPage();
    await page.goto('/');
    // Meanwhile, a newcomer goes straight to a booking page: the popup must not interrupt.
    await booking.goto('/book/carlos-rodriguez');
    // One question at a time: the privacy question first, then the offer.
    await answerPrivacy(page, t);
    await answerPrivacy(booking, t);

    const popup = page.getByRole('dialog', { name: t.popup });
    await expect(popup).toBeVisible({ timeout: 25_000 });
    await expectAccessible(page);
    await popup.getByLabel(t.email, { exact: true }).fill(email);
    await popup.getByRole('button', { name: t.getCode }).click();
    // The dialog now holds the code, under its own title.
    const code = page.getByRole('dialog').getByText(/^BIENVENUE-[A-Z0-9]+$/);
    await expect(code).toBeVisible();
    const given = await code.textContent();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Shown once: reading on, the visitor is not asked again.
    await page.goto('/cleaners');
    await page.waitForTimeout(14_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(booking.getByRole('dialog', { name: t.popup })).toHaveCount(0);

    // The same address from another browser: the code it already has, said so.
    const other = await again.context.newPage();
    await other.goto('/pricing');
    await answerPrivacy(other, t);
    const second = other.getByRole('dialog', { name: t.popup });
    await expect(second).toBeVisible({ timeout: 25_000 });
    await second.getByLabel(t.email, { exact: true }).fill(email.toUpperCase());
    await second.getByRole('button', { name: t.getCode }).click();
    await expect(other.getByRole('dialog').getByText(t.already)).toBeVisible();
    await expect(other.getByRole('dialog').getByText(given ?? '', { exact: true })).toBeVisible();
  } finally {
    await Promise.all([first.context.close(), checkout.context.close(), again.context.close()]);
  }
});

/** The links the API mailed to `email` for the newsletter, read from the outbox as an admin. */
async function newsletterLinks(request: APIRequestContext, origin: string, email: string) {
  const login = await request.post(`${origin}/api/auth/login`, {
    data: { email: 'admin@demo.propre.ca', password: demoPassword },
  });
  expect(login.status(), await login.text()).toBe(200);
  let mail = '';
  await expect
    .poll(
      async () => {
        const outbox = await request.get(`${origin}/api/admin/mail-outbox?limit=50`);
        const page = (await outbox.json()) as { items: { to: string; tag: string; text: string }[] };
        mail = page.items.find((item) => item.to === email && item.tag === 'newsletter-confirmation')?.text ?? '';
        return mail;
      },
      { message: `a newsletter confirmation to ${email} in the outbox`, timeout: 10_000 },
    )
    .not.toBe('');
  // The mail's links carry the API's public address: the path and the token are what matter here.
  const link = (name: string) => {
    const found = mail.match(new RegExp(`/newsletter/${name}\\?token=[^\\s)>]+`))?.[0];
    expect(found, `the ${name} link of the mail`).toBeTruthy();
    return found as string;
  };
  return { confirm: link('confirm'), unsubscribe: link('unsubscribe') };
}

test('a visitor subscribes from the footer, confirms from the mail, then leaves the list from it', async ({
  browser,
  brands,
  playwright,
}, testInfo) => {
  const { combo, context, origin } = await contextFor(browser, testInfo, brands);
  const t = text[combo.lang];
  const email = `infolettre-${tagOf()}@example.test`;
  const api = await playwright.request.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/faq');
    const footer = page.locator('footer');
    await footer.getByRole('button', { name: t.subscribe }).click();
    // Nothing ticked for the person: both fields say what they need.
    await expect(footer.getByLabel(t.newsletterEmail, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(footer.getByRole('checkbox', { name: t.terms })).toHaveAttribute('aria-invalid', 'true');
    await footer.getByLabel(t.newsletterEmail, { exact: true }).fill(email);
    await footer.getByRole('checkbox', { name: t.terms }).check();
    await footer.getByRole('button', { name: t.subscribe }).click();
    await expect(footer.getByRole('status')).toContainText(t.checkInbox);
    await expectAccessible(page);

    const links = await newsletterLinks(api, origin, email);
    await page.goto(links.confirm);
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.confirmed);
    await expectAccessible(page);

    await page.goto(links.unsubscribe);
    await page.getByRole('button', { name: t.unsubscribe }).click();
    await expect(page.getByRole('status')).toContainText(t.unsubscribed);

    // An altered link: said, with the way forward.
    await page.goto(`${links.confirm}x`);
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.invalid);
  } finally {
    await context.close();
    await api.dispose();
  }
});

type Report = { totals: { pageViews: number }; topPages: { path: string; views: number }[] };

/** The analytics report of today, read by the admin `request` is signed in as (analytics.getReport). */
async function report(request: APIRequestContext, origin: string): Promise<Report> {
  const answer = await request.get(`${origin}/api/admin/analytics/report`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Report;
}

test('the privacy question: nothing measured before an answer, refusing as easy as accepting, the choice changed from the footer', async ({
  browser,
  brands,
  playwright,
}, testInfo) => {
  const { combo, context, origin } = await contextFor(browser, testInfo, brands);
  const t = text[combo.lang];
  const api = await playwright.request.newContext();
  try {
    await asNewcomer(context);
    // A newcomer who already closed the welcome popup: only the privacy question is asked here.
    await context.addInitScript(() => localStorage.setItem('propre.discountPopup.shown', 'closed'));
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/analytics/')) sent.push(request.url());
    });
    // The server draws the question into the page itself (it is in the first paint, not added later).
    const served = await page.request.get('/faq', { headers: { accept: 'text/html' } });
    expect(await served.text()).toContain('id="app-consent-title"');
    await page.goto('/faq');
    const banner = page.getByRole('region', { name: t.consent });
    await expect(banner).toBeVisible();
    // Refusing and accepting: side by side, the same kind of button.
    const refuse = banner.getByRole('button', { name: t.refuse, exact: true });
    const accept = banner.getByRole('button', { name: t.accept });
    await expect(refuse).toHaveAttribute('class', (await accept.getAttribute('class')) ?? '');
    await expectAccessible(page);
    // Past the first heartbeat and two path checks: still nothing sent without an answer.
    await page.waitForTimeout(4000);
    expect(sent).toEqual([]);

    await refuse.click();
    await expect(banner).toBeHidden();
    // The answer reaches the server too: its next page comes without the question.
    const answered = await page.request.get('/pricing', { headers: { accept: 'text/html' } });
    expect(await answered.text()).not.toContain('id="app-consent-title"');
    await page.goto('/pricing');
    await page.waitForTimeout(4000);
    expect(sent).toEqual([]);
    await expect(page.getByRole('region', { name: t.consent })).toHaveCount(0);

    const login = await api.post(`${origin}/api/auth/login`, { data: { email: 'admin@demo.propre.ca', password: demoPassword } });
    expect(login.status(), await login.text()).toBe(200);
    const before = await report(api, origin);
    await page.getByRole('button', { name: t.choices }).click();
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(t.refused);
    await banner.getByRole('button', { name: t.accept }).click();
    await expect(banner).toBeHidden();
    // Leaving the page sends what waits, with a request that outlives it.
    const delivered = page.waitForResponse((response) => response.url().includes('/api/analytics/events'));
    await page.goto('/gallery');
    expect((await delivered).status()).toBe(202);
    await expect
      .poll(async () => (await report(api, origin)).totals.pageViews, { message: 'the page views counted', timeout: 10_000 })
      .toBeGreaterThan(before.totals.pageViews);
    expect((await report(api, origin)).topPages.map((p) => p.path)).toContain('/pricing');
  } finally {
    await context.close();
    await api.dispose();
  }
});
