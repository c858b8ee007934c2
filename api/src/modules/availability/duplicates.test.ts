import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer } from '../../../test/factories.ts';
import { createBlock, newCleaner, occurrences, plusDays, postBlock, torontoToday, weekday } from './availability.testing.ts';

const t = useTestApp();

function addException(session: { token: string }, blockId: string, date: string, headers: Record<string, string> = {}) {
  return t.request({
    method: 'POST',
    url: `/api/cleaners/me/availability/blocks/${blockId}/exceptions`,
    headers: { ...bearer(session), ...headers },
    payload: { date },
  });
}

describe('duplicate slots', () => {
  it('refuses the same date and times twice with 409 and the message of the spec, in French and English', async () => {
    const cleaner = await newCleaner(t);
    const date = plusDays(torontoToday(), 4);
    const body = { kind: 'one_off', startDate: date, allDay: false, startTime: '09:00', endTime: '12:00' } as const;
    await createBlock(t, cleaner, body);

    const fr = await postBlock(t, cleaner, body);
    expect(fr.statusCode).toBe(409);
    expect(fr.json()).toMatchObject({
      code: 'availability_slot_exists',
      title: 'Ce créneau existe déjà pour cette date',
      detail: `Vous êtes déjà disponible le ${date} de 09:00 à 12:00.`,
    });
    const en = await postBlock(t, cleaner, body, { 'accept-language': 'en' });
    expect(en.json()).toMatchObject({
      code: 'availability_slot_exists',
      title: 'This slot already exists for this date',
      detail: `You are already available on ${date} from 09:00 to 12:00.`,
    });
  });

  it('refuses a series that meets an existing slot on some date, and names that date', async () => {
    const cleaner = await newCleaner(t);
    const date = plusDays(torontoToday(), 10);
    await createBlock(t, cleaner, { kind: 'one_off', startDate: date, allDay: false, startTime: '09:00', endTime: '12:00' });
    const weekly = await postBlock(t, cleaner, {
      kind: 'weekly',
      startDate: torontoToday(),
      weekday: weekday(date),
      allDay: false,
      startTime: '09:00',
      endTime: '12:00',
    });
    expect(weekly.statusCode).toBe(409);
    expect(weekly.json().detail).toContain(date);
  });

  it('accepts overlapping but different slots, and all day beside timed slots', async () => {
    const cleaner = await newCleaner(t);
    const date = plusDays(torontoToday(), 3);
    await createBlock(t, cleaner, { kind: 'one_off', startDate: date, allDay: false, startTime: '09:00', endTime: '12:00' });
    for (const [startTime, endTime] of [
      ['09:00', '11:00'],
      ['10:00', '12:00'],
      ['08:45', '12:00'],
    ]) {
      const res = await postBlock(t, cleaner, { kind: 'one_off', startDate: date, allDay: false, startTime, endTime });
      expect(res.statusCode).toBe(201);
    }
    expect((await postBlock(t, cleaner, { kind: 'one_off', startDate: date, allDay: true })).statusCode).toBe(201);
    const twice = await postBlock(t, cleaner, { kind: 'every_n_days', startDate: date, intervalDays: 5, allDay: true });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'availability_slot_exists']);
    expect((await occurrences(t, cleaner.user.id, date, date)).length).toBe(5);
  });

  it('never compares with another cleaner’s slots', async () => {
    const a = await newCleaner(t);
    const b = await newCleaner(t);
    const body = { kind: 'one_off', startDate: plusDays(torontoToday(), 2), allDay: true } as const;
    await createBlock(t, a, body);
    expect((await postBlock(t, b, body)).statusCode).toBe(201);
  });

  it('finds the first common date of two series far apart, skipped dates excepted', async () => {
    const cleaner = await newCleaner(t);
    const start = plusDays(torontoToday(), 1);
    const slot = { allDay: false, startTime: '10:00', endTime: '11:00' } as const;
    const everyTen = await createBlock(t, cleaner, { kind: 'every_n_days', startDate: start, intervalDays: 10, ...slot });
    // Every 10 days meets the weekday of start + 30 first on start + 30, then every 70 days.
    const weekly = { kind: 'weekly', startDate: torontoToday(), weekday: weekday(plusDays(start, 30)), ...slot } as const;
    const first = await postBlock(t, cleaner, weekly);
    expect(first.json().detail).toContain(plusDays(start, 30));

    expect((await addException(cleaner, everyTen.id, plusDays(start, 30))).statusCode).toBe(201);
    const second = await postBlock(t, cleaner, weekly);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toContain(plusDays(start, 100));

    const bounded = await postBlock(t, cleaner, { ...weekly, untilDate: plusDays(start, 99) });
    expect(bounded.statusCode).toBe(201);
  });

  it('accepts a slot again on a date where the existing occurrence is skipped', async () => {
    const cleaner = await newCleaner(t);
    const date = plusDays(torontoToday(), 8);
    const slot = { allDay: false, startTime: '14:00', endTime: '16:00' } as const;
    const weekly = await createBlock(t, cleaner, { kind: 'weekly', startDate: torontoToday(), weekday: weekday(date), ...slot });
    expect((await postBlock(t, cleaner, { kind: 'one_off', startDate: date, ...slot })).statusCode).toBe(409);
    await addException(cleaner, weekly.id, date);
    expect((await postBlock(t, cleaner, { kind: 'one_off', startDate: date, ...slot })).statusCode).toBe(201);
  });
});

describe('skipped dates (exceptions)', () => {
  it('skips one occurrence of a series, once', async () => {
    const cleaner = await newCleaner(t);
    const today = torontoToday();
    const block = await createBlock(t, cleaner, { kind: 'every_n_days', startDate: today, intervalDays: 2, allDay: true });
    const skipped = plusDays(today, 4);

    const res = await addException(cleaner, block.id, skipped);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: block.id, exceptions: [skipped] });
    const again = await addException(cleaner, block.id, skipped);
    expect(again.statusCode).toBe(200);
    expect(again.json().exceptions).toEqual([skipped]);

    const dates = (await occurrences(t, cleaner.user.id, today, plusDays(today, 8))).map((o) => o.date);
    expect(dates).toEqual([0, 2, 6, 8].map((n) => plusDays(today, n)));
    const list = await t.request({ method: 'GET', url: '/api/cleaners/me/availability', headers: bearer(cleaner) });
    expect(list.json().items[0].exceptions).toEqual([skipped]);
  });

  it('refuses a date the block does not occur on (422), a past date (400), and another cleaner’s block (404)', async () => {
    const cleaner = await newCleaner(t);
    const today = torontoToday();
    const block = await createBlock(t, cleaner, { kind: 'every_n_days', startDate: today, intervalDays: 2, allDay: true });

    const off = await addException(cleaner, block.id, plusDays(today, 3));
    expect([off.statusCode, off.json().code]).toEqual([422, 'availability_not_an_occurrence']);
    const past = await addException(cleaner, block.id, plusDays(today, -2));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([expect.objectContaining({ pointer: '/body/date', code: 'past' })]);
    const other = await addException(await newCleaner(t), block.id, plusDays(today, 2));
    expect([other.statusCode, other.json().code]).toEqual([404, 'availability_block_not_found']);
    const invalid = await addException(cleaner, block.id, 'tomorrow');
    expect(invalid.statusCode).toBe(400);
    expect((await occurrences(t, cleaner.user.id, today, plusDays(today, 2))).length).toBe(2);
  });
});
