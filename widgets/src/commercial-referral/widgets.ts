import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { commercialReferralTexts } from './texts.ts';

const widget = entryWidgets(commercialReferralTexts);

const form = skeletonOf({ height: '34rem' });

/** Refer a commercial property to the commercial-cleaning partner (growth.referCommercialProperty). */
export const CommercialReferralForm = widget('CommercialReferralForm', () => import('./CommercialReferralForm.tsx'), form);

/** The commercial referral form with your own state, props only. */
export const CommercialReferralFormView = widget(
  'CommercialReferralFormView',
  () => import('./CommercialReferralFormView.tsx'),
  form,
);
