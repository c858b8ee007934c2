/**
 * The discount popup's named parts: each is `discountPopup<Part>` as `data-part`, the class
 * `propre-discount-popup__<part>`, and `appearance.elements.discountPopup<Part>` for a partner's own class.
 */
export const discountPopupParts = ['dialog', 'offer', 'email', 'code', 'codeValue', 'copy', 'fine', 'decline'] as const;

export type DiscountPopupPart = (typeof discountPopupParts)[number];
