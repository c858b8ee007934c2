import type { IndexedCleaner } from './indexed-cleaner.ts';

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
  /** Visits every cleaner the place may hold (maybe some twice, maybe more): memberOf decides. */
  candidates(visit: (cleaner: IndexedCleaner) => void): void;
}

/**
 * The members of a place in one order: slots in `members` and their keys, ascending by key
 * then id. Typed arrays: at 100,000 cleaners a city holds some 45,000, in four orders.
 */
export interface Order {
  positions: Int32Array;
  keys: Float64Array;
  /** The members' filter words (IndexedCleaner.signature), in the order: read in a row, without touching the members. */
  signatures: Int32Array;
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
  /** The members by slot; a slot someone left stays empty until someone joins. */
  readonly members: ReadonlyArray<PlaceMember | undefined>;
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

interface KeptOrder {
  order: Order;
  keyOf: (member: PlaceMember) => number;
}

export function createPlaceView(rule: PlaceRule): PlaceView {
  const members: Array<PlaceMember | undefined> = [];
  const slotOf = new Map<string, number>();
  const free: number[] = [];
  const orders = new Map<string, KeptOrder>();
  rule.candidates((cleaner) => {
    if (slotOf.has(cleaner.id)) return;
    const member = rule.memberOf(cleaner);
    if (!member) return;
    slotOf.set(cleaner.id, members.length);
    members.push(member);
  });
  const idAt = (slot: number) => (members[slot] as PlaceMember).cleaner.id;
  // (key, id) of slot a before that of slot b.
  const precedes = (keyA: number, a: number, keyB: number, b: number) => keyA < keyB || (keyA === keyB && idAt(a) < idAt(b));

  const build = (keyOf: (member: PlaceMember) => number): Order => {
    const live: number[] = [];
    for (let slot = 0; slot < members.length; slot += 1) if (members[slot]) live.push(slot);
    const byPosition = new Float64Array(members.length);
    for (const slot of live) byPosition[slot] = keyOf(members[slot] as PlaceMember);
    const positions = Int32Array.from(live);
    positions.sort((a, b) => (byPosition[a] as number) - (byPosition[b] as number) || (idAt(a) < idAt(b) ? -1 : 1));
    return {
      positions,
      keys: Float64Array.from(positions, (p) => byPosition[p] as number),
      signatures: Int32Array.from(positions, (p) => (members[p] as PlaceMember).cleaner.signature),
    };
  };

  // The order without the touched slots, merged with their new entries (one pass, no sort of the whole).
  const merged = (order: Order, keyOf: (member: PlaceMember) => number, touched: Uint8Array, joined: number[]): Order => {
    const added = joined.map((slot) => ({ slot, key: keyOf(members[slot] as PlaceMember) }));
    added.sort((a, b) => (precedes(a.key, a.slot, b.key, b.slot) ? -1 : 1));
    let kept = 0;
    for (const slot of order.positions) if (touched[slot] !== 1) kept += 1;
    const length = kept + added.length;
    const next: Order = { positions: new Int32Array(length), keys: new Float64Array(length), signatures: new Int32Array(length) };
    let a = 0;
    let out = 0;
    const put = (slot: number, key: number) => {
      next.positions[out] = slot;
      next.keys[out] = key;
      next.signatures[out] = (members[slot] as PlaceMember).cleaner.signature;
      out += 1;
    };
    for (let i = 0; i < order.positions.length; i += 1) {
      const slot = order.positions[i] as number;
      if (touched[slot] === 1) continue;
      const key = order.keys[i] as number;
      for (let entry = added[a]; entry && precedes(entry.key, entry.slot, key, slot); entry = added[a]) {
        put(entry.slot, entry.key);
        a += 1;
      }
      put(slot, key);
    }
    for (; a < added.length; a += 1) put((added[a] as { slot: number }).slot, (added[a] as { key: number }).key);
    return next;
  };

  return {
    members,
    get size() {
      return slotOf.size;
    },
    ordered(name, keyOf) {
      let kept = orders.get(name);
      if (!kept) {
        // A day's recommended order is not needed the next day.
        if (orders.size >= ordersKept) orders.clear();
        kept = { order: build(keyOf), keyOf };
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
          const joined = free.pop() ?? members.length;
          members[joined] = member;
          slotOf.set(id, joined);
          touchedSlots.push(joined);
        } else {
          touchedSlots.push(slot);
          members[slot] = member ?? undefined;
          if (!member) {
            slotOf.delete(id);
            free.push(slot);
          }
        }
      }
      if (touchedSlots.length === 0) return;
      const touched = new Uint8Array(members.length);
      for (const slot of touchedSlots) touched[slot] = 1;
      // A slot left and taken again in one batch appears twice: its entry goes in once.
      const joined = [...new Set(touchedSlots)].filter((slot) => members[slot] !== undefined);
      for (const kept of orders.values()) kept.order = merged(kept.order, kept.keyOf, touched, joined);
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
    if (k < key || (k === key && (view.members[order.positions[mid] as number] as PlaceMember).cleaner.id <= id)) low = mid + 1;
    else high = mid;
  }
  return low;
}
