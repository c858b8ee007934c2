import { requireUser } from '../../plugins/auth/request-auth.ts';
import { defineHandlers } from '../../plugins/contract/handlers.ts';
import { negotiateLocale } from '../../plugins/errors/locale.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { invoiceRules } from './invoices.rate-rules.ts';
import type { InvoicesService } from './invoices.service.ts';

/** Invoices, served under the booking they belong to (`bookings.getInvoice`). */
export function invoicesRoutes({ invoices, limiter }: { invoices: InvoicesService; limiter: RateLimiter }) {
  return defineHandlers({
    'bookings.getInvoice': async (request, reply) => {
      const user = requireUser(request);
      // Counted before anything else: a refused or unknown booking costs a request too.
      await limiter.check(request, reply, invoiceRules);
      const locale = request.query.lang ?? negotiateLocale(request.headers['accept-language']);
      const invoice = await invoices.download({ userId: user.id, role: user.role ?? 'client' }, request.params.bookingId, locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.fileName}"`)
        .header('content-language', locale)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(invoice.pdf));
    },
  });
}
