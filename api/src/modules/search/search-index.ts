import type { MikroORM } from '@mikro-orm/postgresql';
import { oneRunAtATime } from '../../lib/one-run-at-a-time.ts';
import { createIdRanks } from './id-ranks.ts';
import {
  createInterner,
  createTerms,
  type IndexedCleaner,
  readChanges,
  readEarthPoint,
  readIndexedCleaners,
  type SearchTerms,
} from './indexed-cleaner.ts';
import { type ChangedCleaner, createPlaceView, type PlaceRule, type PlaceView } from './place-view.ts';
import { createSearchCards } from './search-cards.ts';
import type { EarthPoint } from './search-geo.ts';

/**
 * Search's read model, in the API's memory (docs/adr/0005-search-precomputed.md, "In memory"):
 * every listed cleaner's search row, by id, by city served and by where they live, and the places
 * searched (their cards are read with the page: search-cards.ts).
 * Not a cache: each search first asks PostgreSQL what changed since the model's snapshot (one
 * small statement, shared by the searches that arrive while it runs) and applies it, so a page
 * reflects every change committed before its request arrived, as the SQL search did.
 */
export interface SearchModel {
  readonly cleaners: ReadonlyMap<string, IndexedCleaner>;
  /** The bits of the words the cleaners' service types, pets and genders are written with. */
  readonly terms: SearchTerms;
  /** Who serves each city (by the name cleaners store). */
  servers(city: string): ReadonlySet<IndexedCleaner> | undefined;
  /** Visits every cleaner whose home lies within the axis-aligned box of `halfSide` metres around `point` (and maybe a few more). */
  forEachHomeAround(point: EarthPoint, halfSide: number, visit: (cleaner: IndexedCleaner, home: EarthPoint) => void): void;
  /**
   * Who a place (a region, everywhere) holds and in which orders (place-view.ts), built from
   * `rule` on first use, then kept up to date with every change.
   */
  place(key: string, rule: PlaceRule): PlaceView;
}

/** Places kept at most (a city at 100,000 cleaners: some 45,000 members and four orders of them). */
const placesKept = 128;
/**
 * Members of the kept places at most, together: some 100 bytes each with their orders, so the
 * places hold at most some 35 MB however many points maps are moved to (the 20 largest cities'
 * places at 100,000 cleaners hold some 300,000). The least recently searched go first.
 */
const placeMembersKept = 350_000;
/**
 * A batch that changes more cleaners than this share of the index drops the kept places rather
 * than updating them (each is then built again on first use): a reload, a bulk import.
 */
const updateShareAtMost = 0.1;

export interface SearchIndex {
  /** The model with every change committed before this call applied. */
  current(): Promise<SearchModel>;
  /** The cards of these cleaners as JSON, as new as the model (search-cards.ts); one no longer listed is absent. */
  cardsOf(ids: readonly string[]): Promise<Map<string, string>>;
  /** `ll_to_earth(latitude, longitude)` as PostgreSQL computes it (search-geo.ts says why), kept per point. */
  pointOf(latitude: number, longitude: number): Promise<EarthPoint>;
}

/** Points kept at most: every municipality at a few radii, and the points of maps being moved around. */
const pointsKept = 10_000;

/**
 * Homes are bucketed in cubes of this side (metres): a 25 km search looks up 11–12 per axis,
 * most of them empty (the earth's surface is a sheet through the cubes), and reads the homes of
 * a box little larger than its own, where 25 km cubes made it read four times as many.
 */
const cellSide = 5_000;
/** Cells per axis in a bucket key: the earth is about 2,551 cells across. */
const cellSpan = 4096;
const cellOf = (v: number) => Math.floor(v / cellSide) + cellSpan / 2;
const keyOf = (x: number, y: number, z: number) => (x * cellSpan + y) * cellSpan + z;

interface WritableModel extends SearchModel {
  /** Puts or removes these cleaners, and brings every kept place up to date. */
  apply(changes: readonly ChangedCleaner[]): void;
  /** Puts a cleaner without looking at the places (a load, before any place is built). */
  put(cleaner: IndexedCleaner): void;
  /** After the last `put` of a load: every cleaner's `idRank` in order. */
  ranked(): void;
}

