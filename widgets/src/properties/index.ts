import './properties.css';

/** @propre/widgets/properties: the client's properties (spec §2 /properties, §3 Property; issues 24 and 25). */
export type { AddressFieldProps } from './AddressField.tsx';
export type { DeletePropertyDialogProps } from './DeletePropertyDialog.tsx';
export {
  type AddressSuggestion,
  type ChosenAddress,
  type Property,
  type PropertyFieldName,
  type PropertyFormErrors,
  type PropertyFormValues,
  type PropertyType,
  propertyTypes,
} from './model.ts';
export type { PropertiesProps } from './Properties.tsx';
export type { PropertyCardProps } from './PropertyCard.tsx';
export type { PropertyFormProps } from './PropertyForm.tsx';
export type { PropertyFormState, PropertyFormViewProps } from './PropertyFormView.tsx';
export type { PropertyPickerProps } from './PropertyPicker.tsx';
export { type PropertiesPart, propertiesParts } from './parts.ts';
export { normalizePostalCode, postalCodeProblem } from './postal-code.ts';
export * from './widgets.ts';
