/* @propre/widgets/admin-messages: styles of its widgets, in the propre layer (styles/index.css). */
import './admin-messages.css';

/** @propre/widgets/admin-messages: the administrators' messages to users (issue 26). */
export type { AdminComposeProps, AdminTarget } from './AdminCompose.tsx';
export type { AdminMessagesProps } from './AdminMessages.tsx';
export type { AdminMessageStats, AdminMessagesViewProps, SentAdminMessage } from './AdminMessagesView.tsx';
export { type AdminMessagesPart, adminMessagesParts } from './parts.ts';
export type { Recipient, RecipientPickerProps } from './RecipientPicker.tsx';
export * from './widgets.ts';
