// Live messaging: 2,000 authenticated sockets (1,000 confirmed bookings, both people connected)
// on one API instance over the real PostgreSQL; messages sent through the API
// (POST /api/conversations/{bookingId}/messages) at a steady rate, each timed from the send call
// to the NEW_MESSAGE frame on the recipient's socket. Goals (issue 7): at 1,000/s, p99 ≤ 25 ms
// and none lost; then the highest sustainable rate.
import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { createBenchDatabase } from './lib/bench-database.ts';
import { startInstances } from './lib/instances.ts';
import { apiReadyLine, apiServer, benchApiEnv, processCpuMs, startProcess } from './lib/processes.ts';
import { machine, recordSection } from './lib/results.ts';
import { type BenchPair, seedConversations } from './lib/seed-conversations.ts';

const pairCount = Number(process.env.BENCH_PAIRS ?? 1000);
/**
 * API instances: 1, or more behind HAProxy (lib/instances.ts) with the fan-out through Redis
 * (REDIS_URL, the local one by default): the sockets then spread over the instances, so most
 * messages go from one instance to another.
 */
const instanceCount = Number(process.env.BENCH_INSTANCES ?? 1);
const steadyRate = Number(process.env.BENCH_RATE ?? 1000);
const duration = Number(process.env.BENCH_DURATION ?? 20);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 10);
const stepDuration = Number(process.env.BENCH_STEP_DURATION ?? 10);
const steps = (process.env.BENCH_STEPS ?? '1500,2000,2500,3000,4000').split(',').map(Number);
/** Tried, highest first, when the steady rate is not sustainable. */
const downSteps = (process.env.BENCH_DOWN_STEPS ?? '750,500,300,200,100,50').split(',').map(Number);
/**
 * How the bench sends: `socket` (the default, as the chat widgets send while connected:
 * SEND_MESSAGE on the sender's authenticated socket, answered by MESSAGE_SENT; the session is
 * checked by the statement that writes the message) or `http` (POST, as third parties and the
 * widgets without a live socket do; each call authenticated by the permission gate, which reads
 * the session).
 */
const sendVia = process.env.BENCH_SEND === 'http' ? 'http' : 'socket';
/** A rate is sustainable when nothing is lost, it is reached within 5 % and p99 stays under this. */
const sustainableP99Ms = 100;

interface Round {
  target: number;
  achieved: number;
  sent: number;
  delivered: number;
  lost: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU (ms) the API process and the bench process used per message sent in the round. */
  apiCpuPerMessage: number;
  benchCpuPerMessage: number;
  /** The bench process's own worst event-loop delay in the round: a stall there delays every frame it times. */
  benchLoopDelayMaxMs: number;
  /**
   * Transactions the bench database committed per message sent (pg_stat_database): each
   * statement outside a transaction is one, so this counts the API's round trips to PostgreSQL
   * per message (the job queue's polling included), whatever else loads the shared server.
   */
  transactionsPerMessage: number;
  /** CPU (ms) of the PostgreSQL backends serving the bench database (the API's pool and job queue) per message. */
  postgresCpuPerMessage: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

async function connectAll(
  url: string,
  pairs: BenchPair[],
  onFrame: (data: string, userId: string) => void,
): Promise<Map<string, WebSocket>> {
  const sockets = new Map<string, WebSocket>();
  const sessions = pairs.flatMap((p) => [p.client, p.cleaner]);
  // 100 at a time, each authenticated (AUTHENTICATED received) before the next batch.
  for (let i = 0; i < sessions.length; i += 100) {
    await Promise.all(
      sessions.slice(i, i + 100).map(
        (session) =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(url);
            socket.once('error', reject);
            socket.once('open', () =>
              socket.send(JSON.stringify({ type: 'AUTH', token: session.token, timestamp: new Date().toISOString() })),
            );
            const first = (data: WebSocket.RawData) => {
              const text = data.toString();
              if (text.includes('"AUTHENTICATED"')) {
                socket.off('message', first);
                socket.on('message', (d) => onFrame(d.toString(), session.id));
                resolve();
              } else if (text.includes('"ERROR"')) reject(new Error(text));
            };
            socket.on('message', first);
            sockets.set(session.id, socket);
          }),
      ),
    );
  }
  return sockets;
}

