import '@propre/widgets/properties/styles.css';
import { Properties } from '@propre/widgets/properties';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import './properties.css';

/**
 * /properties (clients only; the guard sends others to /): the properties widget under the
 * page's own title. The widget's heading level follows the page's h1.
 */
export function PropertiesPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('properties.title'));
  return (
    <div className="app-page app-page--wide app-properties">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('properties.title')}</h1>
        <p className="app-page-lead">{t('properties.lead')}</p>
      </header>
      <Properties title={null} headingLevel={2} />
    </div>
  );
}
