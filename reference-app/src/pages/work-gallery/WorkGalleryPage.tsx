import '@propre/widgets/job/styles.css';
import '@propre/widgets/work-gallery/styles.css';
import { WorkGallery } from '@propre/widgets/work-gallery';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';

/**
 * /profile/gallery (cleaners only; the guard sends others to /): the cleaner's work gallery,
 * the photos their public profile shows (issue 35), under the page's own title.
 */
export function WorkGalleryPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('workGallery.title'));
  return (
    <div className="app-page">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('workGallery.title')}</h1>
        <p className="app-page-lead">{t('workGallery.lead')}</p>
      </header>
      <WorkGallery title={null} headingLevel={2} />
    </div>
  );
}
