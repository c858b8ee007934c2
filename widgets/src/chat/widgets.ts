import { createElement } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { AdminChannelProps } from './AdminChannel.tsx';
import type { AdminChannelViewProps } from './AdminChannelView.tsx';
import type { ConversationProps } from './Conversation.tsx';
import type { ConversationListProps } from './ConversationList.tsx';
import type { ConversationListViewProps } from './ConversationListView.tsx';
import type { ConversationViewProps } from './ConversationView.tsx';
import { chatTexts } from './texts.ts';

/*
 * The chat's screens load when first shown: a page that only needs the live connection and the
 * unread badge (every page's header) does not download the list, the chat and their texts.
 */
const lines = () => createElement(Skeleton, { shape: 'text', lines: 3 });

/** The chat of one booking (spec §2 /messages/{bookingId}); needs a `<MessagingProvider>` above. */
export const Conversation = defineWidget<ConversationProps>({
  name: 'Conversation',
  texts: chatTexts,
  load: () => import('./Conversation.tsx').then((module) => module.Conversation),
  skeleton: lines,
});

/** The chat of one booking from props only: your data, your sending. */
export const ConversationView = defineWidget<ConversationViewProps>({
  name: 'ConversationView',
  texts: chatTexts,
  load: () => import('./ConversationView.tsx').then((module) => module.ConversationView),
  skeleton: lines,
});

/** The person's conversations (spec §2 /messages); needs a `<MessagingProvider>` above. */
export const ConversationList = defineWidget<ConversationListProps>({
  name: 'ConversationList',
  texts: chatTexts,
  load: () => import('./ConversationList.tsx').then((module) => module.ConversationList),
  skeleton: lines,
});

/** The conversation list from props only. */
export const ConversationListView = defineWidget<ConversationListViewProps>({
  name: 'ConversationListView',
  texts: chatTexts,
  load: () => import('./ConversationListView.tsx').then((module) => module.ConversationListView),
  skeleton: lines,
});

/** The team's messages to the person; needs a `<MessagingProvider>` above. */
export const AdminChannel = defineWidget<AdminChannelProps>({
  name: 'AdminChannel',
  texts: chatTexts,
  load: () => import('./AdminChannel.tsx').then((module) => module.AdminChannel),
  skeleton: lines,
});

/** The team's messages from props only. */
export const AdminChannelView = defineWidget<AdminChannelViewProps>({
  name: 'AdminChannelView',
  texts: chatTexts,
  load: () => import('./AdminChannelView.tsx').then((module) => module.AdminChannelView),
  skeleton: lines,
});
