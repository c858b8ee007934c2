import type { IndexedCleaner } from './indexed-cleaner.ts';

/** A cleaner a place holds, with what about them depends on the place only. */
export interface PlaceMember {
  cleaner: IndexedCleaner;
  /** The distance from the place (`earth_distance`), null without a home or without a place. */
  metres: number | null;
  /** The location score: 1 for those who serve the place's city, else by distance and coverage; 0.5 without a place. */
  location: number;
}

/**
 * The members of a place in one order: positions in `members` and their keys, ascending by key
 * then id. Typed arrays: at 100,000 cleaners a city holds some 45,000, in four orders.
 */
export interface Order {
  positions: Int32Array;
  keys: Float64Array;
  /** The members' filter words (IndexedCleaner.signature), in the order: read in a row, without touching the members. */
  signatures: Int32Array;
}

/**
 * The cleaners a place (or a region, or everywhere) holds, and their orders: which cleaners a
 * place holds, how far, and how each sort ranks them before the query's filters, depend on
 * nothing in the query, so they are worked out once per place and kept until a cleaner changes.
 * A page then walks its sort's order from the cursor and stops once it holds enough rows.
 */
export interface PlaceView {
  readonly members: readonly PlaceMember[];
  /** The members by `keyOf` ascending, then by id; built on first use of `name`. */
  ordered(name: string, keyOf: (member: PlaceMember) => number): Order;
}

/** Orders kept per place: the four sorts, and the recommended one of a day or two. */
const ordersKept = 8;

export function createPlaceView(members: readonly PlaceMember[]): PlaceView {
  const orders = new Map<string, Order>();
  const idAt = (position: number) => (members[position] as PlaceMember).cleaner.id;
  return {
    members,
    ordered(name, keyOf) {
      let order = orders.get(name);
      if (!order) {
        // A day's recommended order is not needed the next day.
        if (orders.size >= ordersKept) orders.clear();
        const byPosition = Float64Array.from(members, keyOf);
        const positions = Int32Array.from(members.keys());
        positions.sort((a, b) => (byPosition[a] as number) - (byPosition[b] as number) || (idAt(a) < idAt(b) ? -1 : 1));
        order = {
          positions,
          keys: Float64Array.from(positions, (p) => byPosition[p] as number),
          signatures: Int32Array.from(positions, (p) => (members[p] as PlaceMember).cleaner.signature),
        };
        orders.set(name, order);
      }
      return order;
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
