import './commercial-referral.css';

export type { CommercialReferralFormProps } from './CommercialReferralForm.tsx';
export type { CommercialReferralFormViewProps } from './CommercialReferralFormView.tsx';
/** @propre/widgets/commercial-referral: refer a commercial property to the commercial-cleaning partner (issue 37). */
export {
  type CommercialPropertyType,
  type CommercialReferralField,
  type CommercialReferralValues,
  commercialPropertyTypes,
  commercialReferralProblems,
  isPhoneNumber,
} from './model.ts';
export { type CommercialReferralPart, commercialReferralParts } from './parts.ts';
export * from './widgets.ts';
