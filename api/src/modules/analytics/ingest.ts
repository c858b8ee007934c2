import { createHash } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import { query, tuplesOf } from '../../db/sql.ts';
import { todayInToronto } from '../../lib/business-time.ts';
import { newId } from '../../lib/ids.ts';
import { errorsOf, type RaisedFieldError } from '../../plugins/errors/app-error.ts';
import type { AnalyticsEventType } from './analytics.entities.ts';
import { analyticsErrors } from './analytics.errors.ts';

const fail = errorsOf(analyticsErrors);

type Batch = components['schemas']['AnalyticsBatch'];
type Event = components['schemas']['AnalyticsEvent'];

const dayMs = 86_400_000;
const keyLength = 200;
// Paths that carry a secret in the path itself: kept as their pattern, never with the secret.
const secretPaths: Array<[RegExp, string]> = [
  [/^\/reset-password\/[^/]+/, '/reset-password/:token'],
  [/^\/newsletter\/(confirm|unsubscribe)\/[^/]+/, '/newsletter/$1/:token'],
];

/** The path without query string or fragment (tokens travel there), secrets masked. */
export function cleanPath(raw: string): string {
  let path = raw.split(/[?#]/, 1)[0] ?? '/';
  for (const [pattern, replacement] of secretPaths) path = path.replace(pattern, replacement);
  return path.slice(0, 300) || '/';
}

/** Where a visitor came from, as an origin only: a referring page's path and query can say too much. */
function referrerOrigin(referrer: string): string {
  try {
    return new URL(referrer).origin;
  } catch {
    return cleanPath(referrer.startsWith('/') ? referrer : `/${referrer}`);
  }
}

const required: Record<AnalyticsEventType, keyof Event> = {
  page_view: 'path',
  heartbeat: 'path',
  error: 'message',
  custom: 'name',
};

interface Row {
  id: string;
  day: string;
  type: AnalyticsEventType;
  path: string | null;
  name: string | null;
  data: Record<string, unknown>;
  occurredAt: Date;
}

/** What counts under which key, per type. */
function keyOf(row: Row): string {
  switch (row.type) {
    case 'page_view':
    case 'heartbeat':
      return row.path ?? '/';
    case 'error':
      return String(row.data.message ?? '').slice(0, keyLength);
    case 'custom':
      return row.name ?? '';
  }
}

function toRow(event: Event, index: number, now: Date): Row {
  const field = required[event.type];
  if (event[field] === undefined) {
    const error: RaisedFieldError = {
      pointer: `/body/events/${index}/${field}`,
      code: 'required',
      message: { fr: 'Ce champ est requis', en: 'This field is required' },
    };
    throw fail('analytics_event_invalid', {
      detail: {
        fr: `Un événement « ${event.type} » doit avoir « ${field} ».`,
        en: `A "${event.type}" event needs "${field}".`,
      },
      errors: [error],
    });
  }
  const claimed = event.at ? Date.parse(event.at) : Number.NaN;
  // A device's clock can be anything: trust it only within a day of ours.
  const occurredAt = Number.isFinite(claimed) && Math.abs(claimed - now.getTime()) <= dayMs ? new Date(claimed) : now;
  const data: Record<string, unknown> = {};
  if (event.referrer !== undefined) data.referrer = referrerOrigin(event.referrer);
  if (event.title !== undefined) data.title = event.title;
  if (event.message !== undefined) data.message = event.message;
  if (event.stack !== undefined) data.stack = event.stack;
  if (event.properties !== undefined) data.properties = event.properties;
  return {
    id: newId('evt'),
    day: todayInToronto(occurredAt),
    type: event.type,
    path: event.path === undefined ? null : cleanPath(event.path),
    name: event.name ?? null,
    data,
    occurredAt,
  };
}

export interface AnalyticsIngest {
  /** Stores the batch and adds it to the daily counts, all or nothing; answers how many events. */
  ingest(batch: Batch, role: string): Promise<number>;
}

export function createAnalyticsIngest({ orm }: { orm: MikroORM }): AnalyticsIngest {
  return {
    async ingest(batch, role) {
      const now = new Date();
      const rows = batch.events.map((event, index) => toRow(event, index, now));
      const visitorHash = createHash('sha256').update(batch.visitorId).digest('hex');
      await orm.em.fork().transactional(async (em) => {
        await insertEvents(em, rows, visitorHash, role, now);
        await addToDaily(em, rows);
        await recordVisits(em, rows, visitorHash);
      });
      return rows.length;
    },
  };
}

async function insertEvents(em: EntityManager, rows: Row[], visitorHash: string, role: string, now: Date) {
  const values = tuplesOf(rows.length, ['', '', '', '', '', '', '', '::jsonb', '', '']);
  const params = rows.flatMap((r) => [
    r.id,
    r.day,
    r.type,
    visitorHash,
    role,
    r.path,
    r.name,
    JSON.stringify(r.data),
    r.occurredAt,
    now,
  ]);
  await query(
    em,
    `insert into analytics_event (id, day, type, visitor_hash, role, path, name, data, occurred_at, received_at) values ${values}`,
    params,
  );
}

async function addToDaily(em: EntityManager, rows: Row[]) {
  const counts = new Map<string, { day: string; type: string; key: string; count: number }>();
  for (const row of rows) {
    const key = keyOf(row);
    const id = JSON.stringify([row.day, row.type, key]);
    const entry = counts.get(id) ?? { day: row.day, type: row.type, key, count: 0 };
    entry.count += 1;
    counts.set(id, entry);
  }
  // Rows are updated in one order by every batch, so two batches never wait on each other in a cycle.
  const entries = [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, e]) => e);
  const values = tuplesOf(entries.length, ['::date', '', '', '']);
  await query(
    em,
    `insert into analytics_daily (day, type, key, count) values ${values}
       on conflict (day, type, key) do update set count = analytics_daily.count + excluded.count`,
    entries.flatMap((e) => [e.day, e.type, e.key, e.count]),
  );
}

async function recordVisits(em: EntityManager, rows: Row[], visitorHash: string) {
  const days = [...new Set(rows.map((r) => r.day))].sort();
  await query(
    em,
    `insert into analytics_visit (day, visitor_hash) values ${tuplesOf(days.length, ['::date', ''])} on conflict do nothing`,
    days.flatMap((day) => [day, visitorHash]),
  );
}
