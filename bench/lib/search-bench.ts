import http from 'node:http';
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
  return { rps: latencies.length / elapsed, p50: at(50), p99: at(99), max: sorted.at(-1) ?? Number.NaN, errors };
}

/**
 * The first search after the cleaners went in, alone: the API loads its whole search index
 * then (the cold path, docs/adr/0005-search-precomputed.md, "In memory"), so this is what the
 * first visitor after a start waits for. Milliseconds, with the API's resident memory after.
 */
export async function coldSearch(api: { url: string; rssMiB(): number }, path: string): Promise<{ ms: number; rssMiB: number }> {
  const start = performance.now();
  const response = await fetch(api.url + path);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { ms: performance.now() - start, rssMiB: api.rssMiB() };
}
