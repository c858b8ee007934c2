import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';

const t = useTestApp();

describe('health', () => {
  it('reports liveness with the contract version', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', version: '0.1.0' });
  });

  it('is ready when the database and the job queue answer', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ status: 'ready', checks: { database: { status: 'up' }, jobs: { status: 'up' } } });
  });

  it('is unavailable, naming the job queue, once the queue has stopped', async () => {
    await t.app.propre.jobs.stop();
    const res = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: { status: 'up' }, jobs: { status: 'down', error: 'stopped' } },
    });
  });
});
