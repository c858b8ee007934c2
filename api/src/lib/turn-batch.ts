/**
 * Calls made in one turn of the event loop, run together: the first call of a turn waits for
 * `setImmediate` (the I/O callbacks of that turn have run by then, each of which may add one),
 * then `run` takes them all at once and answers each in order. While `maxInFlight` runs are
 * still waiting for their answer, new calls wait too and join the next run: under load the
 * runs grow instead of multiplying, so a busy server makes fewer, larger statements; an idle
 * one runs each call at its own turn.
 *
 * `run` settles each item, in order (a value or an error of its own); when it throws instead,
 * every call of that run is rejected with its error.
 */
export function createTurnBatch<I, O>(
  run: (items: I[]) => Promise<Array<PromiseSettledResult<O>>>,
  options: { max: number; maxInFlight: number },
): (item: I) => Promise<O> {
  interface Waiting {
    item: I;
    resolve(value: O): void;
    reject(error: unknown): void;
  }
  const waiting: Waiting[] = [];
  let scheduled = false;
  let inFlight = 0;

  const start = () => {
    scheduled = false;
    while (waiting.length > 0 && inFlight < options.maxInFlight) {
      const batch = waiting.splice(0, options.max);
      inFlight += 1;
      run(batch.map((entry) => entry.item)).then(
        (answers) => {
          batch.forEach((entry, index) => {
            const answer = answers[index];
            if (answer?.status === 'fulfilled') entry.resolve(answer.value);
            else entry.reject(answer ? answer.reason : new Error('the batch gave no answer for this item'));
          });
          finished();
        },
        (error: unknown) => {
          for (const entry of batch) entry.reject(error);
          finished();
        },
      );
    }
  };
  const finished = () => {
    inFlight -= 1;
    schedule();
  };
  const schedule = () => {
    if (scheduled || waiting.length === 0 || inFlight >= options.maxInFlight) return;
    scheduled = true;
    setImmediate(start);
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}
