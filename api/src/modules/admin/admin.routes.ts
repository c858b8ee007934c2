import type { MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { listOutbox } from '../../adapters/mail/outbox-store.ts';
import { todayInToronto } from '../../lib/business-time.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import type { DiscountCodesService } from '../growth/index.ts';
import { newsletterCsv } from './marketing.ts';
import type { AdminUsersService } from './users.ts';

type Schemas = components['schemas'];

export interface AdminRouteDeps {
  orm: MikroORM;
  users: AdminUsersService;
  dashboard: () => Promise<Schemas['AdminDashboard']>;
  health: () => Promise<Schemas['SystemHealth']>;
  profileReviews: () => Promise<Schemas['ProfileReview'][]>;
  discountCodes: DiscountCodesService;
  cleanerAnalytics: (cleanerId: string, today: string) => Promise<Schemas['CleanerAnalytics']>;
}

/**
 * Operations for administrators (`x-roles: [admin]` on each: anyone else is refused before
 * the handler runs). Payouts and admin messages belong to the payments and messaging areas.
 */
export function adminRoutes(deps: AdminRouteDeps) {
  const { orm, users } = deps;
  return defineHandlers({
    'admin.listMailOutbox': async (request) => {
      const limit = request.query.limit ?? 20;
      // One extra row tells whether an older page exists without a count query.
      const rows = await listOutbox(orm.em.fork(), {
        limit: limit + 1,
        ...(request.query.before ? { before: request.query.before } : {}),
      });
      const page = rows.slice(0, limit);
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
    'admin.getDashboard': async () => {
      return deps.dashboard();
    },
    'admin.getSystemHealth': async () => {
      return deps.health();
    },
    'admin.listUsers': async (request) => {
      const { q, role, status, sort, cursor, limit = 20 } = request.query;
      return users.list({
        limit,
        ...(sort ? { sort } : {}),
        ...(q ? { q } : {}),
        ...(role ? { role } : {}),
        ...(status ? { status } : {}),
        ...(cursor ? { cursor } : {}),
      });
    },
    'admin.getUser': async (request) => {
      return users.get(request.params.userId);
    },
    'admin.suspendUser': async (request) =>
      users.suspend(request.params.userId, request.body.reason, request.auth?.user.id ?? null),
    'admin.reactivateUser': async (request) => users.reactivate(request.params.userId, request.auth?.user.id ?? null),
    'admin.listProfileReviews': async () => {
      return { items: await deps.profileReviews() };
    },
    'admin.exportNewsletterSubscribers': async (request, reply) => {
      const status = request.query.status ?? 'confirmed';
      const csv = await newsletterCsv(orm, status);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-${status}-${todayInToronto()}.csv"`)
        .send(csv);
    },
    'admin.listDiscountCodes': async (request) => {
      const { cursor, limit = 20 } = request.query;
      const page = await deps.discountCodes.list({ limit, ...(cursor ? { cursor } : {}) });
      return {
        items: page.items.map((c) => ({
          code: c.code,
          email: c.email ?? null,
          percent: c.percent ?? null,
          amountCents: c.amountCents ?? null,
          firstBookingOnly: c.firstBookingOnly,
          source: c.source,
          createdAt: c.createdAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },
    'admin.getCleanerAnalytics': async (request) => {
      return deps.cleanerAnalytics(request.params.cleanerId, todayInToronto());
    },
  });
}
