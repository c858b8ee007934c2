import { type ComponentType, lazy, Suspense } from 'react';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { AdminChannelProps } from './AdminChannel.tsx';
import type { ConversationProps } from './Conversation.tsx';
import type { ConversationListProps } from './ConversationList.tsx';

/**
 * The chat's screens load when first shown: a page that only needs the live connection and the
 * unread badge (every page's header) does not download the conversation list, the chat and their
 * texts. The placeholder is shaped like the content and says it is loading.
 */
function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>, part: string) {
  const Loaded = lazy(async () => ({ default: await load() }));
  function Deferred(props: Props) {
    return (
      <Suspense
        fallback={
          <div className="propre-chat-pending" data-part={part} data-state="loading" aria-busy="true">
            <Skeleton shape="text" lines={3} />
          </div>
        }
      >
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

/** The chat of one booking (spec §2 /messages/{bookingId}); see `Conversation.tsx`. */
export const Conversation = deferred<ConversationProps>(
  async () => (await import('./Conversation.tsx')).Conversation,
  'conversation',
);

/** The person's conversations (spec §2 /messages); see `ConversationList.tsx`. */
export const ConversationList = deferred<ConversationListProps>(
  async () => (await import('./ConversationList.tsx')).ConversationList,
  'conversation-list',
);

/** The team's messages to the person; see `AdminChannel.tsx`. */
export const AdminChannel = deferred<AdminChannelProps>(
  async () => (await import('./AdminChannel.tsx')).AdminChannel,
  'admin-channel',
);
