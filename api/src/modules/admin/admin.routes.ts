import type { MikroORM } from '@mikro-orm/postgresql';
import { listOutbox } from '../../adapters/mail/outbox-store.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';

/** Operations for administrators; the admin area issue grows this list. */
export function adminRoutes({ orm }: { orm: MikroORM }) {
  return defineHandlers({
    'admin.listMailOutbox': async (request, reply) => {
      const limit = request.query.limit ?? 20;
      // One extra row tells whether an older page exists without a count query.
      const rows = await listOutbox(orm.em.fork(), {
        limit: limit + 1,
        ...(request.query.before ? { before: request.query.before } : {}),
      });
      const page = rows.slice(0, limit);
      reply.header('cache-control', 'no-store');
      return {
        items: page.map((row) => ({
          id: row.id,
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          locale: row.locale as 'fr' | 'en',
          tag: row.tag,
          createdAt: row.createdAt.toISOString(),
          deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
        })),
        nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
  });
}
