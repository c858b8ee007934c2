import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, createAdmin, signUp } from '../../../test/factories.ts';
import {
  createBlock,
  newCleaner,
  nextDstChange,
  nextFallBack,
  nextSpringForward,
  occurrences,
  plusDays,
  torontoToday,
} from './availability.testing.ts';

const t = useTestApp();

const url = (userId: string, from: string, to: string) =>
  `/api/cleaners/${userId}/availability/occurrences?from=${from}&to=${to}`;

describe('occurrences across DST changes (America/Toronto)', () => {
  it('gives 09:00 the UTC offset in force on each date, before and after the next change', async () => {
    const cleaner = await newCleaner(t);
    const change = nextDstChange(7);
    const [before, after] = [plusDays(change.date, -7), plusDays(change.date, 7)];
    await createBlock(t, cleaner, {
      kind: 'weekly',
      startDate: before,
      weekday: 0,
      allDay: false,
      startTime: '09:00',
      endTime: '12:00',
    });
    const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const items = await occurrences(t, cleaner.user.id, before, after);
    expect(items.map((o) => [o.date, o.startTime, o.endTime, o.start, o.end])).toEqual([
      [before, '09:00', '12:00', at(before, 9 + change.behindBefore), at(before, 12 + change.behindBefore)],
      [change.date, '09:00', '12:00', at(change.date, 9 + change.behindAfter), at(change.date, 12 + change.behindAfter)],
      [after, '09:00', '12:00', at(after, 9 + change.behindAfter), at(after, 12 + change.behindAfter)],
    ]);
  });

  it('makes the fall-back day 25 hours long and reads a repeated 01:00 as its first occurrence', async () => {
    const cleaner = await newCleaner(t);
    const fallBack = nextFallBack();
    await createBlock(t, cleaner, { kind: 'one_off', startDate: fallBack, allDay: true });
    await createBlock(t, cleaner, { kind: 'one_off', startDate: fallBack, allDay: false, startTime: '01:00', endTime: '02:00' });
    const [allDay, night] = await occurrences(t, cleaner.user.id, fallBack, fallBack);
    expect(allDay).toMatchObject({
      allDay: true,
      startTime: null,
      endTime: null,
      start: `${fallBack}T04:00:00.000Z`,
      end: `${plusDays(fallBack, 1)}T05:00:00.000Z`,
    });
    // 01:00 EDT (05:00 UTC) to 02:00 EST (07:00 UTC): two hours pass on the wall clock's one.
    expect(night).toMatchObject({ start: `${fallBack}T05:00:00.000Z`, end: `${fallBack}T07:00:00.000Z` });
  });

  it('makes the spring-forward day 23 hours long and reads a skipped time with the earlier offset', async () => {
    const cleaner = await newCleaner(t);
    const spring = nextSpringForward();
    await createBlock(t, cleaner, { kind: 'one_off', startDate: spring, allDay: true });
    await createBlock(t, cleaner, { kind: 'one_off', startDate: spring, allDay: false, startTime: '02:30', endTime: '05:00' });
    await createBlock(t, cleaner, { kind: 'one_off', startDate: spring, allDay: false, startTime: '01:00', endTime: '04:00' });
    // 02:00–03:00 does not exist that day: the slot lasts no time and is not offered.
    await createBlock(t, cleaner, { kind: 'one_off', startDate: spring, allDay: false, startTime: '02:00', endTime: '03:00' });
    const items = await occurrences(t, cleaner.user.id, spring, spring);
    expect(items.map((o) => [o.startTime, o.start, o.end])).toEqual([
      [null, `${spring}T05:00:00.000Z`, `${plusDays(spring, 1)}T04:00:00.000Z`],
      ['01:00', `${spring}T06:00:00.000Z`, `${spring}T08:00:00.000Z`],
      ['02:30', `${spring}T07:30:00.000Z`, `${spring}T09:00:00.000Z`],
    ]);
  });
});

describe('occurrences: range and callers', () => {
  it('is public: anonymous callers and every role read it, with the zone named', async () => {
    const cleaner = await newCleaner(t);
    const today = torontoToday();
    await createBlock(t, cleaner, { kind: 'one_off', startDate: today, allDay: true });
    const anonymous = await t.request({ method: 'GET', url: url(cleaner.user.id, today, today) });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ userId: cleaner.user.id, from: today, to: today, timeZone: 'America/Toronto' });
    for (const session of [await signUp(t), await createAdmin(t), await newCleaner(t)]) {
      const res = await t.request({ method: 'GET', url: url(cleaner.user.id, today, today), headers: bearer(session) });
      expect(res.json().items).toHaveLength(1);
    }
  });

  it('accepts up to 62 days and refuses more, or an end before the start', async () => {
    const cleaner = await newCleaner(t);
    const today = torontoToday();
    await createBlock(t, cleaner, { kind: 'every_n_days', startDate: today, intervalDays: 2, allDay: true });
    const longest = await t.request({ method: 'GET', url: url(cleaner.user.id, today, plusDays(today, 61)) });
    expect(longest.statusCode).toBe(200);
    expect(longest.json().items).toHaveLength(31);

    const tooLong = await t.request({ method: 'GET', url: url(cleaner.user.id, today, plusDays(today, 62)) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([expect.objectContaining({ pointer: '/query/to', code: 'range_too_long' })]);
    const backwards = await t.request({ method: 'GET', url: url(cleaner.user.id, today, plusDays(today, -1)) });
    expect(backwards.json().errors).toEqual([expect.objectContaining({ pointer: '/query/to', code: 'before_from' })]);
    const missing = await t.request({
      method: 'GET',
      url: `/api/cleaners/${cleaner.user.id}/availability/occurrences?from=${today}`,
    });
    expect(missing.statusCode).toBe(400);
    const badDate = await t.request({ method: 'GET', url: url(cleaner.user.id, today, '2027-02-29') });
    expect(badDate.statusCode).toBe(400);
  });

  it('answers 404 for a user who is not a cleaner, or nobody', async () => {
    const today = torontoToday();
    const client = await signUp(t);
    const res = await t.request({ method: 'GET', url: url(client.user.id, today, today) });
    expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
    const nobody = await t.request({ method: 'GET', url: url('usr_00000000000000000000000000', today, today) });
    expect(nobody.statusCode).toBe(404);
    const malformed = await t.request({ method: 'GET', url: url('me', today, today) });
    expect(malformed.statusCode).toBe(400);
  });

  it('lists a cleaner without blocks as available nowhere', async () => {
    const cleaner = await newCleaner(t);
    expect(await occurrences(t, cleaner.user.id, torontoToday(), torontoToday())).toEqual([]);
  });
});
