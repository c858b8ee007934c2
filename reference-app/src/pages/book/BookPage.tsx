import { type BookingDraft, BookingWidget } from '@propre/widgets/booking';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
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
        onSuccess={() => sessionStorage.removeItem(storageKey(cleanerSlug))}
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
