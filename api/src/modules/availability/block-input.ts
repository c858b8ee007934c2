import type { components } from '@propre/openapi/types';
import { addDays, type LocalDate, minutesOf } from '../../lib/business-time.ts';
import type { RaisedFieldError } from '../../plugins/errors/app-error.ts';
import { commonFail } from '../../plugins/errors/common.errors.ts';
import type { BlockKind } from './availability.entities.ts';
import { hasOccurrence } from './recurrence.ts';

export type NewBlockInput = components['schemas']['NewAvailabilityBlock'];

/** A block that passed every rule, ready to store. */
export interface ValidBlock {
  kind: BlockKind;
  startDate: LocalDate;
  untilDate: LocalDate | null;
  weekday: number | null;
  intervalDays: number | null;
  allDay: boolean;
  startMinutes: number | null;
  endMinutes: number | null;
}

/** How far ahead a block may start, and how far a series may be bounded. */
export const maxStartDaysAhead = 365;
export const maxUntilDaysAhead = 730;

const message = {
  required: { fr: 'Ce champ est requis', en: 'This field is required' },
  notAllowed: {
    fr: 'Ce champ ne s’applique pas à ce type de disponibilité',
    en: 'This field does not apply to this kind of block',
  },
  past: { fr: 'La date ne peut pas être passée', en: 'The date cannot be in the past' },
  beforeStart: { fr: 'Doit être au plus tôt la date de début', en: 'Must not be before the start date' },
  endAfterStart: { fr: 'L’heure de fin doit suivre l’heure de début', en: 'The end time must be after the start time' },
  startOfDay: { fr: 'Une heure de début ne peut pas être 24:00', en: 'A start time cannot be 24:00' },
  noOccurrence: {
    fr: 'Ce jour de la semaine ne tombe pas entre ces deux dates',
    en: 'This weekday does not fall between these dates',
  },
};

function tooFar(limit: LocalDate) {
  return { fr: `Au plus tard le ${limit}`, en: `No later than ${limit}` };
}

/**
 * Checks the rules the contract's schema cannot express (fields required or refused by kind,
 * times in order, dates in range) and answers every broken rule at once, as a 400 like the
 * schema's own checks.
 */
export function validateBlock(input: NewBlockInput, today: LocalDate): ValidBlock {
  const errors: RaisedFieldError[] = [];
  const add = (field: string, code: string, text: RaisedFieldError['message']) =>
    errors.push({ pointer: `/body/${field}`, code, message: text });

  const only = (field: 'weekday' | 'intervalDays', kind: BlockKind) => {
    if (input.kind === kind && input[field] === undefined) add(field, 'required', message.required);
    if (input.kind !== kind && input[field] !== undefined) add(field, 'not_allowed', message.notAllowed);
  };
  only('weekday', 'weekly');
  only('intervalDays', 'every_n_days');
  const untilDate = input.untilDate ?? null;
  if (input.kind === 'one_off' && untilDate !== null) add('untilDate', 'not_allowed', message.notAllowed);

  const latestStart = addDays(today, maxStartDaysAhead);
  if (input.startDate < today) add('startDate', 'past', message.past);
  else if (input.startDate > latestStart) add('startDate', 'too_far', tooFar(latestStart));
  if (untilDate !== null && input.kind !== 'one_off') {
    const latestUntil = addDays(today, maxUntilDaysAhead);
    if (untilDate < input.startDate) add('untilDate', 'before_start', message.beforeStart);
    else if (untilDate > latestUntil) add('untilDate', 'too_far', tooFar(latestUntil));
  }

  let startMinutes: number | null = null;
  let endMinutes: number | null = null;
  if (input.allDay) {
    if (input.startTime !== undefined) add('startTime', 'not_allowed', message.notAllowed);
    if (input.endTime !== undefined) add('endTime', 'not_allowed', message.notAllowed);
  } else {
    if (input.startTime === undefined) add('startTime', 'required', message.required);
    else startMinutes = minutesOf(input.startTime);
    if (input.endTime === undefined) add('endTime', 'required', message.required);
    else endMinutes = minutesOf(input.endTime);
    if (startMinutes === 1440) add('startTime', 'end_of_day', message.startOfDay);
    else if (startMinutes !== null && endMinutes !== null && endMinutes <= startMinutes) {
      add('endTime', 'after_start', message.endAfterStart);
    }
  }

  const block: ValidBlock = {
    kind: input.kind,
    startDate: input.startDate,
    untilDate: input.kind === 'one_off' ? null : untilDate,
    weekday: input.kind === 'weekly' ? (input.weekday ?? null) : null,
    intervalDays: input.kind === 'every_n_days' ? (input.intervalDays ?? null) : null,
    allDay: input.allDay,
    startMinutes,
    endMinutes,
  };
  if (errors.length === 0 && !hasOccurrence(block)) add('untilDate', 'no_occurrence', message.noOccurrence);
  if (errors.length > 0) {
    throw commonFail('validation_failed', {
      detail: { fr: 'Certains champs sont invalides.', en: 'Some fields are invalid.' },
      errors,
    });
  }
  return block;
}
