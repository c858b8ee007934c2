import type { components } from '@propre/sdk';

export type Booking = components['schemas']['Booking'];
export type ChecklistItem = components['schemas']['ChecklistItem'];
export type DeviceLocation = components['schemas']['DeviceLocation'];
export type PhotoKind = components['schemas']['BookingPhotoKind'];
export type Locale = 'fr' | 'en';

/** Why the device's position could not be read: each has its own next step. */
export type LocateProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** Whether the ticks reached the API: saved, on their way, or kept on the phone until it is back online. */
export type ChecklistSync = 'saved' | 'saving' | 'waiting';

/** One photo on its way: compressed in the browser, then sent with its progress. */
export interface PhotoUpload {
  id: string;
  kind: PhotoKind;
  state: 'compressing' | 'uploading' | 'failed' | 'done';
  /** 0 to 1 while uploading. */
  progress: number;
  error?: unknown;
}
