import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { adminMessagesTexts } from './texts.ts';

const widget = entryWidgets(adminMessagesTexts);

const page = skeletonOf({ height: '32rem' });

/** The administrators' messages (spec §2 /admin/messages): compose, figures, history. */
export const AdminMessages = widget('AdminMessages', () => import('./AdminMessages.tsx'), page);

/** The figures and the history from props only, around a compose form of your choice. */
export const AdminMessagesView = widget('AdminMessagesView', () => import('./AdminMessagesView.tsx'), page);

/** Writing to one person or to every client or cleaner. */
export const AdminCompose = widget('AdminCompose', () => import('./AdminCompose.tsx'), skeletonOf({ height: '20rem' }));

/** Finds the one person to write to. */
export const RecipientPicker = widget('RecipientPicker', () => import('./RecipientPicker.tsx'), skeletonOf({ height: '5rem' }));
