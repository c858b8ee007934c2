// The in-memory rate limiter under many distinct keys (issue 34): 200,000 requests, each from
// its own address and naming its own account (the forgot-password rules: per address, then per
// account and address), through the limiter's own check. Reports the time of each check (p50,
// p99, worst) and the store's size; the goal of the issue (each check under 0.05 ms) is stated,
// not asserted. In process, no API: the store's cost alone.

import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { byIp, createRateLimiter, memoryRateLimitStore, type RateRule } from '@propre/api/src/plugins/rate-limit/rate-limiter.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { machine, recordSection } from './lib/results.ts';

// A full collection before each heap reading, so the figure is what the store keeps.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const keys = Number(process.env.BENCH_KEYS ?? 200_000);
const hour = 3_600_000;
const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email;
const rules: RateRule[] = [
  { name: 'forgot-ip', max: 10, windowMs: hour, key: byIp },
  { name: 'forgot-account-ip', max: 3, windowMs: hour, key: (request) => `${emailOf(request)}|${byIp(request)}` },
];
const store = memoryRateLimitStore();
const limiter = createRateLimiter(store);
const reply = { headers: () => reply } as unknown as FastifyReply;
const ipv4 = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const ipv6 = (i: number) => `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`;

const loadBefore = loadavg()[0] as number;
gc();
const heapBefore = process.memoryUsage().heapUsed;
const times = new Float64Array(keys);
const started = performance.now();
for (let i = 0; i < keys; i += 1) {
  const request = { ip: i % 2 === 0 ? ipv4(i) : ipv6(i), body: { email: `person.${i}@example.ca` } } as unknown as FastifyRequest;
  const t0 = performance.now();
  await limiter.check(request, reply, rules);
  times[i] = performance.now() - t0;
}
const totalMs = performance.now() - started;
gc();
const heapAfter = process.memoryUsage().heapUsed;

const sorted = Float64Array.from(times).sort();
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
const lastQuarter = Float64Array.from(times.subarray(Math.floor(keys * 0.75))).sort();
const p50 = at(0.5);
const p99 = at(0.99);
const ms = (v: number) => v.toFixed(4);
const markdown = `## Rate limiter, 200,000 keys (issue 34)

Run ${new Date().toISOString()} on ${machine()}${process.env.BENCH_NOTE ? ` (${process.env.BENCH_NOTE})` : ''}; ${keys.toLocaleString('en')} requests through \`limiter.check\` with the forgot-password rules (per address, then per account and address), each request from its own address (half IPv4, half IPv6 in its own /64) naming its own account, so each wants two new counters: ${(2 * keys).toLocaleString('en')} in all against the store's cap of 100,000. In process (no API, no network), the real clock; times taken with \`performance.now()\` around each check.

| per check | p50 | p99 | worst |
| --- | --- | --- | --- |
| all ${keys.toLocaleString('en')} | ${ms(p50)} ms | ${ms(p99)} ms | ${ms(sorted[sorted.length - 1] as number)} ms |
| last quarter (store full, evicting) | ${ms(lastQuarter[lastQuarter.length >> 1] as number)} ms | ${ms(lastQuarter[Math.floor(lastQuarter.length * 0.99)] as number)} ms | ${ms(lastQuarter[lastQuarter.length - 1] as number)} ms |

Whole run ${(totalMs / 1000).toFixed(2)} s; store size at the end **${store.size().toLocaleString('en')}** counters; heap used ${((heapAfter - heapBefore) / 2 ** 20).toFixed(1)} MB more than before (each after a full collection). Load average (1 min) ${loadBefore.toFixed(2)} before and ${(loadavg()[0] as number).toFixed(2)} after.

- Per check at ${keys.toLocaleString('en')} distinct keys: p50 **${ms(p50)} ms**, p99 **${ms(p99)} ms** (goal ≤ 0.05: ${p99 <= 0.05 ? 'met' : 'NOT met'}).`;
recordSection('rate-limit', markdown);
process.stdout.write(`${markdown}\n`);
