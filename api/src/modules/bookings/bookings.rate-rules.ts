import type { RateRule } from '../../plugins/rate-limit/rate-limiter.ts';

/**
 * A visit takes at most 12 before and 12 after photos; 120 uploads an hour lets a cleaner
 * retake every one of them several times, or work through a few short visits, and stops a
 * script from filling the storage (10 MB each) or keeping the image encoder busy. Per person,
 * so an admin correcting several bookings has an allowance of their own.
 */
export const bookingPhotoUploadRules: readonly RateRule[] = [
  { name: 'booking-photo-upload-user', max: 120, windowMs: 60 * 60_000, key: (request) => request.auth?.user.id },
];
