/* @propre/widgets/chat: styles of its widgets, in the propre layer (styles/index.css). */
import './chat.css';

export { containsPhoneNumber } from '@propre/sdk/rules';
/**
 * @propre/widgets/chat: live conversations and the unread badge (issue 26). The provider and the
 * hooks load with the page; the screens (list, chat, the team's channel) when first shown.
 */
export type { AdminChannelProps } from './AdminChannel.tsx';
export type { AdminChannelMessage, AdminChannelViewProps } from './AdminChannelView.tsx';
export type { ComposerError } from './Composer.tsx';
export type { ConversationProps } from './Conversation.tsx';
export type { ConversationListProps } from './ConversationList.tsx';
export type { AdminChannelSummary, ChatLinkProps, ConversationListViewProps } from './ConversationListView.tsx';
export type { ConversationCounterpartView, ConversationViewProps } from './ConversationView.tsx';
export { dateTimeLabel } from './format.ts';
export type { ChatMessage, ChatMessageState } from './MessageBubble.tsx';
export { MessagingProvider, type MessagingProviderProps } from './MessagingProvider.tsx';
export {
  type ConnectionInfo,
  type ConnectionStatus,
  type MessagingContextValue,
  type Presence,
  useMessaging,
  useMessagingConnection,
  useRealtime,
  useUnreadCount,
} from './messaging-context.ts';
export type { OutboxItem, OutboxState } from './outbox.ts';
export { type ChatPart, chatParts } from './parts.ts';
export * from './widgets.ts';
