/**
 * Version of the terms of service currently shown at sign-up. Changing the terms means
 * publishing the new text, bumping this value, and asking for acceptance again (Bill 96 and
 * consumer law: the accepted version, its language and the time are recorded per user).
 */
export const currentTermsVersion = '2026-11-01';
