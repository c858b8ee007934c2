import { describe, expect, it } from 'vitest';
import { checkResolvedAddresses, isInternalAddress, normaliseOrigin, webhookUrlProblem } from './addresses.ts';
import { maxRetryDelayMs, retryDelayMs } from './deliveries.ts';

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
