import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import {
  type Block,
  createBlock,
  newCleaner,
  occurrences,
  plusDays,
  postBlock,
  torontoToday,
  weekday,
} from './availability.testing.ts';

const t = useTestApp();

function fieldErrors(res: { json: () => { code: string; errors?: Array<{ pointer: string; code: string }> } }) {
  const body = res.json();
  expect(body.code).toBe('validation_failed');
  return (body.errors ?? []).map((e) => `${e.pointer} ${e.code}`).sort();
}

describe('availability blocks: kinds', () => {
  it('adds a one-off, a weekly and an every-n-days block, all day or timed, and lists them', async () => {
    const cleaner = await newCleaner(t);
    const today = torontoToday();
    const oneOff = await createBlock(t, cleaner, { kind: 'one_off', startDate: plusDays(today, 2), allDay: true });
    expect(oneOff).toMatchObject({
      kind: 'one_off',
      startDate: plusDays(today, 2),
      untilDate: null,
      weekday: null,
      intervalDays: null,
      allDay: true,
      startTime: null,
      endTime: null,
      exceptions: [],
    });
    expect(oneOff.id).toMatch(/^avb_[0-9a-z]{26}$/);
    const weekly = await createBlock(t, cleaner, {
      kind: 'weekly',
      startDate: today,
      untilDate: plusDays(today, 30),
      weekday: 3,
      allDay: false,
      startTime: '08:15',
      endTime: '24:00',
    });
    expect(weekly).toMatchObject({ kind: 'weekly', weekday: 3, startTime: '08:15', endTime: '24:00' });
    const everyN = await createBlock(t, cleaner, {
      kind: 'every_n_days',
      startDate: plusDays(today, 1),
      intervalDays: 3,
      allDay: false,
      startTime: '13:00',
      endTime: '17:30',
    });
    expect(everyN).toMatchObject({ kind: 'every_n_days', intervalDays: 3, untilDate: null });

    const list = await t.request({ method: 'GET', url: '/api/cleaners/me/availability', headers: bearer(cleaner) });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().items.map((b: Block) => b.id)).toEqual([oneOff.id, weekly.id, everyN.id]);

    const items = await occurrences(t, cleaner.user.id, today, plusDays(today, 20));
    const weeklyDates = items.filter((o) => o.blockId === weekly.id).map((o) => o.date);
    expect(weeklyDates.length).toBe(3);
    for (const date of weeklyDates) expect(weekday(date)).toBe(3);
    expect(items.filter((o) => o.blockId === everyN.id).map((o) => o.date)).toEqual(
      [1, 4, 7, 10, 13, 16, 19].map((n) => plusDays(today, n)),
    );
    expect(items.filter((o) => o.blockId === oneOff.id).map((o) => o.date)).toEqual([plusDays(today, 2)]);
  });

  it('lists only the caller’s own blocks', async () => {
    const mine = await newCleaner(t);
    const theirs = await newCleaner(t);
    await createBlock(t, theirs, { kind: 'one_off', startDate: torontoToday(), allDay: true });
    const list = await t.request({ method: 'GET', url: '/api/cleaners/me/availability', headers: bearer(mine) });
    expect(list.json().items).toEqual([]);
  });
});