const database = await createBenchDatabase();
let api: { url: string; cpuMs(): number; stop(): Promise<unknown> } | undefined;
let sockets = new Map<string, WebSocket>();
try {
  if (instanceCount === 1)
    api = await startProcess(apiServer, benchApiEnv(database.url, { MESSAGE_RATE_LIMIT: '1000000' }), apiReadyLine);
  else {
    const env = benchApiEnv(database.url, {
      MESSAGE_RATE_LIMIT: '1000000',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `bench${Date.now()}`,
    });
    const instances = await startInstances(instanceCount, env);
    api = {
      url: instances.url,
      cpuMs: () => instances.apis.reduce((sum, one) => sum + one.cpuMs(), 0),
      stop: () => instances.stop(),
    };
  }
  const base = new URL(api.url);
  const pairs = await seedConversations(database.url, pairCount);
  const stats = new pg.Client({ connectionString: database.url });
  await stats.connect();
  // The statistics a backend reports reach pg_stat_database within a second or so of its work;
  // a round's count is read after the round has drained and settled.
  const committed = async () => {
    await stats.query('select pg_stat_clear_snapshot()');
    const { rows } = await stats.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.n ?? 0);
  };
  // CPU of each backend connected to the bench database, by pid (the server is shared with
  // other work, so only these backends' time is this run's database work).
  const backendsCpu = async () => {
    const { rows } = await stats.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        cpu.set(pid, processCpuMs(pid));
      } catch {
        // The backend ended between the listing and the read.
      }
    }
    return cpu;
  };

  // Every message of the current round by its text's sequence number: when the call started,
  // whether the API took it (201), when its frame reached the recipient.
  const inflight = new Map<number, { start: number; ok?: boolean; deliveredAt?: number }>();
  // Socket sends: the answer (MESSAGE_SENT or ERROR, by clientMessageId) ends the call.
  const answered = new Map<number, () => void>();
  const onFrame = (data: string, userId: string) => {
    if (data.startsWith('{"type":"MESSAGE_SENT"') || data.startsWith('{"type":"ERROR"')) {
      const id = /"clientMessageId":"b(\d+)"/.exec(data);
      const n = id ? Number(id[1]) : Number.NaN;
      const entry = inflight.get(n);
      if (entry) entry.ok = data.startsWith('{"type":"MESSAGE_SENT"');
      answered.get(n)?.();
      answered.delete(n);
      return;
    }
    // Both people get NEW_MESSAGE; the recipient's copy is the one timed.
    if (!data.startsWith('{"type":"NEW_MESSAGE"') || !data.includes(`"recipientId":"${userId}"`)) return;
    const match = /"text":"bench (\d+)"/.exec(data);
    const entry = match ? inflight.get(Number(match[1])) : undefined;
    if (entry && entry.deliveredAt === undefined) entry.deliveredAt = performance.now();
  };
  const connectStart = performance.now();
  sockets = await connectAll(`ws://${base.host}/ws/messages`, pairs, onFrame);
  const connectSeconds = (performance.now() - connectStart) / 1000;

  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let seq = 0;
  const send = (pair: BenchPair, fromClient: boolean, done?: () => void) => {
    const n = ++seq;
    const sender = fromClient ? pair.client : pair.cleaner;
    const body = JSON.stringify({ text: `bench ${n}` });
    const entry: { start: number; ok?: boolean; deliveredAt?: number } = { start: performance.now() };
    inflight.set(n, entry);
    if (sendVia === 'socket') {
      if (done) answered.set(n, done);
      const frame = {
        type: 'SEND_MESSAGE',
        timestamp: new Date().toISOString(),
        bookingId: pair.bookingId,
        text: `bench ${n}`,
        clientMessageId: `b${n}`,
      };
      sockets.get(sender.id)?.send(JSON.stringify(frame));
      return;
    }
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path: `/api/conversations/${pair.bookingId}/messages`,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${sender.token}`,
        },
      },
      (response) => {
        response.resume();
        entry.ok = response.statusCode === 201;
        done?.();
      },
    );
    request.on('error', () => {
      entry.ok = false;
      done?.();
    });
    request.end(body);
  };

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * Sends at `rate` per second for `seconds` (10 ms ticks), then lets the round drain: every
   * call answered (60 s at most), then every accepted message delivered or 5 s without one
   * arriving. Lost: accepted (201) but never delivered.
   */
  async function round(rate: number | 'max', seconds: number, settle = true): Promise<Round> {
    inflight.clear();
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    const committedBefore = await committed();
    const backendsBefore = await backendsCpu();
    const cpuBefore = api?.cpuMs() ?? 0;
    const benchCpuBefore = process.cpuUsage();
    const begin = performance.now();
    let due = 0;
    const randomPair = () => pairs[Math.floor(Math.random() * pairs.length)] as BenchPair;
    await new Promise<void>((resolve) => {
      if (rate === 'max') {
        // Closed loop: 64 calls always in flight, the next one sent as each answers.
        let sending = 0;
        const next = () => {
          if ((performance.now() - begin) / 1000 >= seconds) {
            if (--sending === 0) resolve();
            return;
          }
          send(randomPair(), seq % 2 === 0, next);
        };
        for (; sending < 64; sending++) send(randomPair(), sending % 2 === 0, next);
        return;
      }
      const timer = setInterval(() => {
        const elapsed = (performance.now() - begin) / 1000;
        if (elapsed >= seconds) {
          clearInterval(timer);
          resolve();
          return;
        }
        const target = Math.floor(elapsed * rate);
        for (; due < target; due++) send(randomPair(), due % 2 === 0);
      }, 10);
    });
    const sendSeconds = (performance.now() - begin) / 1000;
    const entries = [...inflight.values()];
    for (let waited = 0; entries.some((e) => e.ok === undefined) && waited < 60_000; waited += 50) await sleep(50);
    let lastCount = -1;
    let still = 0;
    while (still < 5_000) {
      const count = entries.filter((e) => e.deliveredAt !== undefined).length;
      if (count === entries.filter((e) => e.ok).length) break;
      still = count === lastCount ? still + 50 : 0;
      lastCount = count;
      await sleep(50);
    }
    const delivered = entries.filter((e) => e.deliveredAt !== undefined);
    if (process.env.BENCH_TIMELINE) printTimeline(rate, begin, delivered as Array<{ start: number; deliveredAt: number }>);
    loopDelay.disable();
    const apiCpuMs = (api?.cpuMs() ?? 0) - cpuBefore;
    let postgresCpuMs = 0;
    for (const [pid, ms] of await backendsCpu()) postgresCpuMs += ms - (backendsBefore.get(pid) ?? 0);
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const sorted = delivered.map((e) => (e.deliveredAt as number) - e.start).sort((a, b) => a - b);
    // Lets the API and the database settle before the next round; the warm-up leads straight
    // into the measured run instead, so that run starts in the state the warm-up reached.
    if (settle) await sleep(2_000);
    // The stats client's own two statements are not the API's.
    const transactions = (await committed()) - committedBefore - 2;
    return {
      target: rate === 'max' ? 0 : rate,
      achieved: Math.round(entries.length / sendSeconds),
      sent: entries.length,
      delivered: delivered.length,
      lost: entries.filter((e) => e.ok && e.deliveredAt === undefined).length,
      failed: entries.filter((e) => e.ok !== true).length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      apiCpuPerMessage: apiCpuMs / Math.max(1, entries.length),
      benchLoopDelayMaxMs: loopDelay.max / 1e6,
      benchCpuPerMessage: (benchCpu.user + benchCpu.system) / 1000 / Math.max(1, entries.length),
      transactionsPerMessage: transactions / Math.max(1, entries.length),
      postgresCpuPerMessage: postgresCpuMs / Math.max(1, entries.length),
    };
  }

  const loadBefore = os.loadavg()[0] ?? 0;
  // Warm-up at the steady rate itself: by its end every person has had a message, so the
  // first-message work (each recipient's mail job queued, code paths compiled) is behind us and
  // the measured run sees the steady state, as a server in production would.
  const warmup = await round(steadyRate, warmupSeconds, false);
  process.stdout.write(`warm-up: ${JSON.stringify(warmup)}\n`);
  const steady = await round(steadyRate, duration);
  process.stdout.write(`steady: ${JSON.stringify(steady)}\n`);
  const stepped: Round[] = [];
  // Up from the steady rate while it holds; down from it until one does.
  for (const rate of sustainable(steady) ? steps : downSteps) {
    const result = await round(rate, stepDuration);
    process.stdout.write(`step: ${JSON.stringify(result)}\n`);
    stepped.push(result);
    if (sustainable(result) !== sustainable(steady)) break;
  }
  const closedLoop = await round('max', stepDuration);
  process.stdout.write(`closed loop: ${JSON.stringify(closedLoop)}\n`);
  const loadAfter = os.loadavg()[0] ?? 0;
  const best = [steady, ...stepped].filter(sustainable).sort((a, b) => b.achieved - a.achieved)[0];

  const ms = (v: number) => (Number.isNaN(v) ? '—' : v.toFixed(1));
  const row = (label: string, r: Round) =>
    `| ${label} | ${r.achieved} | ${r.sent} | ${r.delivered} | ${r.lost} | ${r.failed} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.apiCpuPerMessage.toFixed(2)} | ${r.postgresCpuPerMessage.toFixed(2)} | ${r.transactionsPerMessage.toFixed(2)} | ${r.benchCpuPerMessage.toFixed(2)} | ${r.benchLoopDelayMaxMs.toFixed(0)} |`;
  const goalP99 = steady.p99 <= 25;
  const goalLost = steady.lost === 0 && steady.failed === 0;
  const markdown = `## Live messaging delivery (${(pairs.length * 2).toLocaleString('en')} sockets${instanceCount === 1 ? '' : `, ${instanceCount} instances`}, real PostgreSQL)

