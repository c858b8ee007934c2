import type { RateRule } from '../../plugins/rate-limit/rate-limiter.ts';

/** Each upload may be 10 MB: a cap per cleaner keeps one account from filling the storage. */
export const documentUploadRules: readonly RateRule[] = [
  { name: 'document-upload-user', max: 30, windowMs: 60 * 60_000, key: (request) => request.auth?.user.id },
];
