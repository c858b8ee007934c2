import { createHash } from 'node:crypto';
import pg from 'pg';

/** How fast this host was at one moment, in the two units that decide a database-bound run. */
export interface HostPace {
  /** Wall time of 100,000 SHA-256 digests of a short string, in ms: the CPU's speed. */
  hashMs: number;
  /**
   * Median wall time of `select 1` on one connection to PostgreSQL, in µs: the round trip's cost
   * on an idle machine, waking from idle included (under load, with no core idle, the same trip
   * measured about 50 µs).
   */
  roundTripUs: number;
}

/**
 * The same code has run at 120/s and at 220/s on this class of machine within one afternoon:
 * the host under the VM changes speed, and round trips (system calls and wake-ups under nested
 * virtualisation) change the most. Measured before and after a run and printed with its
 * figures, this tells a reader (and an A/B comparison) which host a figure came from.
 */
export async function measureHostPace(databaseUrl: string): Promise<HostPace> {
  const hashStarted = performance.now();
  for (let i = 0; i < 100_000; i += 1) createHash('sha256').update('propre').digest();
  const hashMs = performance.now() - hashStarted;

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; i < 200; i += 1) await client.query('select 1');
    const times: number[] = [];
    for (let i = 0; i < 2_000; i += 1) {
      const started = performance.now();
      await client.query('select 1');
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { hashMs, roundTripUs: (times[times.length >> 1] ?? 0) * 1000 };
  } finally {
    await client.end();
  }
}

export function describePace(label: string, pace: HostPace): string {
  return `${label}: 100,000 SHA-256 in ${pace.hashMs.toFixed(0)} ms, PostgreSQL round trip (median of 2,000 \`select 1\`) ${pace.roundTripUs.toFixed(0)} µs`;
}
