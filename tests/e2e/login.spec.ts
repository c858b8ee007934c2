import { demoPassword, expect, expectAccessible, test } from './support/fixtures.ts';

const brands = ['propre', 'eclat'] as const;

for (const brand of brands) {
  test(`a demo client signs in on ${brand} and lands home, signed in`, async ({ page, brands: origins }) => {
    await page.goto(`${origins[brand]}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Courriel ou nom d’utilisateur').fill('marie@demo.propre.ca');
    await page.getByLabel('Mot de passe', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();

    // The app sends a signed-in person away from /login: home, when they came to it directly.
    await expect(page).toHaveURL(`${origins[brand]}/`);
    await expect(page.getByRole('button', { name: /Mon compte/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
    await expectAccessible(page);

    // The session is the HttpOnly cookie, never a token the page can read.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'propre_session')).toMatchObject({ httpOnly: true, secure: true });
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(cookies.find((c) => c.name === 'propre_session')?.value ?? '∅');

    // And it holds across a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: /Mon compte/ })).toBeVisible();
  });

  test(`a wrong password on ${brand} is refused in French, then in English`, async ({ page, brands: origins }, testInfo) => {
    // Each project signs in as someone else, so the failures stay far below the per-account limit.
    const email = testInfo.project.name === 'phone' ? 'james@demo.propre.ca' : 'amina@demo.propre.ca';
    await page.goto(`${origins[brand]}/login`);
    await page.getByLabel('Courriel ou nom d’utilisateur').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    const frenchAlert = page.getByRole('alert').filter({ hasText: 'Identifiants incorrects' });
    await expect(frenchAlert).toBeVisible();
    await expect(page).toHaveURL(`${origins[brand]}/login`);
    await expect(page.getByRole('button', { name: 'Afficher', exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The widgets' common texts come in the language chosen, loaded then (the page shipped French only).
    await expect(page.getByRole('button', { name: 'Show', exact: true })).toBeVisible();
    await page.getByLabel('Email or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('still-not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect sign-in details' })).toBeVisible();
    await expectAccessible(page);
  });
}
