import { useWidgetTranslation } from '@propre/widgets';
import { Properties, propertiesNs } from '@propre/widgets/properties';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import './properties.css';

/**
 * /properties (clients only; the guard sends others to /): the properties widget under the
 * page's own title. The widget's heading level follows the page's h1.
 */
export function PropertiesPage() {
  const { t } = useWidgetTranslation(propertiesNs);
  useDocumentTitle(t('title'));
  return (
    <div className="app-page app-page--wide app-properties">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('title')}</h1>
        <p className="app-page-lead">{t('lead')}</p>
      </header>
      <Properties title={null} headingLevel={2} />
    </div>
  );
}
