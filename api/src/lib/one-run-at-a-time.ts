/**
 * `run` made safe to call often: one run at a time, and every call that arrives while one runs
 * shares the next run, which starts after it. A caller thus always waits for a run that began
 * after it asked (it sees everything committed before its call), and under load one run serves
 * many callers.
 */
export function oneRunAtATime(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const call = (): Promise<void> => {
    if (!running) {
      running = run().finally(() => {
        running = undefined;
      });
      return running;
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return call();
      });
    return next;
  };
  return call;
}
