import type { components } from '@propre/openapi/types';
import { isEmailAddress } from '@propre/sdk/rules';

type Schemas = components['schemas'];

export type CommercialReferralRequest = Schemas['CommercialReferralRequest'];
export type CommercialPropertyType = CommercialReferralRequest['propertyType'];

/** The form's fields, in the order they are shown (CommercialReferralRequest). */
export const commercialReferralFields = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'city',
  'propertyType',
  'squareFeet',
  'message',
] as const;
export type CommercialReferralField = (typeof commercialReferralFields)[number];

/** What the form holds: text as typed (the area too), the type empty until chosen. */
export type CommercialReferralValues = Record<CommercialReferralField, string>;

export const commercialPropertyTypes: readonly CommercialPropertyType[] = [
  'office',
  'commercial',
  'retail',
  'industrial',
  'other',
];

export const emptyCommercialReferral: CommercialReferralValues = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  city: '',
  propertyType: '',
  squareFeet: '',
  message: '',
};

/** The contract's bounds (CommercialReferralRequest), checked before sending; the server checks again. */
const shortest = { companyName: 2, contactName: 2, city: 2 } as const;
const squareFeet = { min: 100, max: 10_000_000 };
export const messageMaxLength = 5000;

/** A phone as the API takes it: its characters, then 10 to 15 digits once punctuation is removed. */
export function isPhoneNumber(value: string): boolean {
  if (!/^[0-9 +().-]{10,20}$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/** The area as a whole number of square feet, or null when it is not one (spaces allowed: 2 500). */
export function squareFeetOf(value: string): number | null {
  const compact = value.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d+$/.test(compact)) return null;
  return Number(compact);
}

/** The fields a person must correct before the lead can go. */
export function commercialReferralProblems(values: CommercialReferralValues): CommercialReferralField[] {
  return commercialReferralFields.filter((field) => {
    const value = values[field].trim();
    switch (field) {
      case 'companyName':
      case 'contactName':
      case 'city':
        return value.length < shortest[field];
      case 'email':
        return !isEmailAddress(value);
      case 'phone':
        return value !== '' && !isPhoneNumber(value);
      case 'propertyType':
        return !(commercialPropertyTypes as readonly string[]).includes(value);
      case 'squareFeet': {
        if (value === '') return false;
        const area = squareFeetOf(value);
        return area === null || area < squareFeet.min || area > squareFeet.max;
      }
      default:
        return value.length > messageMaxLength;
    }
  });
}

/** The request from valid values: trimmed, the optional fields left out when empty. */
export function commercialReferralBody(
  values: CommercialReferralValues,
  language: CommercialReferralRequest['language'],
): CommercialReferralRequest {
  const area = squareFeetOf(values.squareFeet.trim());
  return {
    companyName: values.companyName.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    city: values.city.trim(),
    propertyType: values.propertyType as CommercialPropertyType,
    ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    ...(area !== null ? { squareFeet: area } : {}),
    ...(values.message.trim() ? { message: values.message.trim() } : {}),
    ...(language ? { language } : {}),
  };
}