function createModel(terms: SearchTerms): WritableModel {
  const cleaners = new Map<string, IndexedCleaner>();
  const byCity = new Map<string, Set<IndexedCleaner>>();
  // Arrays, not sets: a new place reads up to some 100,000 homes from them, and iterating sets
  // was a seventh of a build; a change finds its one home in the cell's array (thousands at most).
  const cells = new Map<number, IndexedCleaner[]>();
  const places = new Map<string, PlaceView>();
  const cellKey = (home: EarthPoint) => keyOf(cellOf(home[0]), cellOf(home[1]), cellOf(home[2]));
  const ranks = createIdRanks();
  const unindex = (old: IndexedCleaner) => {
    for (const city of old.serviceCities) byCity.get(city)?.delete(old);
    const cell = old.home ? cells.get(cellKey(old.home)) : undefined;
    if (cell) {
      const at = cell.indexOf(old);
      if (at >= 0) {
        cell[at] = cell[cell.length - 1] as IndexedCleaner;
        cell.pop();
      }
    }
  };
  const remove = (id: string) => {
    const old = cleaners.get(id);
    if (!old) return;
    cleaners.delete(id);
    unindex(old);
    ranks.drop(id);
  };
  const put = (cleaner: IndexedCleaner) => {
    const old = cleaners.get(cleaner.id);
    if (old) unindex(old);
    ranks.take(cleaner);
    cleaners.set(cleaner.id, cleaner);
    for (const city of cleaner.serviceCities) {
      const set = byCity.get(city) ?? new Set<IndexedCleaner>();
      byCity.set(city, set);
      set.add(cleaner);
    }
    if (cleaner.home) {
      const key = cellKey(cleaner.home);
      const cell = cells.get(key);
      if (cell) cell.push(cleaner);
      else cells.set(key, [cleaner]);
    }
  };
  return {
    cleaners,
    terms,
    servers: (city) => byCity.get(city),
    forEachHomeAround(point, halfSide, visit) {
      const [x0, y0, z0] = point.map((v) => cellOf(v - halfSide)) as [number, number, number];
      const [x1, y1, z1] = point.map((v) => cellOf(v + halfSide)) as [number, number, number];
      // A box wider than the whole index: read everyone instead of thousands of empty cells.
      if ((x1 - x0 + 1) * (y1 - y0 + 1) * (z1 - z0 + 1) > cleaners.size) {
        for (const cleaner of cleaners.values()) if (cleaner.home) visit(cleaner, cleaner.home);
        return;
      }
      for (let x = x0; x <= x1; x += 1)
        for (let y = y0; y <= y1; y += 1)
          for (let z = z0; z <= z1; z += 1) {
            const cell = cells.get(keyOf(x, y, z));
            if (cell) for (const cleaner of cell) visit(cleaner, cleaner.home as EarthPoint);
          }
    },
    place(key, rule) {
      let view = places.get(key);
      if (view) {
        // Most recently searched last.
        places.delete(key);
        places.set(key, view);
        return view;
      }
      view = createPlaceView(rule);
      places.set(key, view);
      let members = 0;
      for (const kept of places.values()) members += kept.size;
      for (const [oldest, kept] of places) {
        if (kept === view || (places.size <= placesKept && members <= placeMembersKept)) break;
        places.delete(oldest);
        members -= kept.size;
      }
      return view;
    },
    apply(changes) {
      for (const { id, cleaner } of changes) {
        if (cleaner) put(cleaner);
        else remove(id);
      }
      ranks.settle();
      if (changes.length > Math.max(100, cleaners.size * updateShareAtMost)) places.clear();
      else for (const view of places.values()) view.update(changes);
    },
    put,
    ranked: ranks.settle,
  };
}

export interface SearchIndexOptions {
  /**
   * After this long without a search, the model loads everything again instead of asking for
   * changes: `search_change` keeps rows for twice as long (the prune job), so no change is missed.
   */
  reloadAfterMs?: number;
  now?: () => number;
}

export function createSearchIndex(orm: MikroORM, options: SearchIndexOptions = {}): SearchIndex {
  const reloadAfterMs = options.reloadAfterMs ?? 30 * 60_000;
  const now = options.now ?? Date.now;
  const terms: SearchTerms = { services: createTerms(), pets: createTerms(), genders: createTerms() };
  let model = createModel(terms);
  // A load starts a new one: a list of cities nobody serves any more is not kept for ever.
  let interner = createInterner();
  const cards = createSearchCards(orm);
  let snapshot: string | null = null;
  let syncedAt = 0;

  const load = async () => {
    // The snapshot first: whatever commits between it and the read comes again as a change.
    const { snapshot: seen } = await readChanges(orm, null);
    const fresh = createModel(terms);
    const freshInterner = createInterner();
    await readIndexedCleaners(orm, terms, freshInterner, null, (cleaner) => fresh.put(cleaner));
    fresh.ranked();
    freshInterner.loaded();
    model = fresh;
    interner = freshInterner;
    cards.forget(null);
    snapshot = seen;
  };

  const sync = async () => {
    const started = now();
    if (snapshot === null || started - syncedAt > reloadAfterMs) await load();
    else {
      const { snapshot: seen, changed } = await readChanges(orm, snapshot);
      if (changed.length > 0) {
        // Read after the snapshot, so at least as new as it: a row changed again since comes
        // again in the next changes and is read again then.
        const found = new Map<string, IndexedCleaner>();
        await readIndexedCleaners(orm, terms, interner, changed, (cleaner) => found.set(cleaner.id, cleaner));
        // No row: unlisted, deleted, no longer a cleaner.
        model.apply(changed.map((id) => ({ id, cleaner: found.get(id) ?? null })));
        cards.forget(changed);
      }
      snapshot = seen;
    }
    syncedAt = started;
  };

  // A search waits for a sync that started after it arrived. One runs at a time; the searches
  // that arrive meanwhile share the next one, so under load one statement serves many searches.
  const synced = oneRunAtATime(sync);

  const points = new Map<string, EarthPoint>();
  return {
    async current() {
      await synced();
      return model;
    },
    cardsOf: (ids) => cards.of(ids),
    async pointOf(latitude, longitude) {
      const key = `${latitude},${longitude}`;
      let point = points.get(key);
      if (!point) {
        point = await readEarthPoint(orm, latitude, longitude);
        if (points.size >= pointsKept) points.delete(points.keys().next().value as string);
        points.set(key, point);
      }
      return point;
    },
  };
}
