import './properties.css';

/** @propre/widgets/properties: the client's properties (spec §2 /properties, §3 Property; issues 24 and 25). */
export { propertiesNs } from '../i18n/bundles/properties.ts';
export { AddressField, type AddressFieldProps } from './AddressField.tsx';
export { DeletePropertyDialog, type DeletePropertyDialogProps } from './DeletePropertyDialog.tsx';
export {
  type AddressSuggestion,
  type ChosenAddress,
  type Property,
  type PropertyFormErrors,
  type PropertyFormValues,
  type PropertyType,
  propertyTypes,
} from './model.ts';
export { Properties, type PropertiesPart, type PropertiesProps } from './Properties.tsx';
export { PropertyCard, type PropertyCardProps } from './PropertyCard.tsx';
export { PropertyForm, type PropertyFormProps } from './PropertyForm.tsx';
export {
  type PropertyFormPart,
  type PropertyFormState,
  PropertyFormView,
  type PropertyFormViewProps,
} from './PropertyFormView.tsx';
export { PropertyPicker, type PropertyPickerPart, type PropertyPickerProps } from './PropertyPicker.tsx';
export { normalizePostalCode, postalCodeProblem } from './postal-code.ts';
