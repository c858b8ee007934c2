import '@propre/widgets/chat/styles.css';
import { ConversationList } from '@propre/widgets/chat';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { chatLink } from './chat-link.tsx';
import './messages.css';

/** /messages: one conversation per confirmed booking and the team's channel (spec §2). */
export function MessagesPage() {
  const { t } = useAppTranslation('header');
  useDocumentTitle(t('account.messages'));
  return (
    <div className="app-page app-messages">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('account.messages')}</h1>
      </header>
      <ConversationList
        conversationHref={(bookingId) => `/messages/${bookingId}`}
        adminChannelHref="/messages/admin"
        bookingsHref="/bookings"
        renderLink={chatLink}
      />
    </div>
  );
}
