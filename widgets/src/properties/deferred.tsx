import { type ComponentType, lazy } from 'react';
import { withTexts } from '../i18n/with-texts.tsx';
import type { AddressFieldProps } from './AddressField.tsx';
import type { DeletePropertyDialogProps } from './DeletePropertyDialog.tsx';
import type { PropertiesProps } from './Properties.tsx';
import type { PropertyCardProps } from './PropertyCard.tsx';
import type { PropertyFormProps } from './PropertyForm.tsx';
import type { PropertyFormViewProps } from './PropertyFormView.tsx';
import type { PropertyPickerProps } from './PropertyPicker.tsx';

/**
 * What the entry exports, as in the bookings entry: each widget's code loads when it is first
 * shown, behind a Suspense boundary with a skeleton of about its height. A page that lists the
 * properties does not load the address search until the form opens, and a partner embedding only
 * the picker does not load the list. The texts stay in the entry (`propertiesNs`, which hosts
 * register up front).
 */
const PropertiesInner = lazy(() => import('./Properties.tsx').then((module) => ({ default: module.Properties })));
const CardInner = lazy(() => import('./PropertyCard.tsx').then((module) => ({ default: module.PropertyCard })));
const FormInner = lazy(() => import('./PropertyForm.tsx').then((module) => ({ default: module.PropertyForm })));
const FormViewInner = lazy(() => import('./PropertyFormView.tsx').then((module) => ({ default: module.PropertyFormView })));
const PickerInner = lazy(() => import('./PropertyPicker.tsx').then((module) => ({ default: module.PropertyPicker })));
const AddressInner = lazy(() => import('./AddressField.tsx').then((module) => ({ default: module.AddressField })));
const DeleteInner = lazy(() => import('./DeletePropertyDialog.tsx').then((module) => ({ default: module.DeletePropertyDialog })));

export const Properties: ComponentType<PropertiesProps> = withTexts(PropertiesInner, 'Properties', '20rem');
export const PropertyCard: ComponentType<PropertyCardProps> = withTexts(CardInner, 'PropertyCard', '6rem');
export const PropertyForm: ComponentType<PropertyFormProps> = withTexts(FormInner, 'PropertyForm', '32rem');
export const PropertyFormView: ComponentType<PropertyFormViewProps> = withTexts(FormViewInner, 'PropertyFormView', '32rem');
export const PropertyPicker: ComponentType<PropertyPickerProps> = withTexts(PickerInner, 'PropertyPicker', '6rem');
export const AddressField: ComponentType<AddressFieldProps> = withTexts(AddressInner, 'AddressField', '3.5rem');
export const DeletePropertyDialog: ComponentType<DeletePropertyDialogProps> = withTexts(
  DeleteInner,
  'DeletePropertyDialog',
  '2.5rem',
);
