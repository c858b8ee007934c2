import { setTimeout as sleep } from 'node:timers/promises';
import { openapi } from '@propre/openapi';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { loadConfig } from '../config/config.ts';
import { listOperations } from '../contract/spec-document.ts';

const t = useTestApp({ env: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '20', PRESSURE_RETRY_AFTER_SECONDS: '7' } });

/** Keeps the event loop busy, as a CPU-bound burst would. */
function blockLoop(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spinning on purpose
  }
}

/** Blocks the loop until the sampler (every 100 ms in tests) reports the lag, then sends at once. */
async function underLoad<T>(send: () => Promise<T>): Promise<T> {
  const app = t.app as typeof t.app & { isUnderPressure(): boolean };
  for (let attempt = 0; attempt < 30; attempt += 1) {
    blockLoop(400);
    await sleep(5);
    if (app.isUnderPressure()) return send();
  }
  throw new Error('the event loop never looked saturated');
}

describe('load shedding when the event loop is saturated', () => {
  it('answers 503 with Retry-After as a problem, then serves again once the loop is free', async () => {
    await sleep(300);
    const calm = await t.request({ method: 'GET', url: '/api/places/regions' });
    expect(calm.statusCode).toBe(200);

    const shed = await underLoad(() => t.request({ method: 'GET', url: '/api/places/regions' }));
    expect([shed.statusCode, shed.headers['retry-after']]).toEqual([503, '7']);
    expect(shed.headers['content-type']).toContain('application/problem+json');
    expect(shed.json()).toMatchObject({ code: 'service_unavailable', status: 503 });

    // Once the loop is free the next samples say so; on a machine busy with other work a sample
    // may still lag past 20 ms, so the instance is asked again for a few seconds.
    let again = 0;
    for (let attempt = 0; attempt < 50 && again !== 200; attempt += 1) {
      await sleep(100);
      again = (await t.request({ method: 'GET', url: '/api/places/regions' })).statusCode;
    }
    expect(again).toBe(200);
  });

  it('still answers health checks, so a busy instance is not killed for being busy', async () => {
    const live = await underLoad(() => t.request({ method: 'GET', url: '/api/health' }));
    expect(live.statusCode).toBe(200);
  });

  it('is on by default in production, off by default in tests', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).pressureMaxEventLoopDelayMs).toBe(1_000);
    expect(loadConfig({ NODE_ENV: 'test' }).pressureMaxEventLoopDelayMs).toBe(0);
  });

  it('is declared by every operation but the health checks', () => {
    const undeclared = listOperations(openapi)
      .filter((op) => !op.operationId.startsWith('health.'))
      .filter((op) => !(op.operation.responses as Record<string, unknown>)['503'])
      .map((op) => op.operationId);
    expect(undeclared).toEqual([]);
  });
});
