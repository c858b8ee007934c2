import { describe, expect, it } from 'vitest';
import { createOutbox } from './outbox.ts';

type Sent = { bookingId: string; text: string };

function setup(options: { fail?: (text: string) => 'network' | 'final' | null } = {}) {
  let online = false;
  const requests: Sent[] = [];
  const stored: string[] = [];
  const outbox = createOutbox({
    canSend: () => online,
    isFinal: (error) => error === 'final',
    send: async ({ bookingId, text }) => {
      requests.push({ bookingId, text });
      const failure = options.fail?.(text);
      if (failure) throw failure;
      return {
        id: `msg_${String(requests.length).padStart(26, '0')}`,
        bookingId,
        senderId: 'usr_me',
        recipientId: 'usr_other',
        text,
        sentAt: new Date().toISOString(),
        readAt: null,
      };
    },
    onSent: (_item, message) => stored.push(message.text),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { outbox, requests, stored, settle, goOnline: () => (online = true), goOffline: () => (online = false) };
}

describe('the outbox', () => {
  it('keeps what is written offline and sends it once, in order, when the connection is back', async () => {
    const { outbox, requests, stored, settle, goOnline } = setup();
    outbox.add('bkg_1', 'un');
    outbox.add('bkg_1', 'deux');
    outbox.add('bkg_2', 'trois');
    await settle();
    expect(requests).toEqual([]);
    expect(outbox.items().map((item) => item.state)).toEqual(['queued', 'queued', 'queued']);
    goOnline();
    outbox.flush();
    outbox.flush();
    await settle();
    await settle();
    expect(requests.map((r) => r.text)).toEqual(['un', 'deux', 'trois']);
    expect(stored).toEqual(['un', 'deux', 'trois']);
    expect(outbox.items()).toEqual([]);
  });

  it('holds a failed message until the person retries, and the ones after it wait behind it', async () => {
    let failing = true;
    const { outbox, requests, settle, goOnline } = setup({ fail: (text) => (text === 'un' && failing ? 'network' : null) });
    goOnline();
    outbox.add('bkg_1', 'un');
    await settle();
    outbox.add('bkg_1', 'deux');
    await settle();
    expect(outbox.items().map((item) => [item.text, item.state])).toEqual([
      ['un', 'failed'],
      ['deux', 'queued'],
    ]);
    expect(requests.map((r) => r.text)).toEqual(['un']);
    failing = false;
    const failed = outbox.items()[0];
    if (!failed) throw new Error('no failed message');
    outbox.retry(failed.clientId);
    await settle();
    await settle();
    expect(requests.map((r) => r.text)).toEqual(['un', 'un', 'deux']);
    expect(outbox.items()).toEqual([]);
  });

  it('marks a refused message (a phone number) refused and sends the next ones', async () => {
    const { outbox, requests, settle, goOnline } = setup({ fail: (text) => (text.includes('514') ? 'final' : null) });
    goOnline();
    outbox.add('bkg_1', 'appelez le 514');
    outbox.add('bkg_1', 'bonjour');
    await settle();
    await settle();
    expect(requests.map((r) => r.text)).toEqual(['appelez le 514', 'bonjour']);
    expect(outbox.items().map((item) => [item.text, item.state])).toEqual([['appelez le 514', 'refused']]);
  });
});
