import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * Where a steady run's slow calls come from: the calls grouped into stalls (slow calls sent
 * close together), and beside each stall what else happened then — the API's garbage
 * collections (from its `--trace-gc` lines) and what the benchmark database's sessions were
 * waiting on (pg_stat_activity, sampled every 10 ms).
 */
export interface Stall {
  /** Seconds into the run when its first slow call was sent. */
  at: number;
  /** From its first slow call's send to its last one's answer, ms. */
  spanMs: number;
  calls: number;
  worstMs: number;
  /** The API's collections that overlapped it: kind and pause, e.g. "Mark-Compact 12.3 ms". */
  collections: string[];
  /** The database sessions' waits seen during it, most seen first, e.g. "Lock/transactionid ×14". */
  waits: string[];
}

interface Collection {
  /** Ms since the run began. */
  at: number;
  kind: string;
  pauseMs: number;
}

/** Samples the non-idle sessions of `databaseUrl`'s database every 10 ms until stopped. */
export async function sampleWaits(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  const begin = performance.now();
  const samples: Array<{ at: number; waits: string[] }> = [];
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      const at = performance.now() - begin;
      const { rows } = await client.query<{ wait: string }>(
        `select coalesce(wait_event_type || '/' || wait_event, 'CPU') as wait from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
      );
      samples.push({ at, waits: rows.map((r) => r.wait) });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    /** Stops sampling; `offset` is the ms between this sampler's start and the run's. */
    async stop(offset: number) {
      sampling = false;
      await loop;
      await client.end();
      return samples.map((s) => ({ at: s.at - offset, waits: s.waits }));
    },
    startedAt: begin,
  };
}

/** `--trace-gc` lines of a process log: each collection's kind and pause, at ms since the process started. */
export function collectionsOf(logFile: string, runStartedMsAfterSpawn: number): Collection[] {
  const collections: Collection[] = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    // e.g. "[123:0x5c0e000]    10342 ms: Scavenge 61.2 (78.1) -> 45.0 (78.6) MB, pooled: 0 MB, 1.87 / 0.00 ms ..."
    const match = /\]\s+(\d+) ms: ([A-Za-z-]+(?: \(reduce\))?)[^,]*,(?: pooled: [\d.]+ MB,)? ([\d.]+) \/ ([\d.]+) ms/.exec(line);
    if (!match) continue;
    collections.push({ at: Number(match[1]) - runStartedMsAfterSpawn, kind: match[2] as string, pauseMs: Number(match[3]) });
  }
  return collections;
}

/** Calls slower than `slowMs`, grouped into stalls (slow calls sent within 25 ms of each other). */
export function stallsOf(
  calls: ReadonlyArray<{ sentAt: number; ms: number }>,
  slowMs: number,
  collections: readonly Collection[],
  waits: ReadonlyArray<{ at: number; waits: string[] }>,
): Stall[] {
  const slow = calls.filter((c) => c.ms > slowMs).sort((a, b) => a.sentAt - b.sentAt);
  const groups: Array<Array<{ sentAt: number; ms: number }>> = [];
  for (const call of slow) {
    const group = groups.at(-1);
    const last = group?.at(-1);
    if (group && last && call.sentAt - last.sentAt <= 25) group.push(call);
    else groups.push([call]);
  }
  return groups.map((group) => {
    const from = (group[0] as { sentAt: number }).sentAt;
    const to = Math.max(...group.map((c) => c.sentAt + c.ms));
    const seen = new Map<string, number>();
    for (const sample of waits)
      if (sample.at >= from && sample.at <= to) for (const wait of sample.waits) seen.set(wait, (seen.get(wait) ?? 0) + 1);
    return {
      at: from / 1000,
      spanMs: to - from,
      calls: group.length,
      worstMs: Math.max(...group.map((c) => c.ms)),
      collections: collections
        .filter((c) => c.at + c.pauseMs >= from - 5 && c.at <= to)
        .map((c) => `${c.kind} ${c.pauseMs.toFixed(1)} ms`),
      waits: [...seen]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([wait, n]) => `${wait} ×${n}`),
    };
  });
}
