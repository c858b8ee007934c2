import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { queryOf } from '../../db/sql.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import type { VerificationStatus } from './indexed-cleaner.ts';
import type { SearchIndex } from './search-index.ts';
import { type ClientFeedback, noFeedback } from './search-match.ts';
import type { Filters, SortKey } from './search-query.ts';
import { type Cursor, rankPage } from './search-rank.ts';
import { type SearchGazetteer, suggestionsOf } from './suggestions.ts';

export interface ScoredRow {
  /** The card as the contract shows it (account, profile and cleaner_stats figures), as JSON. */
  cleanerJson: string;
  verificationStatus: VerificationStatus;
  distanceKm: number | null;
  priceFromCents: number | null;
  scores: { rating: number; location: number; reliability: number; availability: number; overall: number };
  /** A signed-in client's own like or dislike (null: neither); undefined for anyone else. */
  yourFeedback?: 'like' | 'dislike' | null;
}

export interface SearchPage {
  rows: ScoredRow[];
  nextCursor: string | null;
  /** For an empty first page: nearby served cities and the filters worth dropping. */
  suggestions: ReturnType<typeof suggestionsOf> | null;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    // Only an id's characters: the cursor is compared with ids, and echoed in nothing else.
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

/** The signed-in client's likes, dislikes and "not interested" marks (nothing for anyone else). */
async function feedbackOf(orm: MikroORM, clientId: string | null): Promise<ClientFeedback> {
  if (!clientId) return noFeedback;
  const rows = await queryOf<{ cleaner_id: string; type: string }>(
    orm.em.fork(),
    sql`select cleaner_id, type from cleaner_feedback
         where client_id = ${clientId} and type in ('like', 'dislike', 'not_interested')`,
  );
  const of = (type: string) => new Set(rows.filter((r) => r.type === type).map((r) => r.cleaner_id));
  return { liked: of('like'), disliked: of('dislike'), notInterested: of('not_interested') };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export function createSearchService(deps: { orm: MikroORM; index: SearchIndex; gazetteer: SearchGazetteer }): SearchService {
  const { orm, index, gazetteer } = deps;
  return {
    async search(filters, sort, limit, rawCursor, today) {
      const cursor = decodeCursor(rawCursor);
      const place = filters.place;
      const [model, feedback, point] = await Promise.all([
        index.current(),
        feedbackOf(orm, filters.clientId),
        place ? index.pointOf(place.latitude, place.longitude) : null,
      ]);
      const query = { filters, point, feedback };
      const found = rankPage(model, query, sort, limit, cursor, today);
      const pageRows = found.slice(0, limit);
      const cards = await index.cardsOf(pageRows.map((row) => row.cleaner.id));
      const yours = (id: string): ScoredRow['yourFeedback'] =>
        filters.clientId === null ? undefined : feedback.liked.has(id) ? 'like' : feedback.disliked.has(id) ? 'dislike' : null;
      // A cleaner unlisted since the model's sync has no card any more: left off the page.
      const rows = pageRows.flatMap(({ cleaner, distanceKm, scores }) => {
        const cleanerJson = cards.get(cleaner.id);
        if (cleanerJson === undefined) return [];
        return [
          {
            cleanerJson,
            verificationStatus: cleaner.verificationStatus,
            distanceKm,
            priceFromCents: cleaner.priceFromCents,
            scores: {
              rating: round(scores.rating),
              location: round(scores.location),
              reliability: round(scores.reliability),
              availability: round(scores.availability),
              overall: round(scores.overall),
            },
            yourFeedback: yours(cleaner.id),
          },
        ];
      });
      const lastRow = pageRows.at(-1);
      return {
        rows,
        nextCursor: found.length > limit && lastRow ? encodeCursor({ k: lastRow.sortKey, id: lastRow.cleaner.id }) : null,
        suggestions: pageRows.length === 0 && !cursor ? suggestionsOf(model, gazetteer, query) : null,
      };
    },
  };
}
