import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  checkResolvedAddresses,
  isInternalAddress,
  normaliseOrigin,
  resolveAllowedAddress,
  webhookUrlProblem,
} from './addresses.ts';
import { maxRetryDelayMs, postPinned, retryDelayMs } from './deliveries.ts';

const strict = { allowLoopbackHttp: false };
const tests = { allowLoopbackHttp: true };

describe('where partners’ webhooks may go', () => {
  it('never to our own network, whatever the spelling', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.8',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd12::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect([address, isInternalAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['8.8.8.8', '142.250.72.14', '2606:4700:4700::1111']) {
      expect([address, isInternalAddress(address)]).toEqual([address, false]);
    }
  });

  it('https on a public host; http to loopback only where the configuration allows it', () => {
    expect(webhookUrlProblem('https://hooks.partner.example/propre', strict)).toBeNull();
    expect(webhookUrlProblem('https://8.8.8.8/propre', strict)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/hooks', strict)).toBe('not https');
    expect(webhookUrlProblem('https://127.0.0.1/hooks', strict)).toBe('not a public host');
    expect(webhookUrlProblem('https://[::ffff:10.0.0.1]/hooks', strict)).toBe('not a public host');
    expect(webhookUrlProblem('https://localhost/hooks', strict)).toBe('not a public host');
    expect(webhookUrlProblem('http://127.0.0.1:4000/hooks', tests)).toBeNull();
    expect(webhookUrlProblem('http://localhost:4000/hooks', tests)).toBeNull();
    expect(webhookUrlProblem('http://10.0.0.1/hooks', tests)).toBe('not https');
    expect(webhookUrlProblem('https://hooks.partner.example/propre#x', strict)).toMatch(/fragment/);
  });

  it('checks what the host resolves to just before sending', async () => {
    expect(await checkResolvedAddresses('https://localhost/hooks', strict)).toBe('address_not_allowed');
    expect(await checkResolvedAddresses('http://127.0.0.1:4000/hooks', tests)).toBeNull();
    expect(await checkResolvedAddresses('https://10.0.0.1/hooks', tests)).toBe('address_not_allowed');
  });

  it('refuses every spelling of our own network, and privileged ports (issue 21, finding 7)', () => {
    for (const url of [
      'https://[::127.0.0.1]/hooks', // IPv4-compatible
      'https://[::ffff:127.0.0.1]/hooks', // IPv4-mapped
      'https://[::ffff:0:7f00:1]/hooks', // IPv4-translated
      'https://[64:ff9b::7f00:1]/hooks', // NAT64 of 127.0.0.1
      'https://[64:ff9b::a00:1]/hooks', // NAT64 of 10.0.0.1
      'https://[64:ff9b:1::a9fe:a9fe]/hooks', // local-use NAT64 of 169.254.169.254
      'https://[2002:7f00:1::]/hooks', // 6to4 of 127.0.0.1
      'https://[2002:c0a8:101::1]/hooks', // 6to4 of 192.168.1.1
      'https://[fec0::1]/hooks',
      'https://[2001:db8::1]/hooks',
      'https://localhost./hooks',
      'https://localhost../hooks',
      'https://api.localhost./hooks',
    ]) {
      expect([url, webhookUrlProblem(url, strict)]).toEqual([url, 'not a public host']);
    }
    expect(webhookUrlProblem('http://localhost.:4000/hooks', tests)).toBeNull();
    expect(webhookUrlProblem('https://hooks.partner.example:22/propre', strict)).toBe('not the https port');
    expect(webhookUrlProblem('https://hooks.partner.example:25/propre', strict)).toBe('not the https port');
    expect(webhookUrlProblem('https://hooks.partner.example:443/propre', strict)).toBeNull();
    expect(webhookUrlProblem('https://hooks.partner.example:8443/propre', strict)).toBeNull();
    // NAT64 and 6to4 of public addresses, and ordinary public IPv6, stay allowed.
    expect(webhookUrlProblem('https://[64:ff9b::808:808]/hooks', strict)).toBeNull();
    expect(webhookUrlProblem('https://[2606:4700:4700::1111]/hooks', strict)).toBeNull();
  });

  it('refuses a name that resolves to our network, and connects only to the address it checked', async () => {
    const answers: Record<string, string[][]> = {
      'interne.partner.example': [['8.8.8.8', '10.1.2.3']],
      'rebind.partner.example': [['127.0.0.1'], ['10.0.0.1']],
    };
    const resolve = async (host: string) => answers[host]?.shift() ?? [];
    expect(await resolveAllowedAddress('https://interne.partner.example/h', strict, resolve)).toEqual({
      error: 'address_not_allowed',
    });
    // Resolved once: the second answer (a private address) is never asked for, nor used.
    const target = await resolveAllowedAddress('http://rebind.partner.example/h', tests, resolve);
    expect(target).toEqual({ address: '127.0.0.1' });
    const server = createServer((request, response) => {
      response.writeHead(request.headers.host?.startsWith('rebind.partner.example') ? 204 : 400).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      // The name does not exist in DNS: only the pinned address can answer.
      const status = await postPinned(`http://rebind.partner.example:${port}/h`, '127.0.0.1', {}, '{}', 5_000);
      expect(status).toBe(204);
    } finally {
      server.close();
    }
    expect(answers['rebind.partner.example']).toEqual([['10.0.0.1']]);
  });

  it('backs off exponentially, at most 12 hours apart', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(12, 60_000)).toBe(maxRetryDelayMs);
  });
});

describe('origins of publishable keys', () => {
  it('are https origins (http for localhost), written canonically', () => {
    expect(normaliseOrigin('https://www.partner.example')).toBe('https://www.partner.example');
    expect(normaliseOrigin('https://WWW.Partner.example/')).toBe('https://www.partner.example');
    expect(normaliseOrigin('https://partner.example:8443')).toBe('https://partner.example:8443');
    expect(normaliseOrigin('http://localhost:5173')).toBe('http://localhost:5173');
    for (const refused of [
      'http://partner.example',
      'https://partner.example/widget',
      '*',
      'https://*.partner.example',
      'null',
    ]) {
      expect([refused, normaliseOrigin(refused)]).toEqual([refused, null]);
    }
  });
});
