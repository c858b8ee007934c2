import type { MikroORM } from '@mikro-orm/postgresql';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import type { BookingsService } from '../bookings/index.ts';
import { invoicesRoutes } from './invoices.routes.ts';
import { createInvoicesService } from './invoices.service.ts';

/** Invoices of bookings, as PDF, for the people the booking shows to. */
export function invoicesArea(deps: { orm: MikroORM; bookings: Pick<BookingsService, 'get'>; limiter: RateLimiter }) {
  return { handlers: invoicesRoutes({ invoices: createInvoicesService(deps), limiter: deps.limiter }) };
}
