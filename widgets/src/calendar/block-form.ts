import { addDays, weekdayOf } from '../i18n/local-dates.ts';
import type { AvailabilityBlock, AvailabilityBlockKind, NewAvailabilityBlock } from './types.ts';

/** The block form's fields, named as the API names them (NewAvailabilityBlock). */
export type BlockField = 'kind' | 'startDate' | 'weekday' | 'intervalDays' | 'startTime' | 'endTime' | 'untilDate';
export const blockFieldOrder: readonly BlockField[] = [
  'kind',
  'startDate',
  'weekday',
  'intervalDays',
  'startTime',
  'endTime',
  'untilDate',
];

/** What the form holds: text as the inputs give it. */
export interface BlockValues {
  kind: AvailabilityBlockKind;
  startDate: string;
  weekday: string;
  intervalDays: string;
  allDay: boolean;
  startTime: string;
  endTime: string;
  untilDate: string;
}

/** The keys (under `blockForm.errors`) of what the form refuses before sending. */
export type BlockProblem =
  | 'dateRequired'
  | 'dateInPast'
  | 'dateTooFar'
  | 'weekdayRequired'
  | 'intervalRange'
  | 'timeRequired'
  | 'endAfterStart'
  | 'untilBeforeStart'
  | 'untilTooFar';

/** The API's limits (NewAvailabilityBlock): a start within a year, a series ending within two. */
export const startDaysAhead = 365;
export const untilDaysAhead = 730;
export const minInterval = 2;
export const maxInterval = 90;

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** A new block's values on `date`: weekly on that weekday, 9:00 to 17:00. */
export function newBlockValues(date: string): BlockValues {
  return {
    kind: 'weekly',
    startDate: date,
    weekday: String(weekdayOf(date)),
    intervalDays: '14',
    allDay: false,
    startTime: '09:00',
    endTime: '17:00',
    untilDate: '',
  };
}

/** A block's values, to change it; a start already past becomes today (the API takes no past start). */
export function blockValues(block: AvailabilityBlock, today: string): BlockValues {
  return {
    kind: block.kind,
    startDate: block.startDate < today ? today : block.startDate,
    weekday: block.weekday === null ? String(weekdayOf(block.startDate)) : String(block.weekday),
    intervalDays: block.intervalDays === null ? '14' : String(block.intervalDays),
    allDay: block.allDay,
    startTime: block.startTime ?? '09:00',
    endTime: block.endTime ?? '17:00',
    untilDate: block.untilDate ?? '',
  };
}

/**
 * The API's rules a person can break in the form (NewAvailabilityBlock, block-input.ts), checked
 * before sending so each is said beside its field; the API checks them again.
 */
export function blockProblems(values: BlockValues, today: string): Partial<Record<BlockField, BlockProblem>> {
  const problems: Partial<Record<BlockField, BlockProblem>> = {};
  if (!isDate(values.startDate)) problems.startDate = 'dateRequired';
  else if (values.startDate < today) problems.startDate = 'dateInPast';
  else if (values.startDate > addDays(today, startDaysAhead)) problems.startDate = 'dateTooFar';
  if (values.kind === 'weekly' && !/^[0-6]$/.test(values.weekday)) problems.weekday = 'weekdayRequired';
  if (values.kind === 'every_n_days') {
    const interval = Number(values.intervalDays);
    if (!/^\d+$/.test(values.intervalDays) || interval < minInterval || interval > maxInterval) {
      problems.intervalDays = 'intervalRange';
    }
  }
  if (!values.allDay) {
    if (!values.startTime) problems.startTime = 'timeRequired';
    if (!values.endTime) problems.endTime = 'timeRequired';
    else if (values.startTime && values.endTime <= values.startTime) problems.endTime = 'endAfterStart';
  }
  if (values.kind !== 'one_off' && values.untilDate) {
    if (!isDate(values.untilDate)) problems.untilDate = 'dateRequired';
    else if (isDate(values.startDate) && values.untilDate < values.startDate) problems.untilDate = 'untilBeforeStart';
    else if (values.untilDate > addDays(today, untilDaysAhead)) problems.untilDate = 'untilTooFar';
  }
  return problems;
}

/** The request body of valid values: each kind with only its own fields, as the API asks. */
export function blockBody(values: BlockValues): NewAvailabilityBlock {
  return {
    kind: values.kind,
    startDate: values.startDate,
    allDay: values.allDay,
    ...(values.allDay ? {} : { startTime: values.startTime, endTime: values.endTime }),
    ...(values.kind === 'weekly' ? { weekday: Number(values.weekday) } : {}),
    ...(values.kind === 'every_n_days' ? { intervalDays: Number(values.intervalDays) } : {}),
    ...(values.kind !== 'one_off' ? { untilDate: values.untilDate || null } : {}),
  };
}

/** Quarter hours from 0:00 to 24:00 (the API's times: `24:00` ends at midnight). */
export function quarterHours(): string[] {
  return Array.from({ length: 97 }, (_, index) => {
    const minutes = index * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
}
