import { entryWidgets } from '../ui/define-widget.tsx';
import { discountPopupTexts } from './texts.ts';

const widget = entryWidgets(discountPopupTexts);

/** The first-cleaning discount popup: once per visitor, an email in, a 10 % code out. Shows nothing while it loads. */
export const DiscountPopup = widget('DiscountPopup', () => import('./DiscountPopup.tsx'));

/** The popup with your own state, props only. */
export const DiscountPopupView = widget('DiscountPopupView', () => import('./DiscountPopupView.tsx'));
