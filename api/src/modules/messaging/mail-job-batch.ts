/** How long a mail job waits for others to share its insert, and the most one insert takes. */
export const mailJobBatchMs = 20;
export const mailJobBatchMax = 500;

export interface MailJobBatch {
  /** Resolves once the batch holding the user's job is inserted, or rejects with its error. */
  add(userId: string): Promise<void>;
  /** Inserts what is waiting now. */
  flush(): Promise<void>;
}

interface Batch {
  users: Set<string>;
  inserted: Promise<void>;
  release(): void;
}

/**
 * Gathers the users whose mail job is due into one insert: a batch waits `mailJobBatchMs` from
 * its first user, or goes at once when it holds `mailJobBatchMax`.
 */
export function createMailJobBatch(insert: (userIds: string[]) => Promise<void>): MailJobBatch {
  let current: Batch | null = null;

  function open(): Batch {
    const users = new Set<string>();
    let start: () => void = () => {};
    const inserted = new Promise<void>((resolve) => {
      start = resolve;
    }).then(() => insert([...users]));
    const timer = setTimeout(() => void send(batch), mailJobBatchMs);
    const batch: Batch = {
      users,
      inserted,
      release() {
        clearTimeout(timer);
        start();
      },
    };
    return batch;
  }

  function send(batch: Batch): Promise<void> {
    if (current === batch) current = null;
    batch.release();
    return batch.inserted;
  }

  return {
    add(userId) {
      current ??= open();
      const batch = current;
      batch.users.add(userId);
      if (batch.users.size >= mailJobBatchMax) void send(batch);
      return batch.inserted;
    },
    flush: () => (current ? send(current) : Promise.resolve()),
  };
}
