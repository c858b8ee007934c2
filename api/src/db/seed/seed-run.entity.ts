import { defineEntity, p } from '@mikro-orm/core';

/** A demo-data seeder that has already run on this database. */
export const SeedRun = defineEntity({
  name: 'SeedRun',
  tableName: 'seed_run',
  properties: {
    name: p.string().primary(),
    appliedAt: p.datetime().fieldName('applied_at'),
  },
});
