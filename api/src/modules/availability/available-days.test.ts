import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer } from '../../../test/factories.ts';
import { rollWindowHandler, rollWindowQueue } from './availability.jobs.ts';
import { availableDays, createBlock, newCleaner, plusDays, torontoToday } from './availability.testing.ts';

const t = useTestApp();

function everyOther(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = plusDays(day, 2)) days.push(day);
  return days;
}

describe('cleaner_available_day (for search)', () => {
  it('holds today to today + 60 and follows every change of blocks and skipped dates at once', async () => {
    const cleaner = await newCleaner(t);
    const today = torontoToday();
    expect(await availableDays(t, cleaner.user.id)).toEqual([]);

    const series = await createBlock(t, cleaner, { kind: 'every_n_days', startDate: today, intervalDays: 2, allDay: true });
    expect(await availableDays(t, cleaner.user.id)).toEqual(everyOther(today, plusDays(today, 60)));

    await t.request({
      method: 'POST',
      url: `/api/cleaners/me/availability/blocks/${series.id}/exceptions`,
      headers: bearer(cleaner),
      payload: { date: plusDays(today, 2) },
    });
    expect(await availableDays(t, cleaner.user.id)).not.toContain(plusDays(today, 2));

    // Another slot the same day keeps the day available.
    await createBlock(t, cleaner, {
      kind: 'one_off',
      startDate: plusDays(today, 2),
      allDay: false,
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(await availableDays(t, cleaner.user.id)).toContain(plusDays(today, 2));

    await t.request({ method: 'DELETE', url: `/api/cleaners/me/availability/blocks/${series.id}`, headers: bearer(cleaner) });
    expect(await availableDays(t, cleaner.user.id)).toEqual([plusDays(today, 2)]);
  });

  it('follows the weekly template', async () => {
    const cleaner = await newCleaner(t);
    const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    const body = Object.fromEntries(days.map((d) => [d, { morning: d === 'monday', afternoon: false }]));
    await t.request({
      method: 'PUT',
      url: '/api/cleaners/me/availability/weekly-template',
      headers: bearer(cleaner),
      payload: body,
    });
    const found = await availableDays(t, cleaner.user.id);
    expect(found.length).toBeGreaterThanOrEqual(8);
    expect(found.length).toBeLessThanOrEqual(9);
    for (const day of found) expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it('answers which of some cleaners are available on some days', async () => {
    const a = await newCleaner(t);
    const b = await newCleaner(t);
    const today = torontoToday();
    await createBlock(t, a, { kind: 'one_off', startDate: plusDays(today, 1), allDay: true });
    await createBlock(t, b, { kind: 'one_off', startDate: plusDays(today, 5), allDay: true });
    const { availableOn } = t.app.propre.availability;
    const em = t.app.propre.db.orm.em.fork();
    const nextThreeDays = [today, plusDays(today, 1), plusDays(today, 2)];
    expect(await availableOn(em, [a.user.id, b.user.id], nextThreeDays)).toEqual(new Set([a.user.id]));
    expect(await availableOn(em, [a.user.id, b.user.id], [plusDays(today, 5)])).toEqual(new Set([b.user.id]));
    expect(await availableOn(em, [], nextThreeDays)).toEqual(new Set());
  });

  it('is rolled forward by the nightly job for every cleaner, past days dropped', async () => {
    const cleaner = await newCleaner(t);
    const today = torontoToday();
    await createBlock(t, cleaner, { kind: 'every_n_days', startDate: today, intervalDays: 2, allDay: true });
    const later = plusDays(today, 10);

    await rollWindowHandler(t.app.propre.availability)([{ data: { today: later } }]);
    expect(await availableDays(t, cleaner.user.id)).toEqual(everyOther(later, plusDays(later, 60)));

    // Without a date the job rolls to its own day in Toronto.
    await rollWindowHandler(t.app.propre.availability)([{ data: null }]);
    expect(await availableDays(t, cleaner.user.id)).toEqual(everyOther(today, plusDays(today, 60)));
  });

  it('is scheduled daily at 03:00 America/Toronto', async () => {
    const schedules = await t.app.propre.jobs.boss.getSchedules(rollWindowQueue);
    expect(schedules.map((s) => [s.name, s.cron, s.timezone])).toEqual([[rollWindowQueue, '0 3 * * *', 'America/Toronto']]);
  });
});
