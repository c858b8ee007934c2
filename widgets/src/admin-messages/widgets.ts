import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { AdminComposeProps } from './AdminCompose.tsx';
import type { AdminMessagesProps } from './AdminMessages.tsx';
import type { AdminMessagesViewProps } from './AdminMessagesView.tsx';
import type { RecipientPickerProps } from './RecipientPicker.tsx';
import { adminMessagesTexts } from './texts.ts';

const block = (height: string) => () => createElement(Skeleton, { shape: 'rect', height });

/** The administrators' messages (spec §2 /admin/messages): compose, figures, history. */
export const AdminMessages = defineWidget<AdminMessagesProps>({
  name: 'AdminMessages',
  texts: adminMessagesTexts,
  load: () => import('./AdminMessages.tsx').then((module) => module.AdminMessages),
  skeleton: block('32rem'),
});

/** The figures and the history from props only, around a compose form of your choice. */
export const AdminMessagesView = defineWidget<AdminMessagesViewProps>({
  name: 'AdminMessagesView',
  texts: adminMessagesTexts,
  load: () => import('./AdminMessagesView.tsx').then((module) => module.AdminMessagesView),
  skeleton: block('32rem'),
});

/** Writing to one person or to every client or cleaner. */
export const AdminCompose = defineWidget<AdminComposeProps>({
  name: 'AdminCompose',
  texts: adminMessagesTexts,
  load: () => import('./AdminCompose.tsx').then((module) => module.AdminCompose),
  skeleton: block('20rem'),
});

/** Finds the one person to write to. */
export const RecipientPicker = defineWidget<RecipientPickerProps>({
  name: 'RecipientPicker',
  texts: adminMessagesTexts,
  load: () => import('./RecipientPicker.tsx').then((module) => module.RecipientPicker),
  skeleton: block('5rem'),
});
