import { buttonClassName } from '@propre/widgets/ui';
import { Link } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';

/** Spec §2: unknown paths show a not-found page ("404 page introuvable"). */
export function NotFoundPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="app-page app-not-found">
      <h1 className="app-page-title">{t('notFound.title')}</h1>
      <p className="app-page-lead">{t('notFound.body')}</p>
      <div className="app-actions">
        <Link to="/" className={buttonClassName({ variant: 'primary' })}>
          {t('notFound.home')}
        </Link>
        <Link to="/cleaners" className={buttonClassName({ variant: 'secondary' })}>
          {t('notFound.search')}
        </Link>
      </div>
    </div>
  );
}