describe('availability blocks: validation', () => {
  const today = torontoToday();
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ['weekly without weekday', { kind: 'weekly', startDate: today, allDay: true }, ['/body/weekday required']],
    ['weekday on a one-off', { kind: 'one_off', startDate: today, weekday: 1, allDay: true }, ['/body/weekday not_allowed']],
    [
      'every_n_days without interval, with a weekday',
      { kind: 'every_n_days', startDate: today, weekday: 2, allDay: true },
      ['/body/intervalDays required', '/body/weekday not_allowed'],
    ],
    [
      'interval on a weekly block',
      { kind: 'weekly', startDate: today, weekday: 2, intervalDays: 3, allDay: true },
      ['/body/intervalDays not_allowed'],
    ],
    [
      'interval of 1 day',
      { kind: 'every_n_days', startDate: today, intervalDays: 1, allDay: true },
      ['/body/intervalDays minimum'],
    ],
    [
      'interval of 91 days',
      { kind: 'every_n_days', startDate: today, intervalDays: 91, allDay: true },
      ['/body/intervalDays maximum'],
    ],
    [
      'until date on a one-off',
      { kind: 'one_off', startDate: today, untilDate: plusDays(today, 3), allDay: true },
      ['/body/untilDate not_allowed'],
    ],
    [
      'timed without times',
      { kind: 'one_off', startDate: today, allDay: false },
      ['/body/endTime required', '/body/startTime required'],
    ],
    [
      'all day with times',
      { kind: 'one_off', startDate: today, allDay: true, startTime: '08:00', endTime: '10:00' },
      ['/body/endTime not_allowed', '/body/startTime not_allowed'],
    ],
    [
      'end before start',
      { kind: 'one_off', startDate: today, allDay: false, startTime: '10:00', endTime: '09:45' },
      ['/body/endTime after_start'],
    ],
    [
      'end equal to start',
      { kind: 'one_off', startDate: today, allDay: false, startTime: '10:00', endTime: '10:00' },
      ['/body/endTime after_start'],
    ],
    [
      'start at 24:00',
      { kind: 'one_off', startDate: today, allDay: false, startTime: '24:00', endTime: '24:00' },
      ['/body/startTime end_of_day'],
    ],
    [
      'time off the quarter hour',
      { kind: 'one_off', startDate: today, allDay: false, startTime: '08:10', endTime: '09:00' },
      ['/body/startTime pattern'],
    ],
    ['start date in the past', { kind: 'one_off', startDate: plusDays(today, -1), allDay: true }, ['/body/startDate past']],
    [
      'start date over a year ahead',
      { kind: 'one_off', startDate: plusDays(today, 366), allDay: true },
      ['/body/startDate too_far'],
    ],
    [
      'until date before the start',
      { kind: 'every_n_days', startDate: plusDays(today, 5), untilDate: plusDays(today, 4), intervalDays: 2, allDay: true },
      ['/body/untilDate before_start'],
    ],
    [
      'until date over two years ahead',
      { kind: 'every_n_days', startDate: today, untilDate: plusDays(today, 731), intervalDays: 2, allDay: true },
      ['/body/untilDate too_far'],
    ],
    [
      'a weekly block with no such weekday before its end',
      {
        kind: 'weekly',
        startDate: today,
        untilDate: plusDays(today, 1),
        weekday: (weekday(today) + 3) % 7,
        allDay: true,
      },
      ['/body/untilDate no_occurrence'],
    ],
    ['an impossible date', { kind: 'one_off', startDate: '2027-02-30', allDay: true }, ['/body/startDate format']],
    ['an unknown kind', { kind: 'monthly', startDate: today, allDay: true }, ['/body/kind enum']],
    ['an unknown field', { kind: 'one_off', startDate: today, allDay: true, note: 'x' }, ['/body/note additionalProperties']],
    ['a missing allDay', { kind: 'one_off', startDate: today }, ['/body/allDay required']],
  ];

  for (const [name, body, expected] of cases) {
    it(`refuses ${name}`, async () => {
      const cleaner = await newCleaner(t);
      const res = await postBlock(t, cleaner, body);
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res)).toEqual(expected);
    });
  }

  it('answers field messages in French by default and in English on request', async () => {
    const cleaner = await newCleaner(t);
    const body = { kind: 'weekly', startDate: torontoToday(), allDay: true };
    const fr = await postBlock(t, cleaner, body);
    expect(fr.json().errors[0].message).toBe('Ce champ est requis');
    const en = await postBlock(t, cleaner, body, { 'accept-language': 'en' });
    expect(en.json().errors[0].message).toBe('This field is required');
  });
});

describe('availability blocks: who may call', () => {
  it('refuses clients (403) and anonymous callers (401)', async () => {
    const client = await signUp(t, { role: 'client' });
    const body = { kind: 'one_off', startDate: torontoToday(), allDay: true };
    const asClient = await postBlock(t, client, body);
    expect([asClient.statusCode, asClient.json().code]).toEqual([403, 'forbidden']);
    const anonymous = await t.request({ method: 'POST', url: '/api/cleaners/me/availability', payload: body });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'unauthenticated']);
    const list = await t.request({ method: 'GET', url: '/api/cleaners/me/availability', headers: bearer(client) });
    expect(list.statusCode).toBe(403);
  });

  it('deletes only the caller’s own block; another cleaner gets 404 as for a missing one', async () => {
    const owner = await newCleaner(t);
    const other = await newCleaner(t);
    const block = await createBlock(t, owner, { kind: 'one_off', startDate: torontoToday(), allDay: true });
    const url = `/api/cleaners/me/availability/blocks/${block.id}`;

    const byOther = await t.request({ method: 'DELETE', url, headers: bearer(other) });
    expect([byOther.statusCode, byOther.json().code]).toEqual([404, 'availability_block_not_found']);
    const byClient = await t.request({ method: 'DELETE', url, headers: bearer(await signUp(t)) });
    expect(byClient.statusCode).toBe(403);
    expect((await occurrences(t, owner.user.id, torontoToday(), torontoToday())).length).toBe(1);

    const byOwner = await t.request({ method: 'DELETE', url, headers: bearer(owner) });
    expect(byOwner.statusCode).toBe(204);
    expect(byOwner.body).toBe('');
    expect(await occurrences(t, owner.user.id, torontoToday(), torontoToday())).toEqual([]);
    const again = await t.request({ method: 'DELETE', url, headers: bearer(owner) });
    expect([again.statusCode, again.json().code]).toEqual([404, 'availability_block_not_found']);
    const malformed = await t.request({
      method: 'DELETE',
      url: '/api/cleaners/me/availability/blocks/nope',
      headers: bearer(owner),
    });
    expect(malformed.statusCode).toBe(400);
  });
});
