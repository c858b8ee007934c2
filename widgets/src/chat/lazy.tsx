import { lazy, type ReactNode, Suspense } from 'react';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { AdminChannelProps } from './AdminChannel.tsx';
import type { ConversationProps } from './Conversation.tsx';
import type { ConversationListProps } from './ConversationList.tsx';

/*
 * The chat's screens load when first shown: a page that only needs the live connection and the
 * unread badge (every page's header) does not download the conversation list, the chat and their
 * texts. The placeholder is shaped like the content and says it is loading.
 */
const LoadedConversation = lazy(async () => ({ default: (await import('./Conversation.tsx')).Conversation }));
const LoadedConversationList = lazy(async () => ({ default: (await import('./ConversationList.tsx')).ConversationList }));
const LoadedAdminChannel = lazy(async () => ({ default: (await import('./AdminChannel.tsx')).AdminChannel }));

function Pending({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="propre-chat-pending" data-part={part} data-state="loading" aria-busy="true">
          <Skeleton shape="text" lines={3} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/** The chat of one booking (spec §2 /messages/{bookingId}); see `Conversation.tsx`. */
export function Conversation(props: ConversationProps) {
  return (
    <Pending part="conversation">
      <LoadedConversation {...props} />
    </Pending>
  );
}

/** The person's conversations (spec §2 /messages); see `ConversationList.tsx`. */
export function ConversationList(props: ConversationListProps) {
  return (
    <Pending part="conversation-list">
      <LoadedConversationList {...props} />
    </Pending>
  );
}

/** The team's messages to the person; see `AdminChannel.tsx`. */
export function AdminChannel(props: AdminChannelProps) {
  return (
    <Pending part="admin-channel">
      <LoadedAdminChannel {...props} />
    </Pending>
  );
}
