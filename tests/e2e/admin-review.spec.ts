import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { adminContext } from './admin-support.ts';
import { bearer } from './bookings-support.ts';
import { png } from './profile-support.ts';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The profile review (issue 36): a fresh cleaner sends two documents; the administrator previews
 * and approves one, rejects the other with a reason; the cleaner reads both decisions on
 * /onboarding. Propre in French on a laptop (1280 px) in the desktop project, Éclat in English on
 * a tablet (768 px) in the phone project — the console's two sizes.
 */
const text = {
  fr: {
    nav: 'Console d’administration',
    title: 'Vérification des profils',
    documents: 'Documents à vérifier',
    sent: 'Envoyé le',
    review: (type: string, name: string) => `Examiner ${type} — ${name}`,
    id: 'Pièce d’identité',
    background: 'Vérification des antécédents',
    approve: 'Approuver',
    approvedOn: /Approuvé le/,
    reject: 'Refuser',
    rejectConfirm: 'Refuser le document',
    reason: /Motif du refus/,
    required: /Indiquez le motif du refus\./,
    open: 'Ouvrir dans un nouvel onglet',
    identity: 'Identité',
    docApproved: 'Approuvé',
    docRejected: 'Refusé',
    reasonShown: (reason: string) => `Motif\u202f: ${reason}`,
  },
  en: {
    nav: 'Administration console',
    title: 'Profile review',
    documents: 'Documents to review',
    sent: 'Sent on',
    review: (type: string, name: string) => `Review ${type} — ${name}`,
    id: 'Photo ID',
    background: 'Background check',
    approve: 'Approve',
    approvedOn: /Approved on/,
    reject: 'Reject',
    rejectConfirm: 'Reject the document',
    reason: /Reason for the rejection/,
    required: /Give the reason for the rejection\./,
    open: 'Open in a new tab',
    identity: 'Identity',
    docApproved: 'Approved',
    docRejected: 'Rejected',
    reasonShown: (reason: string) => `Reason: ${reason}`,
  },
};

// Three sessions (the cleaner through the API, the admin's and the cleaner's pages) on a 2-core machine.
test.describe.configure({ timeout: 300_000 });

/** A one-page PDF, enough for the API's type check by content and for a viewer. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A cleaner of this run only, through the API, at the onboarding's last step (so /onboarding
 * shows their documents), with a photo ID (PNG) and a background check (PDF) waiting for review.
 */
