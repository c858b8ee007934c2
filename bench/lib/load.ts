import http from 'node:http';
import type autocannon from 'autocannon';

export interface OpenLoopRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What a load run measured, whichever way it was driven. */
export interface LoadFigures {
  /** Calls per second: answered (closed loop), or sent, the rate offered (open loop). */
  rps: number;
  p50: number;
  p99: number;
  /** The slowest call. */
  max: number;
  /** Answers other than `expectStatus`, and calls that failed. */
  errors: number;
}

/**
 * A steady load, as a rate goal means it: `rate` calls a second, due on a 1 ms clock whatever
 * the answers (open loop), so a slow answer delays no later call and a server that falls
 * behind sees its queue grow, as it would in production. Latency runs from a call's send to
 * its whole answer. (autocannon's `overallRate` is a budget per second that each connection
 * spends at full speed, then waits for the next second: a load at full throughput for most of
 * each second, not a steady one.)
 */
export async function openLoop(
  base: URL,
  rate: number,
  seconds: number,
  next: () => OpenLoopRequest,
  expectStatus = 200,
  /** Each call as it ends: when it was sent (ms since the run began) and how long it took. */
  onCall?: (sentAt: number, ms: number) => void,
): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const begin = performance.now();
  await new Promise<void>((done) => {
    let pending = 0;
    let sending = true;
    const settle = () => {
      pending -= 1;
      if (!sending && pending === 0) done();
    };
    const send = () => {
      const { method, path, headers = {}, body } = next();
      const start = performance.now();
      const sentAt = start - begin;
      pending += 1;
      sent += 1;
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path,
          agent,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - start);
            onCall?.(sentAt, performance.now() - start);
            if (response.statusCode !== expectStatus) errors += 1;
            settle();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        settle();
      });
      request.end(body);
    };
    const timer = setInterval(() => {
      const elapsed = (performance.now() - begin) / 1000;
      if (elapsed >= seconds) {
        clearInterval(timer);
        sending = false;
        if (pending === 0) done();
        return;
      }
      while (sent < Math.floor(elapsed * rate)) send();
    }, 1);
  });
  agent.destroy();
  const sorted = latencies.sort((x, y) => x - y);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  return { rps: sent / seconds, p50: at(50), p99: at(99), max: sorted.at(-1) ?? Number.NaN, errors };
}

/** The figures of an autocannon run (a closed loop: its connections each keep one call in flight). */
export function autocannonFigures(result: autocannon.Result): LoadFigures {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.non2xx,
  };
}
