import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { propertiesTexts } from './texts.ts';

const block = (height: string) => skeletonOf({ height });
const widget = entryWidgets(propertiesTexts);

/*
 * Each widget's code loads when it is first shown: a page that lists the properties does not load
 * the address search until the form opens, and a partner embedding only the picker does not load
 * the list. The skeleton is about the widget's height.
 */

/** The client's properties (spec §2 /properties): cards with add, edit and delete. */
export const Properties = widget('Properties', () => import('./Properties.tsx'), block('20rem'));

/** One property: its name, type, address and size. */
export const PropertyCard = widget('PropertyCard', () => import('./PropertyCard.tsx'), block('6rem'));

/** Adds (no `property`) or edits one property. */
export const PropertyForm = widget('PropertyForm', () => import('./PropertyForm.tsx'), block('32rem'));

/** The property form from props only: your values, your save. */
export const PropertyFormView = widget('PropertyFormView', () => import('./PropertyFormView.tsx'), block('32rem'));

/** Choose one of my properties, or add one inline (the booking's property step). */
export const PropertyPicker = widget('PropertyPicker', () => import('./PropertyPicker.tsx'), block('6rem'));

/** The address combobox on the API's suggestions. */
export const AddressField = widget('AddressField', () => import('./AddressField.tsx'), block('3.5rem'));

/** Asks before deleting a property, and says why the API refused. */
export const DeletePropertyDialog = widget('DeletePropertyDialog', () => import('./DeletePropertyDialog.tsx'), block('2.5rem'));
