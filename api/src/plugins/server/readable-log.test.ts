import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { createHttpServer } from './http-server.ts';
import { readableLine } from './readable-log.ts';

// A local time, so the expected clock does not depend on the machine's time zone.
const at = new Date(2026, 11, 3, 12, 1, 2, 345).getTime();
const record = (fields: Record<string, unknown>) => JSON.stringify({ level: 30, time: at, pid: 7, hostname: 'h', ...fields });

describe('readable log lines', () => {
  it('shows a request as its time, method, path, status and duration', () => {
    const line = readableLine(record({ requestId: 'r1', method: 'GET', url: '/api/x?q=1', statusCode: 200, responseTime: 2.6 }));
    expect(line).toBe('12:01:02 GET /api/x?q=1 200 3 ms\n');
  });

  it('shows another record with its level, message and own fields, and an error with its stack', () => {
    expect(readableLine(record({ level: 40, msg: 'demo data loaded', seeders: ['accounts'] }))).toBe(
      '12:01:02 WARN demo data loaded seeders=["accounts"]\n',
    );
    const failed = readableLine(
      record({
        level: 50,
        msg: 'request failed',
        requestId: 'r2',
        err: { message: 'boom', stack: 'Error: boom\n    at f (x.ts:1:1)' },
      }),
    );
    expect(failed).toBe('12:01:02 ERROR request failed\n  Error: boom\n      at f (x.ts:1:1)\n');
  });

  it('passes a line that is not JSON through', () => {
    expect(readableLine('plain words')).toBe('plain words\n');
  });
});

describe('the server logs', () => {
  const servers: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  async function serve(env: Record<string, string>): Promise<string[]> {
    const written: string[] = [];
    const { app } = await createHttpServer(loadConfig({ LOG_LEVEL: 'info', ...env }), {
      catalogue: {},
      isPartnerOrigin: async () => false,
      logStream: { write: (line: string) => written.push(line) },
    });
    servers.push(app);
    app.get('/api/x', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/x?page=2' });
    return written;
  }

  it('writes one readable line per request for a person at a terminal', async () => {
    const lines = await serve({ NODE_ENV: 'development', LOG_FORMAT: 'lines' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/x\?page=2 200 \d+ ms\n$/);
  });

  it('writes JSON records in production, in tests and when asked, as a log collector reads them', async () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'test' },
      { NODE_ENV: 'development', LOG_FORMAT: 'json' },
    ];
    for (const env of envs) {
      const records = (await serve(env)).map((line) => JSON.parse(line) as { msg: string });
      expect(records.map((r) => r.msg)).toEqual(['incoming request', 'request completed']);
    }
  });

  it('stays quiet in tests by default', async () => {
    expect(await serve({ NODE_ENV: 'test', LOG_LEVEL: '' })).toEqual([]);
  });
});
