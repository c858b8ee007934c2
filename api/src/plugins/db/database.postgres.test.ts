import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { needsRealPostgres } from '../../../test/real-postgres.ts';
import { query } from '../../db/sql.ts';
import { openDatabase } from './database.ts';

/**
 * Every API instance migrates its database when it starts (docs/deploy.md): instances started
 * together on a new release must each start, one of them applying the migrations.
 */
describe('migrations at start', () => {
  it('let instances started together on one database all start, each migration applied once', async () => {
    const database = await createTestDatabase({ migrated: false });
    needsRealPostgres(database.url, 'two instances migrating one database at once');
    const url = database.url;
    try {
      const opened = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: undefined, poolMax: 2 })),
      );
      const started = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      try {
        expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'started'))).toEqual([
          'started',
          'started',
          'started',
        ]);
        const migrations = readdirSync(new URL('../../db/migrations/', import.meta.url)).filter((f) =>
          /^Migration\d+.*\.ts$/.test(f),
        );
        const [applied] = await query<{ n: number }>(
          (started[0] as (typeof started)[number]).orm.em.fork(),
          'select count(*)::int as n from mikro_orm_migrations',
        );
        expect(applied?.n).toBe(migrations.length);
      } finally {
        for (const db of started) await db.close();
      }
    } finally {
      await database.drop();
    }
  }, 120_000);
});
