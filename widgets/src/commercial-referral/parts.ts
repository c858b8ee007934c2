/**
 * The commercial-referral entry's named parts: each is `commercialReferral<Part>` as `data-part`,
 * the class `propre-commercial-referral__<part>`, and `appearance.elements.commercialReferral<Part>`
 * for a partner's own class.
 */
export const commercialReferralParts = ['form', 'field', 'row', 'message'] as const;

export type CommercialReferralPart = (typeof commercialReferralParts)[number];
