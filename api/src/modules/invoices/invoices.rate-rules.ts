import type { RateRule } from '../../plugins/rate-limit/rate-limiter.ts';

/**
 * A PDF is rendered on every download: 10 a minute per user is more than a person clicking
 * through their bookings needs, and keeps one account (or a script with its token) from
 * keeping the CPU busy. Per user, so an admin or a shared office address is not penalised.
 */
export const invoiceRules: readonly RateRule[] = [
  {
    name: 'invoice-user',
    max: 10,
    windowMs: 60_000,
    key: (request) => request.auth?.user.id,
    refusal: {
      code: 'invoice_rate_limited',
      detail: (seconds) => ({
        fr: `Trop de demandes de factures. Réessayez dans ${seconds} secondes.`,
        en: `Too many invoice requests. Try again in ${seconds} seconds.`,
      }),
    },
  },
];
