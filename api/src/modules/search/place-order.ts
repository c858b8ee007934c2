/**
 * The members of a place in one order: their slots (PlaceView) and keys, ascending by key
 * then id. Typed arrays: at 100,000 cleaners a city holds some 45,000, in four orders.
 */
export interface Order {
  positions: Int32Array;
  keys: Float64Array;
}

/** An order kept up to date, in arrays with room for members who join. */
export interface KeptOrder {
  /** Views of the first entries of the arrays below. */
  order: Order;
  /** The arrays the order is kept in. */
  positionsRoom: Int32Array;
  keysRoom: Float64Array;
}

/** Above any slot (2,097,152 members a place): a packed sort key is a rank × this + a slot or index. */
const indexSpan = 2 ** 21;

/**
 * The members by key then id. A comparator sort of 45,000 slots took some 40 ms (a call and a
 * string comparison per step): both sorts are native instead, over numbers that pack a rank and
 * an index. First the slots by id (`rankOf`: the ids' order, under 2^31), then by key, each key
 * as its rank among the keys with its index in the id order, so equal keys stay by id.
 */
export function sortedOrder(live: readonly number[], rankOf: (slot: number) => number, keyOf: (slot: number) => number): Order {
  const count = live.length;
  const byId = new Float64Array(count);
  for (let i = 0; i < count; i += 1) byId[i] = rankOf(live[i] as number) * indexSpan + (live[i] as number);
  byId.sort();
  const slots = new Int32Array(count);
  const keyAt = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const slot = (byId[i] as number) % indexSpan;
    slots[i] = slot;
    keyAt[i] = keyOf(slot);
  }
  const ascending = keyAt.slice().sort();
  // Each key's rank (where it first appears among the keys in order) and its index, in one
  // exact number: ranks and indexes stay under 2^21, so the product stays under 2^53.
  const packed = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const key = keyAt[i] as number;
    let low = 0;
    let high = count;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((ascending[mid] as number) < key) low = mid + 1;
      else high = mid;
    }
    packed[i] = low * indexSpan + i;
  }
  packed.sort();
  const positions = new Int32Array(count);
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    const index = (packed[i] as number) % indexSpan;
    positions[i] = slots[index] as number;
    keys[i] = keyAt[index] as number;
  }
  return { positions, keys };
}

/**
 * The order without the touched slots, merged with the entries `added` (the touched slots that
 * are still members, with their new keys), in its own arrays: one pass to close the gaps, one
 * from the end to put the new entries in. A sync with changes runs this for every kept order,
 * and new arrays each time were some 500 kB per order.
 */
export function mergeInto(
  kept: KeptOrder,
  touched: Uint8Array,
  added: Array<{ slot: number; key: number }>,
  idAt: (slot: number) => string,
): void {
  const precedes = (keyA: number, a: number, keyB: number, b: number) => keyA < keyB || (keyA === keyB && idAt(a) < idAt(b));
  added.sort((a, b) => (precedes(a.key, a.slot, b.key, b.slot) ? -1 : 1));
  let positions = kept.positionsRoom;
  let keys = kept.keysRoom;
  let remaining = 0;
  for (let i = 0; i < kept.order.positions.length; i += 1) {
    const slot = positions[i] as number;
    if (touched[slot] === 1) continue;
    positions[remaining] = slot;
    keys[remaining] = keys[i] as number;
    remaining += 1;
  }
  const length = remaining + added.length;
  if (length > positions.length) {
    const room = Math.ceil(length * 1.25) + 64;
    const grownPositions = new Int32Array(room);
    const grownKeys = new Float64Array(room);
    grownPositions.set(positions.subarray(0, remaining));
    grownKeys.set(keys.subarray(0, remaining));
    positions = grownPositions;
    keys = grownKeys;
    kept.positionsRoom = positions;
    kept.keysRoom = keys;
  }
  let i = remaining - 1;
  for (let a = added.length - 1, out = length - 1; a >= 0; out -= 1) {
    const entry = added[a] as { slot: number; key: number };
    if (i >= 0 && precedes(entry.key, entry.slot, keys[i] as number, positions[i] as number)) {
      positions[out] = positions[i] as number;
      keys[out] = keys[i] as number;
      i -= 1;
    } else {
      positions[out] = entry.slot;
      keys[out] = entry.key;
      a -= 1;
    }
  }
  kept.order = { positions: positions.subarray(0, length), keys: keys.subarray(0, length) };
}
