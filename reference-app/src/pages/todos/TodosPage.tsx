import '@propre/widgets/todos/styles.css';
import { Todos } from '@propre/widgets/todos';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';

/**
 * /profile/todos (cleaners only; the guard sends others to /): the cleaner's to-do list (spec §3
 * Todo) under the page's own title. Spec §2 names no route for it: it sits under /profile.
 */
export function TodosPage() {
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('todos.title'));
  return (
    <div className="app-page">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('todos.title')}</h1>
        <p className="app-page-lead">{t('todos.lead')}</p>
      </header>
      <Todos title={null} headingLevel={2} />
    </div>
  );
}
