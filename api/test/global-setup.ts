import { createTemplateDatabase, templateVariable } from './database.ts';

/**
 * Vitest's global setup (vitest.config.ts): migrates one template database for the whole run,
 * which each test file's database is then copied from (see createTestDatabase).
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const template = await createTemplateDatabase();
  if (!template) return undefined;
  process.env[templateVariable] = template.name;
  return async () => {
    delete process.env[templateVariable];
    await template.drop();
  };
}
