import type { IndexedCleaner } from './indexed-cleaner.ts';
import { type KeptOrder, mergeInto, type Order, sortedOrder } from './place-order.ts';

export type { Order } from './place-order.ts';

/** A cleaner a place holds, with what about them depends on the place only. */
export interface PlaceMember {
  cleaner: IndexedCleaner;
  /** The distance from the place (`earth_distance`), null without a home or without a place. */
  metres: number | null;
  /** The location score: 1 for those who serve the place's city, else by distance and coverage; 0.5 without a place. */
  location: number;
}

/** What a place is: who it holds, and where to look for them. */
export interface PlaceRule {
  /** The cleaner as the place holds them, or null when it does not. */
  memberOf(cleaner: IndexedCleaner): PlaceMember | null;
  /**
   * Visits every cleaner the place may hold, each once (maybe more than it holds): memberOf
   * decides. Once, so that a build needs no lookup by id to skip a cleaner seen before.
   */
  candidates(visit: (cleaner: IndexedCleaner) => void): void;
}

/** A cleaner changed since the view was built: their new row, or null when they left the index. */
export interface ChangedCleaner {
  id: string;
  cleaner: IndexedCleaner | null;
}

/**
 * The cleaners a place (or a region, or everywhere) holds, and their orders: which cleaners a
 * place holds, how far, and how each sort ranks them before the query's filters, depend on
 * nothing in the query, so they are worked out once per place. A change to some cleaners is
 * merged into them (`update`), so a busy index never builds a place twice. A page walks its
 * sort's order from the cursor and stops once it holds enough rows.
 */
export interface PlaceView {
  /** How many slots there are: a slot someone left stays empty until someone joins. */
  readonly slots: number;
  /**
   * The members' filter words (IndexedCleaner.signature) by slot: a walk tests them without
   * touching the members. Read it once per walk (it is replaced when the place grows).
   */
  readonly signatures: Int32Array;
  /** The cleaner in a slot (undefined: empty). */
  cleanerAt(slot: number): IndexedCleaner | undefined;
  /** The member in a slot, made when asked (a place keeps its members as columns: 45,000 objects less). */
  memberAt(slot: number): PlaceMember | undefined;
  /** How many members it holds. */
  readonly size: number;
  /** The members by `keyOf` ascending, then by id; built on first use of `name`, then kept up to date. */
  ordered(name: string, keyOf: (member: PlaceMember) => number): Order;
  /** One of the kept orders (each holds every member), if any. */
  anyOrder(): Order | undefined;
  /** Brings the members and every kept order up to date with these changes. */
  update(changes: readonly ChangedCleaner[]): void;
}

/** Orders kept per place: the four sorts, and the recommended one of a day or two. */
const ordersKept = 8;

/** A kept order and the key it sorts by (to place the members who change). */
type SortedBy = KeptOrder & { keyOf: (member: PlaceMember) => number };

