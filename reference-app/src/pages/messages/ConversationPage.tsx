import '@propre/widgets/chat/styles.css';
import { AdminChannel, Conversation } from '@propre/widgets/chat';
import { Link, useParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import './messages.css';

/** /messages/{bookingId}: the chat of one booking; /messages/admin: the team's messages. */
export function ConversationPage() {
  const { t } = useAppTranslation('header');
  const { bookingId = '' } = useParams();
  useDocumentTitle(t('account.messages'));
  const back = (
    <Link to="/messages" className="app-messages-back">
      <span aria-hidden="true">←</span> {t('account.messages')}
    </Link>
  );
  return (
    <div className="app-page app-messages">
      <h1 className="propre-visually-hidden">{t('account.messages')}</h1>
      {bookingId === 'admin' ? <AdminChannel back={back} /> : <Conversation key={bookingId} bookingId={bookingId} back={back} />}
    </div>
  );
}
