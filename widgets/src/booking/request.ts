import type { TFunction } from 'i18next';
import type { ErrorPlacement } from '../forms/form-errors.ts';
import { maxDurationHours, minDurationHours } from './availability.ts';
import type { BookingDraft, DraftField } from './draft.ts';
import type { BookingQuoteRequest } from './types.ts';

/**
 * A field's error, worded at each render in the language shown: kept as words, an error shown
 * before the person switched language would stay in the old one.
 */
export type Worded = (t: TFunction) => string;
export type DraftErrors = Partial<Record<DraftField, Worded>>;

const text =
  (key: string): Worded =>
  (t) =>
    t(key);

/** Every error of `errors` in the language of `t`. */
export function wordErrors(errors: DraftErrors, t: TFunction): Partial<Record<DraftField, string>> {
  return Object.fromEntries(Object.entries(errors).map(([field, worded]) => [field, worded(t)]));
}

/** Spec §5, known here before any call: the 4-hour minimum, in half hours, at most 12. */
export function durationError(typed: string): Worded | undefined {
  if (!typed.trim()) return text('book.errors.durationRequired');
  const hours = Number(typed.replace(',', '.'));
  if (!Number.isFinite(hours)) return text('book.errors.durationInvalid');
  if (hours < minDurationHours) return text('book.errors.durationMin');
  if (hours > maxDurationHours) return text('book.errors.durationMax');
  if (!Number.isInteger(hours * 2)) return text('book.errors.durationStep');
  return undefined;
}

export const hoursOf = (text: string) => Number(text.replace(',', '.'));

export function whenErrors(draft: BookingDraft): DraftErrors {
  const errors: DraftErrors = {};
  const duration = durationError(draft.durationHours);
  if (duration) errors.durationHours = duration;
  else if (!draft.date) errors.date = text('book.errors.dateRequired');
  else if (!draft.startTime) errors.startTime = text('book.errors.timeRequired');
  return errors;
}

export function detailsErrors(draft: BookingDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.propertyId) errors.propertyId = text('book.errors.propertyRequired');
  if (draft.hasPets && !draft.petType) errors.petType = text('book.errors.petTypeRequired');
  if (draft.emergency && draft.emergencyReason.trim().length < 3) errors.emergencyReason = text('book.errors.reasonRequired');
  if (draft.discountCode && draft.discountCode.length < 3) errors.discountCode = text('book.errors.codeShort');
  return errors;
}

/** The draft as the API's BookingFields; only called once every step is valid. */
export function requestOf(draft: BookingDraft, cleanerId: string, fallbackService: string): BookingQuoteRequest {
  return {
    cleanerId,
    propertyId: draft.propertyId,
    date: draft.date ?? '',
    startTime: draft.startTime ?? '',
    durationHours: hoursOf(draft.durationHours),
    frequency: draft.emergency ? 'once' : draft.frequency,
    serviceType: (draft.serviceType || fallbackService) as BookingQuoteRequest['serviceType'],
    hasPets: draft.hasPets,
    ...(draft.hasPets && draft.petType ? { petType: draft.petType } : {}),
    suppliesProvidedByCleaner: draft.suppliesProvidedByCleaner,
    allowPhotos: draft.allowPhotos,
    emergency: draft.emergency,
    ...(draft.emergency ? { emergencyReason: draft.emergencyReason.trim(), priorityLevel: Number(draft.priorityLevel) } : {}),
    ...(draft.notes.trim() ? { notes: draft.notes.trim() } : {}),
    ...(draft.discountCode ? { discountCode: draft.discountCode } : {}),
  };
}

/**
 * Where an API refusal of the booking belongs: the field its pointer names, or the field a code
 * is about (the API sends no pointer for them), so it shows beside that field in its step.
 */
export const draftPlacement: ErrorPlacement<DraftField> = {
  fields: {
    durationHours: 'durationHours',
    date: 'date',
    startTime: 'startTime',
    propertyId: 'propertyId',
    petType: 'petType',
    emergencyReason: 'emergencyReason',
    discountCode: 'discountCode',
    serviceType: 'serviceType',
    notes: 'notes',
  },
  codes: {
    discount_code_invalid: 'discountCode',
    pets_not_tolerated: 'petType',
    property_not_found: 'propertyId',
    city_not_served: 'propertyId',
    property_type_not_priced: 'propertyId',
    service_type_not_offered: 'serviceType',
    slot_unavailable: 'startTime',
  },
};

/** The draft's fields in the order the steps show them: the first in error gets the focus. */
export const draftOrder: readonly DraftField[] = [
  'durationHours',
  'date',
  'startTime',
  'propertyId',
  'serviceType',
  'frequency',
  'petType',
  'emergencyReason',
  'notes',
  'discountCode',
];

const whenFields = new Set<keyof BookingDraft>(['durationHours', 'date', 'startTime']);
export const stepOfField = (field: keyof BookingDraft) => (whenFields.has(field) ? 'when' : 'details');
