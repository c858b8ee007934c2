import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app.ts';
import { bearer, signUp } from '../../../test/factories.ts';
import { type Block, createBlock, newCleaner, plusDays, torontoToday, weekday } from './availability.testing.ts';

const t = useTestApp();

const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
type Halves = { morning: boolean; afternoon: boolean };

function template(chosen: Partial<Record<(typeof days)[number], Partial<Halves>>>) {
  return Object.fromEntries(
    days.map((day) => [day, { morning: chosen[day]?.morning ?? false, afternoon: chosen[day]?.afternoon ?? false }]),
  );
}

function putTemplate(session: { token: string }, body: unknown) {
  return t.request({
    method: 'PUT',
    url: '/api/cleaners/me/availability/weekly-template',
    headers: bearer(session),
    payload: body as object,
  });
}

const summary = (blocks: Block[]) =>
  blocks
    .filter((b) => b.kind === 'weekly')
    .map((b) => `${b.weekday} ${b.startTime}-${b.endTime} from ${b.startDate}`)
    .sort();

describe('weekly template (onboarding)', () => {
  it('makes one weekly block per half-day chosen: morning 08:00–12:00, afternoon 13:00–17:00, from today', async () => {
    const cleaner = await newCleaner(t);
    const today = torontoToday();
    const res = await putTemplate(
      cleaner,
      template({ monday: { morning: true, afternoon: true }, wednesday: { morning: true } }),
    );
    expect(res.statusCode).toBe(200);
    expect(summary(res.json().items)).toEqual([
      `1 08:00-12:00 from ${today}`,
      `1 13:00-17:00 from ${today}`,
      `3 08:00-12:00 from ${today}`,
    ]);
  });

  it('replaces every weekly block, keeps the other kinds, and runs in one transaction', async () => {
    const cleaner = await newCleaner(t);
    const today = torontoToday();
    // A Sunday, which the templates below leave out until the conflicting one.
    let oneOffDate = plusDays(today, 1);
    while (weekday(oneOffDate) !== 0) oneOffDate = plusDays(oneOffDate, 1);
    const oneOff = await createBlock(t, cleaner, {
      kind: 'one_off',
      startDate: oneOffDate,
      allDay: false,
      startTime: '08:00',
      endTime: '12:00',
    });
    const own = await createBlock(t, cleaner, {
      kind: 'weekly',
      startDate: today,
      weekday: 5,
      allDay: false,
      startTime: '18:00',
      endTime: '20:00',
    });
    await putTemplate(cleaner, template({ tuesday: { afternoon: true } }));
    const replaced = await putTemplate(cleaner, template({ thursday: { morning: true } }));
    expect(replaced.statusCode).toBe(200);
    const items: Block[] = replaced.json().items;
    expect(summary(items)).toEqual([`4 08:00-12:00 from ${today}`]);
    expect(items.map((b) => b.id)).toContain(oneOff.id);
    expect(items.map((b) => b.id)).not.toContain(own.id);

    // The one-off repeats the new Sunday morning slot: nothing changes.
    const conflict = await putTemplate(cleaner, template({ sunday: { morning: true }, saturday: { afternoon: true } }));
    expect([conflict.statusCode, conflict.json().code]).toEqual([409, 'availability_slot_exists']);
    expect(conflict.json().detail).toContain(oneOffDate);
    const after = await t.request({ method: 'GET', url: '/api/cleaners/me/availability', headers: bearer(cleaner) });
    expect(summary(after.json().items)).toEqual([`4 08:00-12:00 from ${today}`]);

    const cleared = await putTemplate(cleaner, template({}));
    expect(cleared.json().items.map((b: Block) => b.id)).toEqual([oneOff.id]);
  });

  it('requires every day with both halves, and is for cleaners only', async () => {
    const cleaner = await newCleaner(t);
    const missing = await putTemplate(cleaner, { monday: { morning: true, afternoon: false } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { pointer: string }) => e.pointer)).toContain('/body/sunday');
    const partial = await putTemplate(cleaner, { ...template({}), friday: { morning: true } });
    expect(partial.json().errors).toEqual([expect.objectContaining({ pointer: '/body/friday/afternoon', code: 'required' })]);
    const client = await putTemplate(await signUp(t), template({ monday: { morning: true } }));
    expect(client.statusCode).toBe(403);
  });
});
