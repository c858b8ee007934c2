/**
 * The partners' documentation's webhook verification examples (/partners), run as a partner
 * would run them: the Node one imported as written, the Python one with python3, each against a
 * real delivery our API signed and sent for a booking made through a partner's widget.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyMaker } from '../../../test/bookings-edges.ts';
import { useTestApp } from '../../../test/build-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.ts';
import { nodeVerifyExample, pythonVerifyExample } from '../../plugins/web/partner-docs/webhook-examples.ts';
import { confirmedSoon } from '../bookings/work.fixtures.ts';
import { endpointAt, fromWidget, newPartner, publishableKey } from './partners.fixtures.ts';
import { signatureHeader, signPayload } from './signature.ts';

const t = useTestApp();
const properties = propertyMaker(t);
let receiver: WebhookReceiver;
let delivery: { body: string; header: string; secret: string };
const scratch = mkdtempSync(join(tmpdir(), 'propre-webhook-examples-'));

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  const partner = await newPartner(t);
  const key = await publishableKey(t, partner);
  const { secret } = await endpointAt(t, partner, receiver, '/hooks/docs', ['booking.created']);
  await confirmedSoon(t, properties, { allowPhotos: false, headers: fromWidget(key) });
  const [received] = await receiver.waitFor('/hooks/docs', 1);
  if (!received) throw new Error('no delivery');
  delivery = { body: received.body, header: String(received.headers[signatureHeader]), secret };
});
afterAll(() => receiver?.close());

type Verify = (rawBody: Buffer | string, header: string, secret: string, now?: number) => boolean;

async function nodeExample(): Promise<Verify> {
  const file = join(scratch, 'verify.mjs');
  writeFileSync(file, nodeVerifyExample);
  return ((await import(pathToFileURL(file).href)) as { verifyPropreSignature: Verify }).verifyPropreSignature;
}

/** Runs the Python example on one delivery; "True" or "False" as Python prints it. */
function pythonExample(body: string, header: string, secret: string, now?: number): Promise<string> {
  const file = join(scratch, 'verify.py');
  writeFileSync(
    file,
    `${pythonVerifyExample}
import sys
raw = sys.stdin.buffer.read()
now = float(sys.argv[3]) if len(sys.argv) > 3 else None
print(verify_propre_signature(raw, sys.argv[1], sys.argv[2], now))
`,
  );
  return new Promise((resolve, reject) => {
    const child = execFile(
      'python3',
      [file, header, secret, ...(now === undefined ? [] : [String(now)])],
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout.trim())),
    );
    child.stdin?.end(Buffer.from(body, 'utf8'));
  });
}

describe('the webhook verification examples of /partners', () => {
  it('the delivery is what the documentation describes: Propre-Signature t=…,v1=… over "<t>.<body>"', () => {
    expect(delivery.header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const t = Number(/t=(\d+)/.exec(delivery.header)?.[1]);
    expect(signPayload(delivery.body, delivery.secret, t)).toBe(delivery.header);
  });

  it('Node: accepts the real delivery, refuses a changed body, another secret, an old or a malformed signature', async () => {
    const verify = await nodeExample();
    expect(verify(Buffer.from(delivery.body), delivery.header, delivery.secret)).toBe(true);
    expect(verify(delivery.body, delivery.header, delivery.secret)).toBe(true);
    expect(verify(delivery.body.replace('booking.created', 'booking.paid'), delivery.header, delivery.secret)).toBe(false);
    expect(verify(delivery.body, delivery.header, `${delivery.secret}x`)).toBe(false);
    expect(verify(delivery.body, delivery.header, delivery.secret, Date.now() + 10 * 60_000)).toBe(false);
    expect(verify(delivery.body, 'v1=abc', delivery.secret)).toBe(false);
    expect(verify(delivery.body, '', delivery.secret)).toBe(false);
  });

  it('Python: the same, with python3', async () => {
    expect(await pythonExample(delivery.body, delivery.header, delivery.secret)).toBe('True');
    expect(await pythonExample(delivery.body.replace('booking.created', 'booking.paid'), delivery.header, delivery.secret)).toBe(
      'False',
    );
    expect(await pythonExample(delivery.body, delivery.header, `${delivery.secret}x`)).toBe('False');
    expect(await pythonExample(delivery.body, delivery.header, delivery.secret, Date.now() / 1000 + 600)).toBe('False');
    expect(await pythonExample(delivery.body, 't=abc,v1=00', delivery.secret)).toBe('False');
    const t = /t=(\d+)/.exec(delivery.header)?.[1];
    expect(await pythonExample(delivery.body, `t=${t},v1=é`, delivery.secret)).toBe('False');
  });
});
