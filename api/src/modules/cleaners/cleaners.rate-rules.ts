import type { RateRule } from '../../plugins/rate-limit/rate-limiter.ts';

/**
 * Each upload may be 10 MB and is re-encoded on the CPU. A gallery holds 24 photos, so even a
 * cleaner rebuilding it twice in an hour stays under 60; past that it is a script, and the cap
 * keeps one account from filling the storage or keeping the image encoder busy.
 */
export const galleryUploadRules: readonly RateRule[] = [
  { name: 'gallery-upload-user', max: 60, windowMs: 60 * 60_000, key: (request) => request.auth?.user.id },
];