Run ${new Date().toISOString()} on ${machine()}; ${pairs.length * 2} sockets authenticated with AUTH (${pairs.length} confirmed bookings, both people connected, in ${connectSeconds.toFixed(1)} s) on ${instanceCount === 1 ? 'one API instance, in-process fan-out' : `${instanceCount} API instances behind HAProxy (round robin, the sockets spread over them), fan-out through Redis; API CPU summed over the instances`}; messages sent ${sendVia === 'socket' ? "with SEND_MESSAGE on the sender's socket (answered by MESSAGE_SENT)" : 'through `POST /api/conversations/{bookingId}/messages` by the bench process (64 keep-alive connections)'}, each timed from the call to the NEW_MESSAGE frame on the recipient's socket. API, PostgreSQL and the bench (2,000 sockets and the sender) share the 2 cores. Steady run ${duration} s after a ${warmupSeconds} s warm-up at the same rate (warm-up: p99 ${warmup.p99.toFixed(1)} ms, ${warmup.lost} lost); then ${stepDuration} s steps up (or down, when the steady rate does not hold) to the highest sustainable rate (a message lost or refused, the rate missed by more than 5 %, or p99 over ${sustainableP99Ms} ms; lost = answered 201 but never delivered once the round drained). Recipients on instant email (one mail job per person per minute). Load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after: the machine is shared, so read the figures against it.

