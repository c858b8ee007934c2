import { dayIn, newCleaner, signIn } from './bookings-support.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

/**
 * The cleaner's to-do list at /profile/todos (spec §3 Todo; issue 35), with a cleaner of its own:
 * an empty title refused beside the field, two items added and shown by due date, one ticked
 * done, one deleted — each kept by the API (the page reloaded shows the same).
 */
const words = {
  fr: {
    title: 'Mes tâches',
    field: 'Tâche',
    priority: 'Priorité',
    due: 'Échéance',
    add: 'Ajouter la tâche',
    required: 'Écrivez la tâche.',
    delete: (title: string) => `Supprimer «\u202f${title}\u202f»`,
  },
  en: {
    title: 'My to-dos',
    field: 'To-do',
    priority: 'Priority',
    due: 'Due date',
    add: 'Add the to-do',
    required: 'Write the to-do.',
    delete: (title: string) => `Delete “${title}”`,
  },
} as const;

test('a cleaner keeps a to-do list: adds with priority and due date, sees it by due date, ticks one done, deletes one', async ({
  page,
  playwright,
  brands,
}, testInfo) => {
  test.setTimeout(120_000);
  const lang = testInfo.project.name === 'phone' ? 'fr' : 'en';
  const origin = testInfo.project.name === 'phone' ? brands.propre : brands.eclat;
  const w = words[lang];
  const cleaner = await newCleaner(playwright, origin);
  await signIn(page, origin, cleaner.email, lang);
  await page.goto(`${origin}/profile/todos`);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible({ timeout: 45_000 });

  const field = page.getByRole('textbox', { name: w.field, exact: true });
  await page.getByRole('button', { name: w.add }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(w.required);

  const add = async (title: string, priority: 'low' | 'medium' | 'high', due: string) => {
    await field.fill(title);
    await page.getByRole('combobox', { name: w.priority }).selectOption(priority);
    await page.getByLabel(w.due).fill(due);
    await page.getByRole('button', { name: w.add }).click();
    await expect(page.getByRole('checkbox', { name: title })).toBeVisible();
    await expect(field).toHaveValue('');
  };
  await add('Rendre la clé', 'low', dayIn(5));
  await add('Envoyer la facture', 'high', dayIn(1));

  // By due date: tomorrow's first, though added last.
  const items = page.locator('[data-part="todosItem"]');
  await expect(items.first()).toContainText('Envoyer la facture');
  await expect(items.nth(1)).toContainText('Rendre la clé');
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'Envoyer la facture' }).check();
  await expect(items.last()).toHaveAttribute('data-state', 'completed');
  await expect(items.last()).toContainText('Envoyer la facture');
  await page.getByRole('button', { name: w.delete('Rendre la clé') }).click();
  await expect(items).toHaveCount(1);

  await page.reload();
  await expect(items).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: 'Envoyer la facture' })).toBeChecked();
});
