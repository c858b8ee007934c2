import type { MikroORM } from '@mikro-orm/postgresql';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import type { PublicCleanerDto } from '../cleaners/cleaner-dto.ts';
import { statsOfRow } from '../cleaners/cleaner-stats.ts';
import { publicCleanerOfRow } from '../cleaners/public-cleaner-read.ts';
import type { Filters, SortKey } from './search-query.ts';
import { type Cursor, searchStatement } from './search-statement.ts';

export { type Cursor, searchStatement };

export interface ScoredRow {
  /** The card as the contract shows it (account, profile and cleaner_stats figures). */
  cleaner: PublicCleanerDto;
  verificationStatus: 'pending' | 'verified' | 'unverified' | 'rejected';
  distanceKm: number | null;
  priceFromCents: number | null;
  scores: { rating: number; location: number; reliability: number; availability: number; overall: number };
}

export interface SearchPage {
  rows: ScoredRow[];
  nextCursor: string | null;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    // The id goes to the database as text: only an id's characters (never a NUL, which PostgreSQL refuses).
    if (
      typeof value.k === 'number' &&
      Number.isFinite(value.k) &&
      typeof value.id === 'string' &&
      /^[a-z0-9_]{1,64}$/.test(value.id)
    )
      return value;
  } catch {}
  throw commonFail('validation_failed', {
    // Not a schema rule (the cursor has the right shape): it must be one this API issued.
    errors: [{ pointer: '/query/cursor', code: 'cursor_invalid', message: { fr: 'Curseur invalide', en: 'Invalid cursor' } }],
  });
}

export interface SearchService {
  search(filters: Filters, sort: SortKey, limit: number, cursor: string | undefined, today: string): Promise<SearchPage>;
}

export function createSearchService({ orm }: { orm: MikroORM }): SearchService {
  return {
    async search(filters, sort, limit, rawCursor, today) {
      const em = orm.em.fork();
      const { rows: found } = await searchStatement(filters, sort, limit, decodeCursor(rawCursor), today).execute(em.getKysely());
      const pageRows = found.slice(0, limit);
      const round = (n: number) => Math.round(n * 1000) / 1000;
      const rows = pageRows.map((r) => ({
        cleaner: publicCleanerOfRow(
          r,
          statsOfRow({
            rating: r.rating_value,
            review_count: r.review_count,
            completion_rate: r.completion_rate,
            response_time_minutes: r.response_time_minutes,
          }),
        ),
        verificationStatus: r.verification_status,
        distanceKm: r.distance_km,
        priceFromCents: r.price_from_cents,
        scores: {
          rating: round(r.s_rating),
          location: round(r.s_location),
          reliability: round(r.s_reliability),
          availability: round(r.s_availability),
          overall: round(r.overall),
        },
      }));
      const last = pageRows.at(-1);
      return {
        rows,
        nextCursor: found.length > limit && last ? encodeCursor({ k: last.sort_key, id: last.user_id }) : null,
      };
    },
  };
}