| run (target/s) | achieved/s | sent | delivered | lost | non-201 | p50 ms | p99 ms | max ms | API CPU ms/msg | PostgreSQL CPU ms/msg | PostgreSQL transactions/msg | bench CPU ms/msg | bench loop stall max ms |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${[row(`steady ${steady.target}`, steady), ...stepped.map((r) => row(`step ${r.target}`, r)), row('closed loop, 64 in flight', closedLoop)].join('\n')}

- At ${steady.target}/s: p99 **${ms(steady.p99)} ms** (goal ≤ 25: ${goalP99 ? 'met' : '**NOT met**'}); lost **${steady.lost}**, failed **${steady.failed}** (goal 0: ${goalLost ? 'met' : '**NOT met**'}).
- Highest sustainable send rate: **${best ? `${best.achieved}/s` : 'none of the rates tried'}**${best ? ` (p99 ${ms(best.p99)} ms)` : ''}; as many as the API answers with 64 calls in flight: **${closedLoop.achieved}/s** (p99 delivery ${ms(closedLoop.p99)} ms).
- CPU per message at the steady rate: API **${steady.apiCpuPerMessage.toFixed(2)} ms**, PostgreSQL (the bench database's backends) **${steady.postgresCpuPerMessage.toFixed(2)} ms** in ${steady.transactionsPerMessage.toFixed(2)} transactions, bench (sender and ${pairs.length * 2} sockets) **${steady.benchCpuPerMessage.toFixed(2)} ms**; with PostgreSQL on the same 2 cores, ${steady.target}/s needs ${((steady.target * (steady.apiCpuPerMessage + steady.benchCpuPerMessage)) / 1000).toFixed(2)} cores for the two Node processes alone.`;
  recordSection(instanceCount === 1 ? 'messaging-delivery' : `messaging-delivery-${instanceCount}-instances`, markdown);
  process.stdout.write(`${markdown}\n`);
  agent.destroy();
  await stats.end();
} finally {
  for (const socket of sockets.values()) socket.terminate();
  await api?.stop();
  await database.drop();
}

function sustainable(r: Round): boolean {
  return r.lost === 0 && r.failed === 0 && r.achieved >= r.target * 0.95 && r.p99 <= sustainableP99Ms;
}

/** BENCH_TIMELINE=1: each second of a round with its p50, p99 and worst delivery, to see when a round stalls. */
function printTimeline(rate: number | 'max', begin: number, delivered: Array<{ start: number; deliveredAt: number }>): void {
  const bySecond = new Map<number, number[]>();
  for (const e of delivered) {
    const second = Math.floor((e.start - begin) / 1000);
    const list = bySecond.get(second) ?? [];
    list.push(e.deliveredAt - e.start);
    bySecond.set(second, list);
  }
  process.stdout.write(
    `[${rate}] round began at ${Math.round(performance.timeOrigin + begin)} (epoch ms, ${Math.round(begin)} ms into the bench)\n`,
  );
  for (const [second, list] of [...bySecond].sort((a, b) => a[0] - b[0])) {
    list.sort((a, b) => a - b);
    process.stdout.write(
      `[${rate}] ${second}s n=${list.length} p50=${percentile(list, 50).toFixed(1)} p99=${percentile(list, 99).toFixed(1)} max=${(list.at(-1) ?? 0).toFixed(1)}\n`,
    );
  }
}
