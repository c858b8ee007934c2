import { describe, expect, it } from 'vitest';
import { createTurnBatch } from './turn-batch.ts';

/** A run that doubles numbers, records each batch, and answers when told to. */
function recordingRun() {
  const batches: number[][] = [];
  const pending: Array<() => void> = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<Array<PromiseSettledResult<number>>>((resolve) =>
      pending.push(() =>
        resolve(
          items.map((n) =>
            n < 0 ? { status: 'rejected', reason: new Error(`negative ${n}`) } : { status: 'fulfilled', value: n * 2 },
          ),
        ),
      ),
    );
  };
  const answerAll = () => {
    for (const answer of pending.splice(0)) answer();
  };
  return { batches, run, answerAll };
}

// Two turns: one for a run's answer to settle, one for the batch it lets start.
const turn = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

describe('turn batch', () => {
  it('runs the calls of one turn together and answers each its own, a failure only its own', async () => {
    const { batches, run, answerAll } = recordingRun();
    const call = createTurnBatch(run, { max: 10, maxInFlight: 2 });
    const calls = [call(1), call(-2), call(3)].map((p) => p.then(String, (error: Error) => error.message));
    expect(batches).toEqual([]);
    await turn();
    expect(batches).toEqual([[1, -2, 3]]);
    answerAll();
    expect(await Promise.all(calls)).toEqual(['2', 'negative -2', '6']);
  });

  it('holds new calls while the most runs are waiting, then runs them together; no run exceeds max', async () => {
    const { batches, run, answerAll } = recordingRun();
    const call = createTurnBatch(run, { max: 2, maxInFlight: 1 });
    const first = call(1);
    await turn();
    const later = [call(2), call(3), call(4)];
    await turn();
    expect(batches).toEqual([[1]]);
    answerAll();
    expect(await first).toBe(2);
    await turn();
    expect(batches).toEqual([[1], [2, 3]]);
    answerAll();
    await turn();
    expect(batches).toEqual([[1], [2, 3], [4]]);
    answerAll();
    expect(await Promise.all(later)).toEqual([4, 6, 8]);
  });

  it('rejects every call of a run that throws', async () => {
    const call = createTurnBatch<number, number>(() => Promise.reject(new Error('down')), { max: 5, maxInFlight: 1 });
    const settled = await Promise.allSettled([call(1), call(2)]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
  });
});
