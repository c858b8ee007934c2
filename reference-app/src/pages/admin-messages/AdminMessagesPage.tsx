import '@propre/widgets/chat/styles.css';
import '@propre/widgets/admin-messages/styles.css';
import { AdminMessages } from '@propre/widgets/admin-messages';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';

/** /admin/messages: write to a user or a segment, the figures, the history (spec §2, admin only). */
export function AdminMessagesPage() {
  const { t } = useAppTranslation('header');
  useDocumentTitle(t('account.messages'));
  return (
    <div className="app-page app-page--wide">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('account.messages')}</h1>
      </header>
      <AdminMessages />
    </div>
  );
}
