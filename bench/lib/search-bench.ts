import http from 'node:http';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type RawBuilder } from 'kysely';
import type { LoadFigures } from './load.ts';

/**
 * Calls `paths` one after the other (never two at once) for at most `seconds`: the latency of
 * one request alone, as a person searching on a quiet server would see it.
 */
export async function sequential(base: string, paths: readonly string[], seconds: number): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(base);
  const latencies: number[] = [];
  let errors = 0;
  const begin = performance.now();
  for (const path of paths) {
    if (performance.now() - begin > seconds * 1000) break;
    const start = performance.now();
    const status = await new Promise<number>((resolve) => {
      const request = http.get({ host: url.hostname, port: url.port, path, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', () => resolve(0));
    });
    latencies.push(performance.now() - start);
    if (status !== 200) errors += 1;
  }
  agent.destroy();
  const elapsed = (performance.now() - begin) / 1000;
  const sorted = latencies.sort((x, y) => x - y);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  return { rps: latencies.length / elapsed, p50: at(50), p99: at(99), errors };
}

/** A Kysely statement's text and parameters, compiled for PostgreSQL without a connection (to EXPLAIN it). */
export function compiledForExplain(statement: RawBuilder<unknown>): { text: string; values: unknown[] } {
  const compiler = new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const compiled = statement.compile(compiler);
  return { text: compiled.sql, values: [...compiled.parameters] };
}
