import '@propre/widgets/content/styles.css';
import { ContactForm } from '@propre/widgets/content';
import { Link } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useShell } from '../../shell/shell-context.ts';
import { PublicPage } from './PublicPage.tsx';

/** /contact: the form to support (growth.sendContactMessage), prefilled for a signed-in person. */
export function ContactPage() {
  const { t } = useAppTranslation('public');
  const { user } = useShell();
  return (
    <PublicPage page="contact">
      <p className="app-public-note">
        <Link to="/faq" className="app-text-link">
          {t('contact.faqFirst')}
        </Link>
      </p>
      <ContactForm headingLevel={2} {...(user ? { defaultValues: { name: user.name } } : {})} />
    </PublicPage>
  );
}

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
ContactPage.widgets = [ContactForm];
