import { entryWidgets } from '../ui/define-widget.tsx';
import { skeletonOf } from '../ui/Skeleton.tsx';
import { chatTexts } from './texts.ts';

const widget = entryWidgets(chatTexts);

/*
 * The chat's screens load when first shown: a page that only needs the live connection and the
 * unread badge (every page's header) does not download the list, the chat and their texts.
 */
const lines = skeletonOf({ shape: 'text', lines: 3 });

/** The chat of one booking (spec §2 /messages/{bookingId}); needs a `<MessagingProvider>` above. */
export const Conversation = widget('Conversation', () => import('./Conversation.tsx'), lines);

/** The chat of one booking from props only: your data, your sending. */
export const ConversationView = widget('ConversationView', () => import('./ConversationView.tsx'), lines);

/** The person's conversations (spec §2 /messages); needs a `<MessagingProvider>` above. */
export const ConversationList = widget('ConversationList', () => import('./ConversationList.tsx'), lines);

/** The conversation list from props only. */
export const ConversationListView = widget('ConversationListView', () => import('./ConversationListView.tsx'), lines);

/** The team's messages to the person; needs a `<MessagingProvider>` above. */
export const AdminChannel = widget('AdminChannel', () => import('./AdminChannel.tsx'), lines);

/** The team's messages from props only. */
export const AdminChannelView = widget('AdminChannelView', () => import('./AdminChannelView.tsx'), lines);
