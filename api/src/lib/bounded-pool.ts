/**
 * A bound on how much of one kind of work runs at once, shared by every request (issue 34,
 * finding 6): CPU-heavy work (reading an uploaded calendar in a worker thread…) takes a slot,
 * and a caller finding every slot taken is refused at once rather than queued, so the machine's
 * cores stay free for everyone else's requests and the refusal is cheap. Create one per app (in
 * its context) and pass it to the areas that need it: a module-level pool would be shared by
 * every app of a test process.
 */
export interface BoundedPool {
  /** Runs `task` in a free slot, released when it settles (fulfilled or not); `PoolFullError` when none is free. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Slots taken now. */
  readonly active: number;
  readonly size: number;
}

/** Every slot of the pool was taken: nothing was run. */
export class PoolFullError extends Error {
  readonly size: number;

  constructor(size: number) {
    super(`All ${size} slots are taken`);
    this.size = size;
    this.name = 'PoolFullError';
  }
}

export function createBoundedPool(options: { size: number }): BoundedPool {
  const { size } = options;
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`A pool needs at least one slot, not ${size}`);
  let active = 0;
  return {
    get active() {
      return active;
    },
    size,
    async run(task) {
      if (active >= size) throw new PoolFullError(size);
      active += 1;
      try {
        return await task();
      } finally {
        active -= 1;
      }
    },
  };
}
