/* @propre/widgets/chat: styles of its widgets, in the propre layer (styles/index.css). */
import './chat.css';

/** @propre/widgets/chat: live conversations and the unread badge (issue 26). */
export { AdminChannel, type AdminChannelProps } from './AdminChannel.tsx';
export { Composer, type ComposerError, type ComposerProps, draftError, maxMessageLength } from './Composer.tsx';
export { ConnectionStatusView, type ConnectionStatusViewProps } from './ConnectionStatus.tsx';
export { Conversation, type ConversationProps } from './Conversation.tsx';
export { ConversationList, type ConversationListProps } from './ConversationList.tsx';
export {
  type AdminChannelSummary,
  type ChatLinkProps,
  ConversationListView,
  type ConversationListViewProps,
  filterConversations,
} from './ConversationListView.tsx';
export { type ConversationCounterpartView, ConversationView, type ConversationViewProps } from './ConversationView.tsx';
export { containsPhoneNumber } from './format.ts';
export { type ChatMessage, type ChatMessageState, MessageBubble, type MessageBubbleProps } from './MessageBubble.tsx';
export { MessagingProvider, type MessagingProviderProps } from './MessagingProvider.tsx';
export {
  type ConnectionInfo,
  type ConnectionStatus,
  type MessagingContextValue,
  type Presence,
  useMessaging,
  useMessagingConnection,
  useUnreadCount,
} from './messaging-context.ts';
export type { OutboxItem, OutboxState } from './outbox.ts';
