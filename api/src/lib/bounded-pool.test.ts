import { describe, expect, it } from 'vitest';
import { createBoundedPool, PoolFullError } from './bounded-pool.ts';

/** A task that runs until `finish` is called. */
function held<T>(value: T) {
  let finish!: () => void;
  const started = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { task: () => started.then(() => value), finish };
}

describe('a bounded pool', () => {
  it('runs up to its size at once and refuses the next without running it', async () => {
    const pool = createBoundedPool({ size: 2 });
    const a = held('a');
    const b = held('b');
    const first = pool.run(a.task);
    const second = pool.run(b.task);
    expect(pool.active).toBe(2);
    let ran = false;
    await expect(
      pool.run(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(PoolFullError);
    expect(ran).toBe(false);
    a.finish();
    b.finish();
    expect([await first, await second]).toEqual(['a', 'b']);
    expect(pool.active).toBe(0);
    expect(await pool.run(async () => 'c')).toBe('c');
  });

  it('releases the slot of a task that fails, or throws before returning a promise', async () => {
    const pool = createBoundedPool({ size: 1 });
    await expect(pool.run(() => Promise.reject(new Error('broken file')))).rejects.toThrow('broken file');
    expect(pool.active).toBe(0);
    await expect(
      pool.run(() => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    expect(pool.active).toBe(0);
    expect(await pool.run(async () => 1)).toBe(1);
  });

  it('needs at least one slot', () => {
    expect(() => createBoundedPool({ size: 0 })).toThrow(RangeError);
  });
});
