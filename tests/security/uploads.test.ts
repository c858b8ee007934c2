/**
 * Hostile uploads against every operation of the contract that takes a file: over the size
 * limit, a type that lies about its bytes, a decompression bomb, and file names that try to
 * climb out of their folder or split a header.
 */
import { crc32, deflateSync } from 'node:zlib';
import { pdfFile } from '@propre/api/src/modules/verification/verification.fixtures.ts';
import { useTestApp } from '@propre/api/test/build-app';
import { nextIp } from '@propre/api/test/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, operations } from '../support/contract.ts';
import { realValuesFor } from '../support/real-values.ts';
import { binarySample, prepareBinarySamples, validParts, writeRequest } from '../support/requests.ts';
import { createWorld, type Party, type World } from '../support/world.ts';

const t = useTestApp();
let world: World;
const uploads = operations.filter((op) => op.body && !op.body.json);

beforeAll(async () => {
  world = await createWorld(t);
  await prepareBinarySamples();
}, 120_000);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims 30,000 × 30,000 pixels (2.7 GB once decoded). */
function pixelFlood(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(300_000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const impostors: Record<string, Buffer> = {
  'a Windows executable': Buffer.from(
    'MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xffThis program cannot be run in DOS mode',
    'latin1',
  ),
  'a GIF': Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  'an HTML page': Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
  'a PDF': pdfFile('pas une image'),
  'random bytes': Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919) % 256)),
};

async function setup(op: ContractOperation) {
  const party = (['cleanerA', 'clientA', 'pending', 'admin', 'partnerA'] as const)
    .map((name) => world.parties[name])
    .find((p) => op.roles.includes(p.role)) as Party;
  const real = await realValuesFor(world, op, party);
  const parts = validParts(op, 1, real, true);
  if (!parts) throw new Error(`${op.id}: no valid request`);
  Object.assign(parts.path, real);
  const headers = await world.headersFor(party);
  return {
    send(type: string, payload: Buffer, query?: Array<[string, unknown]>) {
      const request = writeRequest({ ...parts, body: { type, raw: payload }, query: query ?? parts.query }, 'upload');
      return t.app.inject({
        method: request.method as 'POST',
        url: request.url,
        headers: { ...request.headers, ...headers },
        payload,
        remoteAddress: nextIp(),
      });
    },
    parts,
  };
}

describe('uploads', () => {
  it('the contract has operations that take files', () => {
    expect(uploads.length).toBeGreaterThanOrEqual(4);
  });

  for (const op of uploads) {
    describe(op.id, () => {
      it('refuses a body over its limit with 413, as a problem', async () => {
        const limit = (op.entry.operation['x-max-body-bytes'] as number | undefined) ?? t.config.bodyLimitBytes;
        const type = op.body?.mediaTypes[0] as string;
        const { send } = await setup(op);
        const sample = binarySample(type, op.id);
        const res = await send(type, Buffer.concat([sample, Buffer.alloc(limit + 1 - sample.length)]));
        expect([res.statusCode, res.json().code]).toEqual([413, 'payload_too_large']);
      });

      for (const type of op.body?.mediaTypes ?? []) {
        if (type === 'text/calendar') continue;
        it(`refuses files that are not the ${type} they claim to be`, async () => {
          const { send } = await setup(op);
          for (const [what, bytes] of Object.entries(impostors)) {
            if (type === 'application/pdf' && what === 'a PDF') continue;
            const res = await send(type, bytes);
            expect([what, res.statusCode >= 400 && res.statusCode < 500], res.body).toEqual([what, true]);
            expect(res.headers['content-type']).toContain('application/problem+json');
          }
        });
      }

      if (op.body?.mediaTypes.includes('image/png')) {
        it('refuses a pixel flood (a small PNG claiming 900 megapixels) without decoding it', async () => {
          const { send } = await setup(op);
          const res = await send('image/png', pixelFlood());
          expect([res.statusCode, res.json().code], res.body).toEqual([422, 'image_too_many_pixels']);
        });
      }

      const nameParameter = op.parameters.find((p) => p.in === 'query' && /file.?name/i.test(p.name));
      if (nameParameter) {
        it('keeps file names inside their folder and out of headers', async () => {
          const { send, parts } = await setup(op);
          const type = op.body?.mediaTypes.find((m) => m === 'application/pdf') ?? (op.body?.mediaTypes[0] as string);
          for (const name of [
            '../../../../etc/passwd',
            '..\\..\\windows\\win.ini',
            'a/b/../c.pdf',
            'x\r\nSet-Cookie: a=b.pdf',
            '\u202egnp.exe',
          ]) {
            const query = [...parts.query.filter(([k]) => k !== nameParameter.name), [nameParameter.name, name]] as Array<
              [string, unknown]
            >;
            const res = await send(type, binarySample(type, op.id), query);
            expect(res.statusCode, res.body).toBeLessThan(500);
            if (res.statusCode >= 300) continue;
            const stored = res.json() as Record<string, unknown>;
            const text = JSON.stringify(stored);
            expect(text).not.toMatch(/\.\.[\\/]|\\r|\\n|\\u202e/i);
            const file = Object.values(stored).find((v): v is string => typeof v === 'string' && v.startsWith('/api/'));
            if (!file) continue;
            const owner = await world.headersFor(world.parties.cleanerA);
            const download = await t.app.inject({ method: 'GET', url: file, headers: owner });
            expect(download.statusCode).toBe(200);
            const disposition = String(download.headers['content-disposition'] ?? '');
            expect(disposition).not.toMatch(/[\r\n]/);
            expect(disposition.match(/filename="([^"]*)"/)?.[1] ?? '').not.toMatch(/[\\/]/);
            expect(download.headers['set-cookie']).toBeUndefined();
          }
        });
      }
    });
  }
});
