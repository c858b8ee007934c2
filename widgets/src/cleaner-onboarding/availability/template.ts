import type { AvailabilityBlock, WeeklyTemplate } from '../model.ts';

export type Weekday = keyof WeeklyTemplate;
export type DayHalf = 'morning' | 'afternoon';

/** Monday first, as a Quebec week is shown. */
export const weekdays: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

// The contract's weekday numbers (0 = Sunday) and the half-days of setWeeklyTemplate.
const weekdayNumber: Record<Weekday, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};
const halves: Record<DayHalf, [string, string]> = { morning: ['08:00', '12:00'], afternoon: ['13:00', '17:00'] };

export function emptyTemplate(): WeeklyTemplate {
  const template = {} as WeeklyTemplate;
  for (const day of weekdays) template[day] = { morning: false, afternoon: false };
  return template;
}

/** The half-days the cleaner's weekly blocks already cover, to start the form from what is saved. */
export function templateFromBlocks(blocks: readonly AvailabilityBlock[]): WeeklyTemplate {
  const template = emptyTemplate();
  for (const block of blocks) {
    if (block.kind !== 'weekly' || block.weekday === null) continue;
    const day = weekdays.find((d) => weekdayNumber[d] === block.weekday);
    if (!day) continue;
    for (const half of ['morning', 'afternoon'] as const) {
      const [start, end] = halves[half];
      const covers = block.allDay || ((block.startTime ?? '') <= start && (block.endTime ?? '') >= end);
      if (covers) template[day][half] = true;
    }
  }
  return template;
}

export function chosenCount(template: WeeklyTemplate): number {
  return weekdays.reduce((sum, day) => sum + Number(template[day].morning) + Number(template[day].afternoon), 0);
}

/** The weekday's name in the person's language (Intl), from a known Monday. */
export function weekdayName(day: Weekday, locale: string): string {
  // 2026-11-30 is a Monday; noon UTC stays the same date in America/Toronto.
  const date = new Date(Date.UTC(2026, 10, 30 + weekdays.indexOf(day), 12));
  const name = new Intl.DateTimeFormat(locale === 'en' ? 'en-CA' : 'fr-CA', {
    weekday: 'long',
    timeZone: 'America/Toronto',
  }).format(date);
  return name.charAt(0).toUpperCase() + name.slice(1);
}
