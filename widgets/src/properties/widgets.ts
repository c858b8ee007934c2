import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { AddressFieldProps } from './AddressField.tsx';
import type { DeletePropertyDialogProps } from './DeletePropertyDialog.tsx';
import type { PropertiesProps } from './Properties.tsx';
import type { PropertyCardProps } from './PropertyCard.tsx';
import type { PropertyFormProps } from './PropertyForm.tsx';
import type { PropertyFormViewProps } from './PropertyFormView.tsx';
import type { PropertyPickerProps } from './PropertyPicker.tsx';
import { propertiesTexts } from './texts.ts';

/*
 * Each widget's code loads when it is first shown: a page that lists the properties does not load
 * the address search until the form opens, and a partner embedding only the picker does not load
 * the list. The skeleton is about the widget's height.
 */
const block = (height: string) => () => createElement(Skeleton, { shape: 'rect', height });

/** The client's properties (spec §2 /properties): cards with add, edit and delete. */
export const Properties = defineWidget<PropertiesProps>({
  name: 'Properties',
  texts: propertiesTexts,
  load: () => import('./Properties.tsx').then((module) => module.Properties),
  skeleton: block('20rem'),
});

/** One property: its name, type, address and size. */
export const PropertyCard = defineWidget<PropertyCardProps>({
  name: 'PropertyCard',
  texts: propertiesTexts,
  load: () => import('./PropertyCard.tsx').then((module) => module.PropertyCard),
  skeleton: block('6rem'),
});

/** Adds (no `property`) or edits one property. */
export const PropertyForm = defineWidget<PropertyFormProps>({
  name: 'PropertyForm',
  texts: propertiesTexts,
  load: () => import('./PropertyForm.tsx').then((module) => module.PropertyForm),
  skeleton: block('32rem'),
});

/** The property form from props only: your values, your save. */
export const PropertyFormView = defineWidget<PropertyFormViewProps>({
  name: 'PropertyFormView',
  texts: propertiesTexts,
  load: () => import('./PropertyFormView.tsx').then((module) => module.PropertyFormView),
  skeleton: block('32rem'),
});

/** Choose one of my properties, or add one inline (the booking's property step). */
export const PropertyPicker = defineWidget<PropertyPickerProps>({
  name: 'PropertyPicker',
  texts: propertiesTexts,
  load: () => import('./PropertyPicker.tsx').then((module) => module.PropertyPicker),
  skeleton: block('6rem'),
});

/** The address combobox on the API's suggestions. */
export const AddressField = defineWidget<AddressFieldProps>({
  name: 'AddressField',
  texts: propertiesTexts,
  load: () => import('./AddressField.tsx').then((module) => module.AddressField),
  skeleton: block('3.5rem'),
});

/** Asks before deleting a property, and says why the API refused. */
export const DeletePropertyDialog = defineWidget<DeletePropertyDialogProps>({
  name: 'DeletePropertyDialog',
  texts: propertiesTexts,
  load: () => import('./DeletePropertyDialog.tsx').then((module) => module.DeletePropertyDialog),
  skeleton: block('2.5rem'),
});
