import type { IndexedCleaner } from './indexed-cleaner.ts';

/** A cleaner a place holds, with what about them depends on the place only. */
export interface PlaceMember {
  cleaner: IndexedCleaner;
  /** The distance from the place (`earth_distance`), null without a home or without a place. */
  metres: number | null;
  /** The location score: 1 for those who serve the place's city, else by distance and coverage; 0.5 without a place. */
  location: number;
}

/** A member with its key in an order. */
export interface Keyed {
  member: PlaceMember;
  key: number;
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
  ordered(name: string, keyOf: (member: PlaceMember) => number): readonly Keyed[];
}

/** Orders kept per place: the four sorts, and the recommended one of a day or two. */
const ordersKept = 8;

export function createPlaceView(members: readonly PlaceMember[]): PlaceView {
  const orders = new Map<string, Keyed[]>();
  return {
    members,
    ordered(name, keyOf) {
      let order = orders.get(name);
      if (!order) {
        // A day's recommended order is not needed the next day.
        if (orders.size >= ordersKept) orders.clear();
        order = members.map((member) => ({ member, key: keyOf(member) }));
        order.sort((a, b) => a.key - b.key || (a.member.cleaner.id < b.member.cleaner.id ? -1 : 1));
        orders.set(name, order);
      }
      return order;
    },
  };
}

/** The position of the first entry after (key, id) in an order. */
export function firstAfter(order: readonly Keyed[], key: number, id: string): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const entry = order[mid] as Keyed;
    if (entry.key < key || (entry.key === key && entry.member.cleaner.id <= id)) low = mid + 1;
    else high = mid;
  }
  return low;
}
