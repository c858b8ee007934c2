import { describe, expect, it } from 'vitest';
import { createMailJobBatch, mailJobBatchMax } from './mail-job-batch.ts';

/** An insert that records each batch it is given, and fails while `failing` is set. */
function recordingInsert() {
  const batches: string[][] = [];
  const state = { failing: false };
  const insert = async (userIds: string[]) => {
    batches.push(userIds);
    if (state.failing) throw new Error('queue refused the batch');
  };
  return { batches, state, insert };
}

describe('mail job batch', () => {
  it('sends the users of one moment in a single insert, each once', async () => {
    const { batches, insert } = recordingInsert();
    const batch = createMailJobBatch(insert);
    const added = [batch.add('usr_a'), batch.add('usr_b'), batch.add('usr_a')];
    expect(batches).toEqual([]);
    await Promise.all(added);
    expect(batches).toEqual([['usr_a', 'usr_b']]);
    await batch.add('usr_c');
    expect(batches).toEqual([['usr_a', 'usr_b'], ['usr_c']]);
  });

  it('sends a full batch at once, without waiting for the timer', async () => {
    const { batches, insert } = recordingInsert();
    const batch = createMailJobBatch(insert);
    const users = Array.from({ length: mailJobBatchMax + 1 }, (_, i) => `usr_${i}`);
    const added = users.map((user) => batch.add(user));
    // The full batch is released synchronously; its insert starts on the next microtask.
    await Promise.resolve();
    await Promise.resolve();
    expect(batches.map((b) => b.length)).toEqual([mailJobBatchMax]);
    await Promise.all(added);
    expect(batches.map((b) => b.length)).toEqual([mailJobBatchMax, 1]);
  });

  it('flush inserts what waits, and nothing when nothing does', async () => {
    const { batches, insert } = recordingInsert();
    const batch = createMailJobBatch(insert);
    await batch.flush();
    expect(batches).toEqual([]);
    const added = batch.add('usr_a');
    await batch.flush();
    expect(batches).toEqual([['usr_a']]);
    await added;
    expect(batches).toEqual([['usr_a']]);
  });

  it('a refused insert fails every caller of its batch, and the next batch starts afresh', async () => {
    const { batches, state, insert } = recordingInsert();
    const batch = createMailJobBatch(insert);
    state.failing = true;
    const results = await Promise.allSettled([batch.add('usr_a'), batch.add('usr_b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    state.failing = false;
    await batch.add('usr_c');
    expect(batches).toEqual([['usr_a', 'usr_b'], ['usr_c']]);
  });
});
