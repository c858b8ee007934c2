import './discount-popup.css';

/** @propre/widgets/discount-popup: the first-cleaning discount popup (issue 37). */
export type { DiscountPopupProps } from './DiscountPopup.tsx';
export type { DiscountPopupViewProps } from './DiscountPopupView.tsx';
export { type DiscountClaim, type DiscountField, shownKey as discountPopupShownKey } from './model.ts';
export { type DiscountPopupPart, discountPopupParts } from './parts.ts';
export * from './widgets.ts';
