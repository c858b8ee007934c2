import { randomInt } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { query } from '../../db/sql.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf } from '../../plugins/errors/app-error.ts';
import type { DiscountCodes } from '../bookings/index.ts';
import { checkEmail } from './contact-details.ts';
import { DiscountCode, type IDiscountCode } from './growth.entities.ts';
import { growthErrors } from './growth.errors.ts';

const fail = errorsOf(growthErrors);

/** The discount popup's offer (spec §9): 10 % off a new customer's first booking. */
export const popupPercent = 10;
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface DiscountClaim {
  code: string;
  percent: 10;
  firstBookingOnly: true;
  alreadySubscribed: boolean;
}

export interface DiscountCodesService extends DiscountCodes {
  /** The address's code: a new one, or the one it already has (`alreadySubscribed`). */
  claim(email: string): Promise<DiscountClaim>;
  list(query: { cursor?: string; limit: number }): Promise<{ items: IDiscountCode[]; nextCursor: string | null }>;
}

const claimOf = (row: IDiscountCode, alreadySubscribed: boolean): DiscountClaim => ({
  code: row.code,
  percent: popupPercent,
  firstBookingOnly: true,
  alreadySubscribed,
});

function newCode(): string {
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += alphabet[randomInt(alphabet.length)];
  return `BIENVENUE-${suffix}`;
}

/**
 * Discount codes, and the `DiscountCodes` edge bookings look codes up through. A popup code is
 * tied to the email that claimed it: the booking's client must use that email, so a code
 * passed around does not discount anyone else's first booking.
 */
export function createDiscountCodesService({ orm }: { orm: MikroORM }): DiscountCodesService {
  return {
    async claim(raw) {
      const email = checkEmail(raw);
      const em = orm.em.fork();
      const existing = await em.findOne(DiscountCode, { email, source: 'popup' });
      if (existing) return claimOf(existing, true);
      // 32^6 codes: a collision is rare, and the unique index turns one into a retry.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const rows = await query<{ id: string }>(
          em,
          `insert into discount_code (id, code, email, percent, amount_cents, first_booking_only, source, created_at)
             values ($1, $2, $3, $4, null, true, 'popup', now())
             on conflict do nothing returning id`,
          [newId('dsc'), newCode(), email, popupPercent],
        );
        const row = await em.fork().findOne(DiscountCode, { email, source: 'popup' });
        if (row) return claimOf(row, rows.length === 0 || rows[0]?.id !== row.id);
      }
      throw fail('discount_claim_failed', { cause: new Error('no free discount code after 5 draws') });
    },

    async find(em, code, client) {
      const row = await em.findOne(DiscountCode, { code: code.trim().toUpperCase() });
      if (!row) return null;
      if (row.email && row.email.toLowerCase() !== client.email.toLowerCase()) return null;
      return {
        code: row.code,
        percent: row.percent ?? null,
        amountCents: row.amountCents ?? null,
        firstBookingOnly: row.firstBookingOnly,
      };
    },

    async list({ cursor, limit }) {
      const rows = await orm.em
        .fork()
        .find(DiscountCode, cursor ? { id: { $lt: cursor } } : {}, { orderBy: { id: 'desc' }, limit: limit + 1 });
      const items = rows.slice(0, limit);
      return { items, nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
    },
  };
}
