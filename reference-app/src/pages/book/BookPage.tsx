import '@propre/widgets/login/styles.css';
import '@propre/widgets/auth/styles.css';
import '@propre/widgets/properties/styles.css';
import '@propre/widgets/booking/styles.css';
import { type BookingDraft, BookingWidget } from '@propre/widgets/booking';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useConsent } from '../../consent/consent-context.ts';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { bookFrame } from './book-frame.ts';
import './book.css';

/** The choices survive a reload or a detour (adding a property) for this tab only. */
const storageKey = (slug: string) => `propre.book.${slug}`;

function readDraft(slug: string): Partial<BookingDraft> | undefined {
  try {
    const stored = sessionStorage.getItem(storageKey(slug));
    return stored ? (JSON.parse(stored) as Partial<BookingDraft>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /book/{cleanerSlug}: the booking widget, open to visitors too (docs/adr/0007): a visitor
 * chooses the time, then signs in or registers inside the widget and goes on with every choice
 * kept (the draft also survives a reload in this tab).
 */
export function BookPage() {
  const { cleanerSlug = '' } = useParams();
  const { t } = useAppTranslation('pages');
  useDocumentTitle(t('book.title'));
  const [defaultDraft] = useState(() => readDraft(cleanerSlug));
  const { track } = useConsent();
  return (
    <div className="app-page app-book">
      <BookingWidget
        appearance={bookFrame}
        cleanerSlug={cleanerSlug}
        headingLevel={1}
        defaultDraft={defaultDraft}
        onDraftChange={(draft) => {
          try {
            sessionStorage.setItem(storageKey(cleanerSlug), JSON.stringify(draft));
          } catch {
            // Private browsing without storage: the choices simply live as long as the page.
          }
        }}
        onSuccess={() => {
          sessionStorage.removeItem(storageKey(cleanerSlug));
          // Counted only with the visitor's consent; no amount or identity, just that it happened.
          track('booking.created');
        }}
        bookingHref={(id) => `/bookings/${id}`}
        forgotPasswordHref="/forgot-password"
        termsHref="/terms"
        renderLink={({ href, children, ...rest }) => (
          <Link to={href} {...rest}>
            {children}
          </Link>
        )}
      />
    </div>
  );
}

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
BookPage.widgets = [BookingWidget];
// A draft kept in this tab (back from signing in, a reload) shows choices the server never saw.
BookPage.drawnAsOnServer = ({ cleanerSlug = '' }: Readonly<Record<string, string | undefined>>) =>
  readDraft(cleanerSlug) === undefined;
