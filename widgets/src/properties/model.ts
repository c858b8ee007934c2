import type { components } from '@propre/sdk';
import type { TFunction } from 'i18next';
import { postalCodeProblem } from './postal-code.ts';

export type Property = components['schemas']['Property'];
export type PropertyType = components['schemas']['PropertyType'];
export type AddressSuggestion = components['schemas']['AddressSuggestion'];
export type PropertyCreateRequest = components['schemas']['PropertyCreateRequest'];
export type PropertyPatch = components['schemas']['PropertyPatch'];

/** The property types of spec §3, in the order people are offered them. */
export const propertyTypes: readonly PropertyType[] = [
  'house',
  'apartment',
  'condo',
  'office',
  'bungalo',
  'airbnb',
  'commercial',
];

/**
 * The address in the form: a suggestion the person chose (`suggestionId`), or the saved
 * address of a property being edited (no id: it is sent only if a new suggestion replaces it).
 */
export interface ChosenAddress {
  suggestionId?: string;
  streetAddress: string;
  city: string;
  /** Null when the suggestion has none: the form then asks for it. */
  postalCode: string | null;
  label: string;
}

export const textFields = [
  'parking',
  'wifiName',
  'wifiPassword',
  'accessInstructions',
  'suppliesLocation',
  'trashLocation',
  'roomsToAvoid',
  'notes',
] as const;
export type TextFieldName = (typeof textFields)[number];

export interface PropertyFormValues extends Record<TextFieldName, string> {
  name: string;
  address: ChosenAddress | null;
  /** The postal code typed when the chosen suggestion has none. */
  postalCode: string;
  type: PropertyType | '';
  bedrooms: string;
  bathrooms: string;
  stories: string;
  squareFeet: string;
}

export type PropertyFieldName = Exclude<keyof PropertyFormValues, 'address'> | 'address';
export type PropertyFormErrors = Partial<Record<PropertyFieldName, string>>;

const maxLength: Record<TextFieldName, number> = {
  parking: 500,
  wifiName: 64,
  wifiPassword: 128,
  accessInstructions: 500,
  suppliesLocation: 500,
  trashLocation: 500,
  roomsToAvoid: 500,
  notes: 500,
};
export const maxLengthOf = (name: TextFieldName | 'name'): number => (name === 'name' ? 100 : maxLength[name]);

export function addressFromProperty(property: Property): ChosenAddress {
  const { streetAddress, city, postalCode } = property.address;
  return { streetAddress, city, postalCode, label: `${streetAddress}, ${city} (Québec) ${postalCode}` };
}

export function addressFromSuggestion(suggestion: AddressSuggestion): ChosenAddress {
  const { suggestionId, streetAddress, city, postalCode, label } = suggestion;
  return { suggestionId, streetAddress, city, postalCode, label };
}

export function emptyValues(): PropertyFormValues {
  return {
    name: '',
    address: null,
    postalCode: '',
    type: '',
    bedrooms: '1',
    bathrooms: '1',
    stories: '1',
    squareFeet: '',
    parking: '',
    wifiName: '',
    wifiPassword: '',
    accessInstructions: '',
    suppliesLocation: '',
    trashLocation: '',
    roomsToAvoid: '',
    notes: '',
  };
}

/** The form's values for a saved property (edit). */
export function valuesFromProperty(property: Property): PropertyFormValues {
  const values = emptyValues();
  for (const name of textFields) values[name] = property[name] ?? '';
  return {
    ...values,
    name: property.name,
    address: addressFromProperty(property),
    type: property.type,
    bedrooms: String(property.bedrooms),
    bathrooms: String(property.bathrooms),
    stories: String(property.stories),
    squareFeet: property.squareFeet === null ? '' : String(property.squareFeet),
  };
}

/** Whether the chosen suggestion lacks a postal code, so the form asks for one. */
export const needsPostalCode = (values: PropertyFormValues): boolean =>
  Boolean(values.address?.suggestionId && values.address.postalCode === null);

/**
 * The rules known before sending (spec §5): required fields, an address chosen from the
 * suggestions, the postal code format, the contract's bounds. Texts in the person's language.
 */
export function validate(values: PropertyFormValues, t: TFunction): PropertyFormErrors {
  const errors: PropertyFormErrors = {};
  if (!values.name.trim()) errors.name = t('errors.required');
  else if (values.name.trim().length > 100) errors.name = t('errors.tooLong', { max: 100 });
  if (!values.address) errors.address = t('errors.chooseSuggestion');
  if (needsPostalCode(values)) {
    if (!values.postalCode.trim()) errors.postalCode = t('errors.postalCodeRequired');
    else {
      const problem = postalCodeProblem(values.postalCode);
      if (problem) errors.postalCode = t(problem === 'format' ? 'errors.postalCodeFormat' : 'errors.postalCodeQuebec');
    }
  }
  if (!values.type) errors.type = t('errors.required');
  if (values.squareFeet.trim()) {
    const area = Number(values.squareFeet.replace(/[\s\u00a0\u202f,]/g, ''));
    if (!Number.isInteger(area) || area < 100 || area > 20000) errors.squareFeet = t('errors.squareFeet');
  }
  for (const name of textFields) {
    if (values[name].length > maxLength[name]) errors[name] = t('errors.tooLong', { max: maxLength[name] });
  }
  return errors;
}

const text = (value: string, keepSpaces = false): string | null => {
  if (keepSpaces) return value === '' ? null : value;
  return value.trim() === '' ? null : value.trim();
};

/** The fields every save sends (everything but the address). */
function detailFields(values: PropertyFormValues) {
  const squareFeet = values.squareFeet.replace(/[\s\u00a0\u202f,]/g, '');
  return {
    name: values.name.trim(),
    type: values.type as PropertyType,
    bedrooms: Number(values.bedrooms),
    bathrooms: Number(values.bathrooms),
    stories: Number(values.stories),
    squareFeet: squareFeet ? Number(squareFeet) : null,
    parking: text(values.parking),
    // Wi-Fi names and passwords can have meaningful spaces (the API keeps them as typed).
    wifiName: text(values.wifiName, true),
    wifiPassword: text(values.wifiPassword, true),
    accessInstructions: text(values.accessInstructions),
    suppliesLocation: text(values.suppliesLocation),
    trashLocation: text(values.trashLocation),
    roomsToAvoid: text(values.roomsToAvoid),
    notes: text(values.notes),
  };
}

function addressFields(values: PropertyFormValues) {
  const address = values.address;
  if (!address?.suggestionId) return {};
  const postalCode = address.postalCode ?? values.postalCode.trim();
  return {
    addressSuggestionId: address.suggestionId,
    streetAddress: address.streetAddress,
    ...(postalCode ? { postalCode } : {}),
  };
}

export function toCreateRequest(values: PropertyFormValues): PropertyCreateRequest {
  return { ...detailFields(values), ...addressFields(values) } as PropertyCreateRequest;
}

/** Every field but the address, which is sent only when a new suggestion replaces it. */
export function toPatch(values: PropertyFormValues): PropertyPatch {
  return { ...detailFields(values), ...addressFields(values) };
}
