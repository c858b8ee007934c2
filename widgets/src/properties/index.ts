import './properties.css';
import { withTexts } from '../i18n/with-texts.tsx';
import { AddressField as AddressFieldInner, type AddressFieldProps } from './AddressField.tsx';
import { DeletePropertyDialog as DeleteInner, type DeletePropertyDialogProps } from './DeletePropertyDialog.tsx';
import { Properties as PropertiesInner, type PropertiesProps } from './Properties.tsx';
import { PropertyCard as CardInner, type PropertyCardProps } from './PropertyCard.tsx';
import { PropertyForm as FormInner, type PropertyFormProps } from './PropertyForm.tsx';
import { PropertyFormView as FormViewInner, type PropertyFormViewProps } from './PropertyFormView.tsx';
import { PropertyPicker as PickerInner, type PropertyPickerProps } from './PropertyPicker.tsx';

export type { AddressFieldProps } from './AddressField.tsx';
export type { DeletePropertyDialogProps } from './DeletePropertyDialog.tsx';
/** @propre/widgets/properties: the client's properties (spec §2 /properties, §3 Property; issues 24 and 25). */
export { propertiesTexts, usePropertiesTranslation } from './i18n.ts';
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

// Each behind a Suspense boundary: the texts load in the provider's language on demand.
export const AddressField = withTexts<AddressFieldProps>(AddressFieldInner, 'AddressField', '4rem');
export const DeletePropertyDialog = withTexts<DeletePropertyDialogProps>(DeleteInner, 'DeletePropertyDialog', '2.5rem');
export const Properties = withTexts<PropertiesProps>(PropertiesInner, 'Properties', '20rem');
export const PropertyCard = withTexts<PropertyCardProps>(CardInner, 'PropertyCard', '6rem');
export const PropertyForm = withTexts<PropertyFormProps>(FormInner, 'PropertyForm', '24rem');
export const PropertyFormView = withTexts<PropertyFormViewProps>(FormViewInner, 'PropertyFormView', '24rem');
export const PropertyPicker = withTexts<PropertyPickerProps>(PickerInner, 'PropertyPicker', '9rem');
