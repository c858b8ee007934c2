import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import {
  act,
  book,
  bookingBody,
  clientWithProperty,
  daysAhead,
  listedCleaner,
  type Session,
  useBookingsApp,
} from './bookings.fixtures.ts';

const { t, properties } = useBookingsApp();

let cleaner: Session;
let client: Session;
let propertyId: string;

/** The cleaner's feed as a calendar app reads it: its address issued through the API, then fetched without a session. */
async function feedEvents(session: Session) {
  const link = await t.request({ method: 'POST', url: '/api/cleaners/me/calendar/rotate', headers: bearer(session) });
  expect(link.statusCode).toBe(200);
  const feed = await t.request({ method: 'GET', url: new URL(link.json<{ url: string }>().url).pathname });
  expect(feed.statusCode).toBe(200);
  return new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

beforeAll(async () => {
  cleaner = await listedCleaner(t);
  ({ client, propertyId } = await clientWithProperty(t, properties));
});

describe('bookings in the cleaner calendar feed', () => {
  it('shows a request and a confirmed booking as busy time, and drops a cancelled one', async () => {
    const request = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(4) }));
    const confirmed = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(6) }));
    const cancelled = await book(t, client, bookingBody(cleaner.user.id, propertyId, { date: daysAhead(8) }));
    expect((await t.request(act(cleaner, confirmed.id, 'accept'))).statusCode).toBe(200);
    expect((await t.request(act(client, cancelled.id, 'cancel', { reason: 'other' }))).statusCode).toBe(200);

    const events = await feedEvents(cleaner);
    expect(events.map((e) => [e.uid, e.summary, e.component.getFirstPropertyValue('transp'), e.duration.toSeconds()])).toEqual([
      [`${request.id}@propre.ca`, 'Demande de ménage — Montréal', 'OPAQUE', 4 * 3600],
      [`${confirmed.id}@propre.ca`, 'Ménage — Montréal', 'OPAQUE', 4 * 3600],
    ]);
    // 09:00 in Quebec on the booked date, whatever the season's offset.
    const start = events[0]?.startDate.toJSDate() as Date;
    expect(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Toronto',
        dateStyle: 'short',
        timeStyle: 'short',
        hourCycle: 'h23',
      }).format(start),
    ).toBe(`${daysAhead(4)}, 09:00`);
  });

  it('keeps other cleaners bookings out of the feed', async () => {
    const other = await listedCleaner(t, {}, 'Amina Diallo');
    expect(await feedEvents(other)).toEqual([]);
  });
});
