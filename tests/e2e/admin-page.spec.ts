import { signedInContext } from './messages-support.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

const texts = {
  fr: { role: 'Rôle', admin: 'Administratrice' },
  en: { role: 'Role', admin: 'Administrator' },
};

// Geneviève, the demo administrator, gave her gender: her role is said in it (French), not in the masculine.
test('the administrator sees her own account, her role in her gender', async ({ browser, brands }, testInfo) => {
  const lang = testInfo.project.name === 'phone' ? 'fr' : 'en';
  const t = texts[lang];
  const admin = await signedInContext(browser, testInfo, brands.propre, 'admin@demo.propre.ca', lang);
  try {
    await admin.page.goto('/admin');
    const role = admin.page.locator('.app-details-row').filter({ has: admin.page.getByRole('term').filter({ hasText: t.role }) });
    await expect(role.getByRole('definition')).toHaveText(t.admin);
    await expectAccessible(admin.page);
  } finally {
    await admin.context.close();
  }
});
