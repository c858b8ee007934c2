/**
 * The newsletter entry's named parts: each is `newsletter<Part>` as `data-part`, the class
 * `propre-newsletter__<part>`, and `appearance.elements.newsletter<Part>` for a partner's own class.
 */
export const newsletterParts = ['signup', 'email', 'terms', 'link', 'linkTitle', 'home'] as const;

export type NewsletterPart = (typeof newsletterParts)[number];
