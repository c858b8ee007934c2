/**
 * Version of the terms of service currently shown at sign-up. Changing the terms means
 * publishing the new text, bumping this value, and asking for acceptance again (Bill 96 and
 * consumer law: the accepted version, its language and the time are recorded per user).
 */
export const currentTermsVersion = '2026-11-01';

/**
 * Whether accepting the English document needs the person's express choice of English after the
 * French one was offered: a contract of adhesion is French first in Quebec (Charter of the French
 * language, as amended by Bill 96). The sign-up form reads it through `auth.getTerms`.
 */
export const englishTermsNeedConsent = true;

/** The body of `auth.getTerms`. */
export const termsInForce = () => ({ version: currentTermsVersion, englishConsentRequired: englishTermsNeedConsent });
