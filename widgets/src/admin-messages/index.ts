/* @propre/widgets/admin-messages: styles of its widgets, in the propre layer (styles/index.css). */
import './admin-messages.css';

/** @propre/widgets/admin-messages: the administrators' messages to users (issue 26). */
export { AdminCompose, type AdminComposeProps, type AdminTarget } from './AdminCompose.tsx';
export { AdminMessages, type AdminMessagesProps } from './AdminMessages.tsx';
export { type Recipient, RecipientPicker, type RecipientPickerProps } from './RecipientPicker.tsx';