async function cleanerWithDocuments(playwright: PlaywrightWorkerArgs['playwright'], origin: string, lang: 'fr' | 'en') {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Nina Revue ${tag}`;
  const email = `review-${tag}@example.test`;
  // A context of its own: a sign-up with another person's session cookie would need a CSRF token.
  const api = await playwright.request.newContext({
    extraHTTPHeaders: {
      'x-forwarded-for': `10.37.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
    },
  });
  try {
    const signup = await api.post(`${origin}/api/auth/signup`, {
      data: {
        ...{ username: `rev_${tag}`, password: demoPassword, email, name, role: 'cleaner' },
        ...{ gender: 'female', language: lang, acceptTerms: true, termsVersion: '2026-11-01' },
      },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    const person = (await signup.json()) as { token: string; user: { id: string } };
    const auth = bearer(person);
    const ok = async (label: string, answer: ReturnType<APIRequestContext['get']>, status = 200) => {
      const res = await answer;
      expect(res.status(), `${label}: ${await res.text()}`).toBe(status);
      return res;
    };
    await ok(
      'profile',
      api.patch(`${origin}/api/cleaners/me/profile`, {
        headers: auth,
        data: {
          bio: 'Nettoyeuse depuis huit ans à Montréal, minutieuse et ponctuelle, avec des produits écologiques.',
          hourlyRate: 3500,
          serviceTypes: ['basic'],
          serviceCities: ['Montréal'],
          yearsOfExperience: 8,
          languages: ['fr'],
          address: {
            streetAddress: '1200 rue Sainte-Catherine Est',
            city: 'Montréal',
            province: 'QC',
            postalCode: 'H2L 2H2',
            country: 'CA',
          },
        },
      }),
    );
    await ok(
      'avatar',
      api.put(`${origin}/api/users/me/avatar`, { headers: { ...auth, 'content-type': 'image/png' }, data: png(64) }),
    );
    const day = { morning: false, afternoon: false };
    await ok(
      'availability',
      api.put(`${origin}/api/cleaners/me/availability/weekly-template`, {
        headers: auth,
        data: {
          monday: { morning: true, afternoon: false },
          tuesday: day,
          wednesday: day,
          thursday: day,
          friday: day,
          saturday: day,
          sunday: day,
        },
      }),
    );
    const upload = (type: string, fileName: string, contentType: string, body: Buffer) =>
      ok(
        type,
        api.post(`${origin}/api/cleaners/me/documents`, {
          params: { type, fileName },
          headers: { ...auth, 'content-type': contentType },
          data: body,
        }),
        201,
      );
    await upload('id', `permis-${tag}.png`, 'image/png', png(48));
    await upload('background_check', `antecedents-${tag}.pdf`, 'application/pdf', pdf);
    const onboarding = await ok('onboarding', api.get(`${origin}/api/cleaners/me/onboarding`, { headers: auth }));
    expect(((await onboarding.json()) as { currentStep: string }).currentStep).toBe('full-verification');
    return { tag, name, email, token: person.token };
  } finally {
    await api.dispose();
  }
}

test('an administrator previews a cleaner’s two documents, approves one and rejects the other with a reason; the cleaner reads both on /onboarding', async ({
  browser,
  brands,
  playwright,
}, testInfo) => {
  const { combo, origin, context } = await adminContext(browser, testInfo, brands);
  const t = text[combo.lang];
  const cleaner = await cleanerWithDocuments(playwright, origin, combo.lang);
  try {
    const login = await context.request.post(`${origin}/api/auth/login`, {
      data: { email: 'admin@demo.propre.ca', password: demoPassword },
    });
    expect(login.status()).toBe(200);
    const page = await context.newPage();

    // The console's navigation leads to the review; the page says what it is.
    await page.goto('/admin');
    // The dashboard's documents figure leads there too.
    const documents = page.locator('[data-part="adminFigure"]').filter({ hasText: t.documents });
    await expect(documents.getByRole('link')).toHaveAttribute('href', '/admin/profile-review');
    await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.title }).click();
    await expect(page).toHaveURL(/\/admin\/profile-review$/);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(t.title));
    // Newest first (the other journeys' documents may be waiting too): ours on top.
    const sent = page.getByRole('columnheader', { name: t.sent });
    await expect(sent).toHaveAttribute('aria-sort', 'ascending');
    await sent.getByRole('button').click();
    await expect(sent).toHaveAttribute('aria-sort', 'descending');
    const rows = page.getByRole('row').filter({ hasText: cleaner.tag });
    await expect(rows).toHaveCount(2);
    // The background check, sent after the ID, now comes first.
    await expect(rows.first()).toContainText(t.background);
    await expect(rows.last()).toContainText(t.id);
    await expectAccessible(page);

    // The photo ID: the image itself, fetched with the admin's session; approved.
    await page.getByRole('button', { name: t.review(t.id, cleaner.name) }).click();
    const panel = page.locator('[data-part="adminReviewPanel"]');
    await expect(panel.getByRole('heading', { name: new RegExp(`${t.id} — ${cleaner.name}`) })).toBeFocused();
    const image = panel.getByRole('img', { name: new RegExp(`permis-${cleaner.tag}\\.png`) });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    await expect(image).toHaveAttribute('src', /^blob:/);
    await panel.getByRole('button', { name: t.approve, exact: true }).click();
    await expect(panel.locator('[data-part="adminReviewDecision"]')).toContainText(t.approvedOn);
    await expect(rows).toHaveCount(1);

    // The background check: the PDF in a frame from an object URL; rejected with a reason, asked in a dialog.
    await page.getByRole('button', { name: t.review(t.background, cleaner.name) }).click();
    const frame = panel.locator('iframe[data-part="adminReviewPreviewFrame"]');
    await expect(frame).toHaveAttribute('src', /^blob:/);
    await expect(frame).toHaveAttribute('title', new RegExp(`antecedents-${cleaner.tag}\\.pdf`));
    await expect(panel.getByRole('link', { name: t.open })).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
    await panel.getByRole('button', { name: t.reject, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.rejectConfirm }).click();
    const reasonField = dialog.getByRole('textbox', { name: t.reason });
    await expect(reasonField).toHaveAccessibleDescription(t.required);
    await expect(reasonField).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    const reason = `Le rapport date de plus de six mois : envoyez-en un récent (${cleaner.tag}).`;
    await reasonField.fill(reason);
    await dialog.getByRole('button', { name: t.rejectConfirm }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.locator('[data-part="adminReviewReason"]')).toContainText(reason);
    await expect(rows).toHaveCount(0);

    // The cleaner, on their onboarding: the ID approved, the background check refused with the reason.
    const { context: own } = await adminContext(browser, testInfo, brands);
    try {
      const signIn = await own.request.post(`${origin}/api/auth/login`, {
        data: { email: cleaner.email, password: demoPassword },
      });
      expect(signIn.status()).toBe(200);
      const mine = await own.newPage();
      await mine.goto('/onboarding');
      await expect(mine.getByRole('tab', { name: t.identity })).toHaveAttribute('aria-selected', 'true');
      const slot = (type: string) => mine.locator(`[data-part="cleanerOnboardingDocumentSlot"][data-type="${type}"]`);
      await expect(slot('id').locator('[data-part="cleanerOnboardingDocumentStatus"]')).toHaveText(t.docApproved);
      await expect(slot('background_check').locator('[data-part="cleanerOnboardingDocumentStatus"]')).toHaveText(t.docRejected);
      await expect(slot('background_check').locator('[data-part="cleanerOnboardingRejectionReason"]')).toHaveText(
        t.reasonShown(reason),
      );
      await expectAccessible(mine);
    } finally {
      await own.close();
    }
  } finally {
    await context.close();
  }
});

