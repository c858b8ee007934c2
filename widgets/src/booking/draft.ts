import type { BookingFrequency, BookingPetType, ServiceType } from './types.ts';

/**
 * Everything the person has chosen so far, as typed: kept by the widget (or its host, when
 * controlled) across steps and across an inline sign-in, so nothing is asked twice.
 */
export interface BookingDraft {
  /** As typed, so a wrong value can be shown and explained. */
  durationHours: string;
  date: string | null;
  startTime: string | null;
  propertyId: string;
  serviceType: ServiceType | '';
  frequency: Exclude<BookingFrequency, 'custom'>;
  hasPets: boolean;
  petType: BookingPetType | '';
  suppliesProvidedByCleaner: boolean;
  allowPhotos: boolean;
  emergency: boolean;
  emergencyReason: string;
  priorityLevel: '1' | '2' | '3';
  notes: string;
  discountCode: string;
}

export const emptyDraft: BookingDraft = {
  durationHours: '4',
  date: null,
  startTime: null,
  propertyId: '',
  serviceType: '',
  frequency: 'once',
  hasPets: false,
  petType: '',
  suppliesProvidedByCleaner: false,
  allowPhotos: true,
  emergency: false,
  emergencyReason: '',
  priorityLevel: '2',
  notes: '',
  discountCode: '',
};

export type DraftField = keyof BookingDraft;
