import type { EntityManager } from '@mikro-orm/postgresql';
import { SeedRun } from './seed-run.entity.ts';
import type { Seeder, SeedServices } from './seeder.ts';

/** Runs the seeders that have not run on this database yet; returns the names it ran. */
export async function runSeeders(em: EntityManager, seeders: readonly Seeder[], services: SeedServices): Promise<string[]> {
  const ran: string[] = [];
  const done = new Set((await em.fork().find(SeedRun, {})).map((r) => r.name));
  for (const seeder of seeders) {
    if (done.has(seeder.name)) continue;
    await em.fork().transactional(async (tx) => {
      await seeder.run({ em: tx, ...services });
      tx.create(SeedRun, { name: seeder.name, appliedAt: new Date() });
    });
    ran.push(seeder.name);
  }
  return ran;
}
