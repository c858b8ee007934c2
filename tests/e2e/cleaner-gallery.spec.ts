import { newCleaner, signIn } from './bookings-support.ts';
import { expect as baseExpect, expectAccessible, test } from './support/fixtures.ts';
import { photoFile } from './support/photo-file.ts';

// A shared 2-core machine: photos are re-encoded by the server, which can take a while.
const expect = baseExpect.configure({ timeout: 40_000 });

/**
 * The cleaner's work gallery at /profile/gallery (issue 35), with a cleaner of its own: a photo
 * uploaded from a file (compressed by the browser), given a caption and a room, still there once
 * the page is reloaded, then deleted after the confirmation.
 */
const words = {
  fr: {
    title: 'Ma galerie de travaux',
    pick: 'Ajouter une photo',
    caption: 'Légende',
    room: 'Pièce',
    save: 'Enregistrer',
    empty: 'Aucune photo',
    one: '1 photo sur 24',
    delete: 'Supprimer la photo 1',
    confirm: 'Supprimer la photo',
  },
  en: {
    title: 'My work gallery',
    pick: 'Add a photo',
    caption: 'Caption',
    room: 'Room',
    save: 'Save',
    empty: 'No photo',
    one: '1 photo of 24',
    delete: 'Delete photo 1',
    confirm: 'Delete the photo',
  },
} as const;

test('a new cleaner uploads a work photo, captions it with its room, sees it kept, deletes it', async ({
  page,
  playwright,
  brands,
}, testInfo) => {
  test.setTimeout(180_000);
  const lang = testInfo.project.name === 'phone' ? 'fr' : 'en';
  const origin = testInfo.project.name === 'phone' ? brands.propre : brands.eclat;
  const w = words[lang];
  const cleaner = await newCleaner(playwright, origin);
  await signIn(page, origin, cleaner.email, lang);
  await page.goto(`${origin}/profile/gallery`);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: w.empty })).toBeVisible();

  await page.getByLabel(w.pick).setInputFiles(await photoFile(page, 'cuisine.jpg'));
  await expect(page.getByText(w.one)).toBeVisible();
  const item = page.locator('[data-part="workGalleryItem"]');
  await expect(item).toHaveCount(1);

  await item.getByRole('textbox', { name: w.caption }).fill('Cuisine après le grand ménage');
  await item.getByRole('combobox', { name: w.room }).selectOption('kitchen');
  await item.getByRole('button', { name: w.save }).click();
  await expect(item.getByRole('img', { name: 'Cuisine après le grand ménage' })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(item.getByRole('textbox', { name: w.caption })).toHaveValue('Cuisine après le grand ménage');
  await expect(item.getByRole('combobox', { name: w.room })).toHaveValue('kitchen');

  await item.getByRole('button', { name: w.delete }).click();
  await page.getByRole('dialog').getByRole('button', { name: w.confirm, exact: true }).click();
  await expect(page.getByRole('heading', { name: w.empty })).toBeVisible();
  await expect(item).toHaveCount(0);
});
