import { comboOf, newAccount, png, reloadProfile, saveSection, section, signIn } from './profile-support.ts';
import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * A client's account settings at /profile (spec §4, §5, §8; issue 24): a new name, a password
 * change refused with a wrong current password then accepted, and the account deletion typed as
 * SUPPRIMER (DELETE in English) that signs the person out for good.
 */
const words = {
  fr: {
    title: 'Mon compte',
    name: 'Nom complet',
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    wrongCurrent: 'Le mot de passe actuel est incorrect.',
    saved: 'Profil mis à jour',
    open: 'Supprimer mon compte',
    word: 'SUPPRIMER',
    confirmLabel: 'Tapez SUPPRIMER pour confirmer',
    confirm: 'Supprimer définitivement',
    deleted: 'Compte supprimé',
    account: /Mon compte/,
  },
  en: {
    title: 'My account',
    name: 'Full name',
    current: 'Current password',
    next: 'New password',
    wrongCurrent: 'The current password is incorrect.',
    saved: 'Profile updated',
    open: 'Delete my account',
    word: 'DELETE',
    confirmLabel: 'Type DELETE to confirm',
    confirm: 'Delete permanently',
    deleted: 'Account deleted',
    account: /My account/,
  },
} as const;

test('a client changes the name, and the password once the current one is right', async ({
  page,
  request,
  playwright,
  brands,
}, testInfo) => {
  test.setTimeout(90_000);
  const combo = comboOf(testInfo);
  const origin = brands[combo.brand];
  const w = words[combo.lang];
  const email = await newAccount(request, origin, 'client', combo.lang);
  await signIn(page, origin, email, combo.lang);

  await page.goto(`${origin}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible({ timeout: 45_000 });
  // A client has no cleaner sections.
  await expect(section(page, 'details')).toBeVisible();
  await expect(section(page, 'rates')).toHaveCount(0);
  await expectAccessible(page);

  // A new name: saved, and the header's account menu says it at once.
  await section(page, 'details').getByLabel(w.name).fill('Léa Gagnon-Roy');
  await saveSection(page, 'details');
  await expect(page.locator('[data-part="toastTitle"]').filter({ hasText: w.saved })).toBeVisible();
  await expect(page.getByRole('button', { name: w.account })).toContainText('Léa');

  // A picture: saved, and the header's avatar shows it at once (no reload), loaded.
  const headerAvatar = page.locator('[data-part="header-avatar"]');
  await expect(headerAvatar).toHaveCount(0);
  await section(page, 'avatar')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: png(48) });
  await saveSection(page, 'avatar');
  const saved = await section(page, 'avatar').locator('img').getAttribute('src');
  expect(saved).toMatch(/^\/api\/users\/[^/]+\/avatar\?v=/);
  await expect(headerAvatar).toHaveAttribute('src', saved as string);
  // (The API stores its own size of the picture: loaded is what counts.)
  await expect
    .poll(() => headerAvatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  // A wrong current password: refused beside it, the password unchanged.
  const password = section(page, 'password');
  await password.getByLabel(w.current, { exact: true }).fill('pas-le-bon-mot-de-passe');
  await password.getByLabel(w.next, { exact: true }).fill('Trois-Pommes-Vertes-2026');
  await password.locator('[data-part="accountSave"]').click();
  await expect(password.getByLabel(w.current, { exact: true })).toHaveAccessibleDescription(w.wrongCurrent);
  await expect(password).toHaveAttribute('data-state', 'error');
  await expectAccessible(page);

  // The right one: saved, and the new password signs in (the old one no longer does).
  await password.getByLabel(w.current, { exact: true }).fill(demoPassword);
  await saveSection(page, 'password');
  // (Each from a fresh context: a signed-in context would need the session's CSRF token.)
  const attempt = async (password: string) => {
    const fresh = await playwright.request.newContext();
    const answer = await fresh.post(`${origin}/api/auth/login`, { data: { email, password } });
    await fresh.dispose();
    return answer.status();
  };
  expect(await attempt('Trois-Pommes-Vertes-2026')).toBe(200);
  expect(await attempt(demoPassword)).toBe(401);

  // And the name is the server's.
  await reloadProfile(page);
  await expect(section(page, 'details').getByLabel(w.name)).toHaveValue('Léa Gagnon-Roy');
});

test('a client deletes the account by typing the word, is signed out and can no longer sign in', async ({
  page,
  request,
  brands,
}, testInfo) => {
  test.setTimeout(90_000);
  const combo = comboOf(testInfo);
  const origin = brands[combo.brand];
  const w = words[combo.lang];
  const email = await newAccount(request, origin, 'client', combo.lang);
  await signIn(page, origin, email, combo.lang);

  await page.goto(`${origin}/profile`);
  await section(page, 'delete').getByRole('button', { name: w.open }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(w.confirmLabel)).toBeVisible();
  await expectAccessible(page);

  // Lower case is not the word: refused beside the field, nothing sent.
  await dialog.getByLabel(w.current, { exact: true }).fill(demoPassword);
  await dialog.getByLabel(w.confirmLabel).fill(w.word.toLowerCase());
  await dialog.getByRole('button', { name: w.confirm }).click();
  await expect(dialog.getByLabel(w.confirmLabel)).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await dialog.getByLabel(w.confirmLabel).fill(w.word);
  await dialog.getByRole('button', { name: w.confirm }).click();

  // Home, signed out, told so — and still home once the toast shows: the session cleared under a
  // pending navigation once ran the /profile guard and moved on to /login a moment after "/".
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.locator('[data-part="toastTitle"]').filter({ hasText: w.deleted })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('button', { name: w.account })).toHaveCount(0);
  await expectAccessible(page);

  // The account is gone: its password no longer signs in, and /profile asks to sign in.
  const again = await request.post(`${origin}/api/auth/login`, { data: { email, password: demoPassword } });
  expect(again.status()).toBe(401);
  await page.goto(`${origin}/profile`);
  await expect(page).toHaveURL(/\/login/, { timeout: 45_000 });
});