test('a client and a cleaner get no profile review: neither the page nor its operations', async ({
  browser,
  brands,
  playwright,
}, testInfo) => {
  const { origin, context } = await adminContext(browser, testInfo, brands);
  const cleaner = await cleanerWithDocuments(playwright, origin, 'fr');
  const api = await playwright.request.newContext();
  try {
    const login = await context.request.post(`${origin}/api/auth/login`, {
      data: { email: 'marie@demo.propre.ca', password: demoPassword },
    });
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    await page.goto('/admin/profile-review');
    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.locator('[data-part^="adminReview"]')).toHaveCount(0);

    const own = await api.get(`${origin}/api/cleaners/me/documents`, { headers: bearer(cleaner) });
    const [document] = ((await own.json()) as { items: { id: string }[] }).items;
    expect(document).toBeDefined();
    const calls = [
      { method: 'GET', url: '/api/admin/profile-reviews' },
      { method: 'GET', url: '/api/admin/verification/documents?status=pending' },
      { method: 'GET', url: `/api/admin/verification/documents/${document?.id}` },
      { method: 'POST', url: `/api/admin/verification/documents/${document?.id}/decision`, data: { decision: 'approved' } },
    ];
    const client = (await login.json()) as { token: string };
    for (const call of calls) {
      for (const [who, session] of [
        ['client', client],
        ['cleaner', cleaner],
      ] as const) {
        const res = await api.fetch(`${origin}${call.url}`, { method: call.method, headers: bearer(session), data: call.data });
        expect([who, call.method, call.url, res.status()]).toEqual([who, call.method, call.url, 403]);
      }
    }
    // Nothing was decided by either.
    const after = await api.get(`${origin}/api/cleaners/me/documents`, { headers: bearer(cleaner) });
    expect(((await after.json()) as { items: { status: string }[] }).items.map((item) => item.status)).toEqual([
      'pending',
      'pending',
    ]);
  } finally {
    await api.dispose();
    await context.close();
  }
});
