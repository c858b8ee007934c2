// The phone number filter (@propre/sdk/rules) as the API applies it: every line of its table
// is refused or delivered through the API.
import { innocentTexts, phoneNumbers } from '@propre/sdk/test-support/phone-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer } from '../../../test/factories.ts';
import { authedSocket, bookingPair, type Pair, type TestSocket } from '../../../test/messaging.ts';
import { useBookingsApp } from '../bookings/bookings.fixtures.ts';

describe('sending through the API', () => {
  const { t, properties } = useBookingsApp({ env: { MESSAGE_RATE_LIMIT: '1000' } });
  let pair: Pair;
  let recipient: TestSocket;

  beforeAll(async () => {
    pair = await bookingPair(t, properties);
    recipient = await authedSocket(t, pair.cleaner);
  });

  afterAll(async () => {
    if (recipient.socket.readyState === WebSocket.OPEN) await recipient.close();
  });

  const send = (text: string) =>
    t.request({
      method: 'POST',
      url: `/api/conversations/${pair.bookingId}/messages`,
      headers: bearer(pair.client),
      payload: { text },
    });

  it('refuses every phone number with message_contains_phone_number and stores nothing', async () => {
    const refused: string[] = [];
    for (const text of phoneNumbers) {
      const res = await send(text);
      if (res.statusCode !== 422 || res.json().code !== 'message_contains_phone_number')
        refused.push(`${res.statusCode} ${text}`);
    }
    expect(refused).toEqual([]);
    const stored = await t.request({
      method: 'GET',
      url: `/api/conversations/${pair.bookingId}/messages`,
      headers: bearer(pair.cleaner),
    });
    expect(stored.json().items).toEqual([]);
    expect(recipient.all('NEW_MESSAGE')).toEqual([]);
  });

  it('delivers every innocent text to the other person’s socket', async () => {
    for (const text of innocentTexts) expect((await send(text)).statusCode).toBe(201);
    await recipient.next('NEW_MESSAGE', (f) => f.message.text === innocentTexts.at(-1));
    expect(recipient.all('NEW_MESSAGE').map((f) => f.message.text)).toEqual(innocentTexts);
    expect(recipient.violations).toEqual([]);
  });

  it('explains the refusal in the caller’s language', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/conversations/${pair.bookingId}/messages`,
      headers: { ...bearer(pair.client), 'accept-language': 'en' },
      payload: { text: '514-555-1234' },
    });
    expect(res.json()).toMatchObject({
      code: 'message_contains_phone_number',
      title: 'Phone number detected: keep your conversations on the platform',
    });
  });
});
