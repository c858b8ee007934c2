import { readFile } from 'node:fs/promises';
import { type Browser, request, type TestInfo } from '@playwright/test';
import { tokenOf } from './cleaner-profile-support.ts';
import { type Brands, demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The marketing console (issue 36, /admin/marketing): Propre in French on a laptop (1280 px) in
 * the desktop project, Éclat in English on a tablet (768 px) in the phone project. What the admin
 * writes shows on the public pages, read by a visitor in both languages.
 */
const combos = {
  desktop: { brand: 'propre', lang: 'fr', width: 1280, room: 'office' },
  phone: { brand: 'eclat', lang: 'en', width: 768, room: 'living' },
} as const;

const text = {
  fr: {
    tabs: { newsletter: 'Infolettre', gallery: 'Galerie', blog: 'Blogue', faq: 'FAQ' },
    rooms: { office: 'Bureau', living: 'Salon' },
    export: 'Exporter en CSV',
    filter: 'Statut',
    pending: 'En attente de confirmation',
    takeOut: (room: string) => `Retirer de la galerie : ${room} à Montréal`,
    confirm: 'Retirer',
    publicImage: (room: string) => new RegExp(`^${room} à Montréal, avant`),
    before: 'Photo avant',
    after: 'Photo après',
    publish: 'Publier',
    published: 'Paire publiée',
    newPost: 'Nouvel article',
    slug: 'Adresse de l’article',
    status: 'Statut',
    save: 'Enregistrer',
    saved: 'Article enregistré et publié',
    newQuestion: 'Nouvelle question',
    position: 'Position dans la catégorie',
    questionSaved: 'Question enregistrée',
    french: 'Français',
    english: 'Anglais',
  },
  en: {
    tabs: { newsletter: 'Newsletter', gallery: 'Gallery', blog: 'Blog', faq: 'FAQ' },
    rooms: { office: 'Office', living: 'Living room' },
    export: 'Export as CSV',
    filter: 'Status',
    pending: 'Awaiting confirmation',
    takeOut: (room: string) => `Take out of the gallery: ${room} in Montréal`,
    confirm: 'Take out',
    publicImage: (room: string) => new RegExp(`^${room} in Montréal, before`),
    before: 'Before photo',
    after: 'After photo',
    publish: 'Publish',
    published: 'Pair published',
    newPost: 'New post',
    slug: 'Post address',
    status: 'Status',
    save: 'Save',
    saved: 'Post saved and published',
    newQuestion: 'New question',
    position: 'Position in the category',
    questionSaved: 'Question saved',
    french: 'French',
    english: 'English',
  },
};

// Three browser contexts, a dozen saves and the public pages on a shared 2-core machine (3.5 min measured while 8 jobs shared it).
test.describe.configure({ timeout: 360_000 });

async function contextFor(browser: Browser, testInfo: TestInfo, brands: Brands, lang?: 'fr' | 'en') {
  const combo = combos[testInfo.project.name as keyof typeof combos] ?? combos.desktop;
  const language = lang ?? combo.lang;
  const origin = brands[combo.brand];
  const context = await browser.newContext({
    baseURL: origin,
    locale: language === 'fr' ? 'fr-CA' : 'en-CA',
    viewport: { width: combo.width, height: 900 },
    acceptDownloads: true,
  });
  await context.addInitScript((chosen) => localStorage.setItem('propre.language', chosen), language);
  return { combo, origin, context };
}

/** The before and after photos of `room` in Carlos's photographed job (the seed's gallery), from the API. */
async function pairOf(origin: string, room: string) {
  const token = await tokenOf(origin, 'carlos@demo.propre.ca');
  const api = await request.newContext({ extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  try {
    const list = await api.get(`${origin}/api/bookings?status=completed&limit=100`);
    expect(list.status()).toBe(200);
    for (const booking of ((await list.json()) as { items: { id: string }[] }).items) {
      const photos = await api.get(`${origin}/api/bookings/${booking.id}/photos`);
      if (photos.status() !== 200) continue;
      const items = ((await photos.json()) as { items: { id: string; kind: string; room: string }[] }).items;
      const before = items.find((photo) => photo.room === room && photo.kind === 'before');
      const after = items.find((photo) => photo.room === room && photo.kind === 'after');
      if (before && after) return { before: before.id, after: after.id };
    }
    throw new Error(`no ${room} pair among Carlos's completed bookings`);
  } finally {
    await api.dispose();
  }
}

test('an administrator publishes a post and an FAQ entry in French and English, takes a pair out of the gallery and back, and exports the subscribers', async ({
  browser,
  brands,
}, testInfo) => {
  const { combo, origin, context } = await contextFor(browser, testInfo, brands);
  const t = text[combo.lang];
  // Titles of this run only: parallel runs never meet.
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const slug = `journal-${tag}`;
  const titles = { fr: `Le journal du ménage ${tag}`, en: `The cleaning journal ${tag}` };
  const questions = { fr: `Peut-on réserver le dimanche (${tag})?`, en: `Can I book on a Sunday (${tag})?` };
  const room = t.rooms[combo.room];
  const pair = await pairOf(origin, combo.room);
  const visitors = await Promise.all(
    (['fr', 'en'] as const).map(async (lang) => ({ lang, ...(await contextFor(browser, testInfo, brands, lang)) })),
  );
  try {
    const login = await context.request.post(`${origin}/api/auth/login`, {
      data: { email: 'admin@demo.propre.ca', password: demoPassword },
    });
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Marketing' }).click();
    await expect(page).toHaveURL(/\/admin\/marketing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketing' })).toBeVisible();

    // The subscribers: someone of this run signs up (awaiting confirmation), the admin finds them
    // and saves the export, a CSV file whose first line is the header row.
    const subscriber = `news-${tag}@example.test`;
    const visitorApi = await request.newContext({
      extraHTTPHeaders: {
        'x-forwarded-for': `10.37.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
      },
    });
    const signup = await visitorApi.post(`${origin}/api/newsletter/subscriptions`, {
      data: { email: subscriber, acceptTerms: true, language: combo.lang },
    });
    expect(signup.status(), await signup.text()).toBe(202);
    await visitorApi.dispose();
    await expect(page.getByRole('tab', { name: t.tabs.newsletter, selected: true })).toBeVisible();
    await page.getByRole('combobox', { name: t.filter }).selectOption({ label: t.pending });
    await expect(page.getByRole('rowheader', { name: subscriber })).toBeVisible();
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.export }).click()]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-pending-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]).toBe('email,language,status,termsAcceptedAt,confirmedAt,unsubscribedAt');
    expect(lines.some((line) => line.startsWith(`${subscriber},${combo.lang},pending,`))).toBe(true);

    // The gallery: the pair is on the public page, taken out after a confirmation, then gone.
    const reader = visitors.find((v) => v.lang === combo.lang);
    if (!reader) throw new Error(`no ${combo.lang} visitor`);
    const visitor = await reader.context.newPage();
    await visitor.goto('/gallery');
    const publicImage = visitor.getByRole('img', { name: t.publicImage(room) });
    await expect(publicImage).toHaveCount(1);
    await page.getByRole('tab', { name: t.tabs.gallery }).click();
    await expect(page).toHaveURL(/\?tab=gallery$/);
    await page.getByRole('button', { name: t.takeOut(room) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Montréal');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: t.takeOut(room) })).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.locator('[data-part="contentGalleryItem"]').first()).toBeVisible();
    await expect(publicImage).toHaveCount(0);
    // Published again from its two photos, as the other journeys expect the gallery.
    await page.getByRole('textbox', { name: t.before }).fill(pair.before);
    await page.getByRole('textbox', { name: t.after }).fill(pair.after);
    await page.getByRole('button', { name: t.publish, exact: true }).click();
    await expect(page.locator('[data-part="toastTitle"]').filter({ hasText: t.published })).toBeVisible();
    await expect(page.getByRole('button', { name: t.takeOut(room) })).toBeVisible();

    // A post in both languages, side by side, published.
    await page.getByRole('tab', { name: t.tabs.blog }).click();
    await page.getByRole('button', { name: t.newPost }).click();
    await page.getByRole('textbox', { name: t.slug }).fill(slug);
    await page.getByRole('combobox', { name: t.status }).selectOption('published');
    for (const [lang, column] of [
      ['fr', t.french],
      ['en', t.english],
    ] as const) {
      const group = page.getByRole('group', { name: column });
      await group.getByRole('textbox', { name: /^(Titre|Title)/ }).fill(titles[lang]);
      await group
        .getByRole('textbox', { name: /^(Résumé|Summary)/ })
        .fill(lang === 'fr' ? 'Ce que nos pros font en premier.' : 'What our cleaners do first.');
      await group
        .getByRole('textbox', { name: /^(Texte|Text)/ })
        .fill(
          lang === 'fr'
            ? '## La cuisine\n\nLes comptoirs, puis les planchers.'
            : '## The kitchen\n\nThe counters, then the floors.',
        );
      // The preview renders the post as the public page does.
      await expect(group.getByRole('heading', { name: titles[lang] })).toBeVisible();
      await expect(group.getByRole('heading', { name: lang === 'fr' ? 'La cuisine' : 'The kitchen' })).toBeVisible();
    }
    await expectAccessible(page);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.locator('[data-part="toastTitle"]').filter({ hasText: t.saved })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: titles[combo.lang] })).toBeVisible();

    // An FAQ entry in both languages.
    await page.getByRole('tab', { name: t.tabs.faq, exact: true }).click();
    await page.getByRole('button', { name: t.newQuestion }).click();
    await page.getByRole('textbox', { name: t.position }).fill('9000');
    for (const [lang, column] of [
      ['fr', t.french],
      ['en', t.english],
    ] as const) {
      const group = page.getByRole('group', { name: column });
      await group.getByRole('textbox', { name: /^Question/ }).fill(questions[lang]);
      await group
        .getByRole('textbox', { name: /^(Réponse|Answer)/ })
        .fill(lang === 'fr' ? 'Oui, de 9 h à 17 h.' : 'Yes, from 9 a.m. to 5 p.m.');
      await expect(group.locator('summary', { hasText: questions[lang] })).toBeVisible();
    }
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.locator('[data-part="toastTitle"]').filter({ hasText: t.questionSaved })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: questions[combo.lang] })).toBeVisible();
    await expectAccessible(page);

    // A visitor reads them in each language: the post at its address, the question on the FAQ.
    for (const { lang, context: reader } of visitors) {
      const read = await reader.newPage();
      await read.goto(`/blog/${slug}`);
      await expect(read.getByRole('heading', { level: 1 })).toHaveText(titles[lang]);
      await expect(read.getByRole('heading', { name: lang === 'fr' ? 'La cuisine' : 'The kitchen' })).toBeVisible();
      await read.goto('/faq');
      await expect(read.locator('summary', { hasText: questions[lang] })).toBeVisible();
    }
  } finally {
    await Promise.all(visitors.map((visitor) => visitor.context.close()));
    await context.close();
  }
});