export function createPlaceView(rule: PlaceRule): PlaceView {
  // The members as columns by slot: at 100,000 cleaners the kept places hold some 400,000
  // members, and an object each (with its two numbers boxed) cost three times these columns.
  const cleaners: Array<IndexedCleaner | undefined> = [];
  let metres = new Float64Array(1024);
  let locations = new Float64Array(1024);
  let signatures = new Int32Array(1024);
  // By id, for changes: set for each member, never asked while building (each candidate comes
  // once), where a lookup per candidate was the largest part of a new place's build.
  const slotOf = new Map<string, number>();
  const free: number[] = [];
  const orders = new Map<string, SortedBy>();
  const place = (slot: number, member: PlaceMember) => {
    if (slot >= metres.length) {
      const length = metres.length * 2;
      const grown = <T extends Float64Array | Int32Array>(column: T, next: T) => {
        next.set(column);
        return next;
      };
      metres = grown(metres, new Float64Array(length));
      locations = grown(locations, new Float64Array(length));
      signatures = grown(signatures, new Int32Array(length));
    }
    cleaners[slot] = member.cleaner;
    signatures[slot] = member.cleaner.signature;
    // NaN: no distance (no home, or no place).
    metres[slot] = member.metres ?? Number.NaN;
    locations[slot] = member.location;
  };
  const memberAt = (slot: number): PlaceMember | undefined => {
    const cleaner = cleaners[slot];
    if (!cleaner) return undefined;
    const m = metres[slot] as number;
    return { cleaner, metres: Number.isNaN(m) ? null : m, location: locations[slot] as number };
  };
  rule.candidates((cleaner) => {
    const member = rule.memberOf(cleaner);
    if (!member) return;
    slotOf.set(cleaner.id, cleaners.length);
    place(cleaners.length, member);
  });
  // Built: the columns as long as the members (they doubled as the place grew), room for changes.
  const room = cleaners.length + 64;
  if (metres.length > room) {
    metres = metres.slice(0, room);
    locations = locations.slice(0, room);
    signatures = signatures.slice(0, room);
  }
  const idAt = (slot: number) => (cleaners[slot] as IndexedCleaner).id;

  const build = (keyOf: (member: PlaceMember) => number): Order => {
    const live: number[] = [];
    for (let slot = 0; slot < cleaners.length; slot += 1) if (cleaners[slot]) live.push(slot);
    return sortedOrder(
      live,
      (slot) => (cleaners[slot] as IndexedCleaner).idRank,
      (slot) => keyOf(memberAt(slot) as PlaceMember),
    );
  };
  const merge = (kept: SortedBy, touched: Uint8Array, joined: number[]) =>
    mergeInto(
      kept,
      touched,
      joined.map((slot) => ({ slot, key: kept.keyOf(memberAt(slot) as PlaceMember) })),
      idAt,
    );

  return {
    get signatures() {
      return signatures;
    },
    get slots() {
      return cleaners.length;
    },
    cleanerAt: (slot) => cleaners[slot],
    memberAt,
    get size() {
      return slotOf.size;
    },
    ordered(name, keyOf) {
      let kept = orders.get(name);
      if (!kept) {
        // A day's recommended order is not needed the next day.
        if (orders.size >= ordersKept) orders.clear();
        const order = build(keyOf);
        kept = { order, keyOf, positionsRoom: order.positions, keysRoom: order.keys };
        orders.set(name, kept);
      }
      return kept.order;
    },
    anyOrder: () => orders.values().next().value?.order,
    update(changes) {
      const touchedSlots: number[] = [];
      for (const { id, cleaner } of changes) {
        const slot = slotOf.get(id);
        const member = cleaner ? rule.memberOf(cleaner) : null;
        if (slot === undefined) {
          if (!member) continue;
          const joined = free.pop() ?? cleaners.length;
          place(joined, member);
          slotOf.set(id, joined);
          touchedSlots.push(joined);
        } else {
          touchedSlots.push(slot);
          if (member) place(slot, member);
          else {
            cleaners[slot] = undefined;
            slotOf.delete(id);
            free.push(slot);
          }
        }
      }
      if (touchedSlots.length === 0) return;
      const touched = new Uint8Array(cleaners.length);
      for (const slot of touchedSlots) touched[slot] = 1;
      // A slot left and taken again in one batch appears twice: its entry goes in once.
      const joined = [...new Set(touchedSlots)].filter((slot) => cleaners[slot] !== undefined);
      for (const kept of orders.values()) merge(kept, touched, joined);
    },
  };
}

/** The index in `order` of the first member after (key, id). */
export function firstAfter(view: PlaceView, order: Order, key: number, id: string): number {
  let low = 0;
  let high = order.keys.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const k = order.keys[mid] as number;
    if (k < key || (k === key && (view.cleanerAt(order.positions[mid] as number) as IndexedCleaner).id <= id)) low = mid + 1;
    else high = mid;
  }
  return low;
}
