import './properties.css';

/** @propre/widgets/properties: the client's properties (spec §2 /properties, §3 Property; issues 24 and 25). */
export { propertiesNs } from '../i18n/bundles/properties.ts';
export type { AddressFieldProps } from './AddressField.tsx';
export type { DeletePropertyDialogProps } from './DeletePropertyDialog.tsx';
export {
  AddressField,
  DeletePropertyDialog,
  Properties,
  PropertyCard,
  PropertyForm,
  PropertyFormView,
  PropertyPicker,
} from './deferred.tsx';
export {
  type AddressSuggestion,
  type ChosenAddress,
  type Property,
  type PropertyFormErrors,
  type PropertyFormValues,
  type PropertyType,
  propertyTypes,
} from './model.ts';
export type { PropertiesPart, PropertiesProps } from './Properties.tsx';
export type { PropertyCardProps } from './PropertyCard.tsx';
export type { PropertyFormProps } from './PropertyForm.tsx';
export type { PropertyFormPart, PropertyFormState, PropertyFormViewProps } from './PropertyFormView.tsx';
export type { PropertyPickerPart, PropertyPickerProps } from './PropertyPicker.tsx';
export { normalizePostalCode, postalCodeProblem } from './postal-code.ts';
