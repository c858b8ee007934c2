import type { EntityManager } from '@mikro-orm/postgresql';
import type { components } from '@propre/openapi/types';
import type { BusyPeriod } from '../../adapters/calendar/calendar-provider.ts';
import { query } from '../../db/sql.ts';
import { formatMinutes, type LocalDate, minutesOf } from '../../lib/business-time.ts';
import { newId } from '../../lib/ids.ts';
import {
  AvailabilityBlock,
  AvailabilityException,
  type busySources,
  CalendarBusy,
  type IAvailabilityBlock,
} from './availability.entities.ts';
import { type BlockRule, type Occurrence, ruleOf } from './recurrence.ts';

export type BlockDto = components['schemas']['AvailabilityBlock'];

export interface StoredBlock {
  block: IAvailabilityBlock;
  exceptions: LocalDate[];
  rule: BlockRule;
}

/**
 * Serialises changes to one cleaner's availability (two requests adding the same slot at once
 * must not both pass the duplicate check), for the rest of the transaction. An advisory lock
 * rather than a row lock, so another area's table is not locked on our behalf.
 */
export async function lockCleaner(em: EntityManager, userId: string): Promise<void> {
  await query(em, 'select pg_advisory_xact_lock(hashtext($1))', [`availability:${userId}`]);
}

/** The cleaner's blocks with their skipped dates, oldest first. */
export async function loadBlocks(em: EntityManager, userId: string): Promise<StoredBlock[]> {
  const blocks = await em.find(AvailabilityBlock, { user: userId }, { orderBy: { id: 'asc' } });
  if (blocks.length === 0) return [];
  const rows = await em.find(AvailabilityException, { block: { $in: blocks.map((b) => b.id) } }, { orderBy: { date: 'asc' } });
  const byBlock = new Map<string, LocalDate[]>();
  for (const row of rows) byBlock.set(row.block.id, [...(byBlock.get(row.block.id) ?? []), row.date]);
  return blocks.map((block) => {
    const exceptions = byBlock.get(block.id) ?? [];
    return { block, exceptions, rule: ruleOf(block, exceptions) };
  });
}

export function toBlockDto({ block, exceptions }: Pick<StoredBlock, 'block' | 'exceptions'>): BlockDto {
  const time = (value: string | null | undefined) => (value ? formatMinutes(minutesOf(value)) : null);
  return {
    id: block.id,
    kind: block.kind,
    startDate: block.startDate,
    untilDate: block.untilDate ?? null,
    weekday: block.weekday ?? null,
    intervalDays: block.intervalDays ?? null,
    allDay: block.allDay,
    startTime: time(block.startTime),
    endTime: time(block.endTime),
    exceptions,
    createdAt: block.createdAt.toISOString(),
  };
}

/** Busy periods overlapping [from, to), merged into disjoint periods sorted by start. */
export async function loadBusy(em: EntityManager, userId: string, from: Date, to: Date): Promise<Array<[number, number]>> {
  const rows = await em.find(
    CalendarBusy,
    { user: userId, startsAt: { $lt: to }, endsAt: { $gt: from } },
    { orderBy: { startsAt: 'asc' }, fields: ['startsAt', 'endsAt'] },
  );
  const merged: Array<[number, number]> = [];
  for (const row of rows) {
    const start = row.startsAt.getTime();
    const end = row.endsAt.getTime();
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** True when one merged busy period covers the whole occurrence. */
export function coveredByBusy(occurrence: Pick<Occurrence, 'start' | 'end'>, busy: ReadonlyArray<[number, number]>): boolean {
  const start = occurrence.start.getTime();
  const end = occurrence.end.getTime();
  return busy.some(([from, to]) => from <= start && to >= end);
}

/** Replaces the cleaner's busy times of one source (an .ics import, Google) with `periods`; the others stay. */
export async function replaceBusyPeriods(
  em: EntityManager,
  userId: string,
  source: (typeof busySources)[number],
  periods: readonly BusyPeriod[],
  at: Date,
): Promise<void> {
  await em.nativeDelete(CalendarBusy, { user: userId, source });
  if (periods.length === 0) return;
  await em.insertMany(
    CalendarBusy,
    periods.map((period) => ({
      id: newId('cbusy'),
      user: userId,
      startsAt: period.start,
      endsAt: period.end,
      source,
      createdAt: at,
    })),
  );
}
