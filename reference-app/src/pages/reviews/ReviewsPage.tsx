import '@propre/widgets/reviews/styles.css';
import { ReviewList } from '@propre/widgets/reviews';
import { buttonClassName } from '@propre/widgets/ui';
import { Link } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useShell } from '../../shell/shell-context.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import './reviews-page.css';

/**
 * /reviews (public): a signed-in client's or cleaner's own reviews (reviews.listMine). The API has
 * no public list of recent reviews (only each cleaner's, on their profile), so a visitor gets what
 * reviews are here, the way to the cleaners' profiles, and sign-in.
 */
export function ReviewsPage() {
  const { t } = useAppTranslation('pages');
  const { user } = useShell();
  useDocumentTitle(t('reviews.title'));
  const role = user?.role === 'client' || user?.role === 'cleaner' ? user.role : null;
  return (
    <div className="app-page app-reviews-page">
      <header className="app-page-header">
        <h1 className="app-page-title">{t(role ? 'reviews.mine' : 'reviews.title')}</h1>
        {role ? <p className="app-page-lead">{t(role === 'client' ? 'reviews.leadClient' : 'reviews.leadCleaner')}</p> : null}
      </header>
      {role ? (
        <ReviewList
          viewerRole={role}
          emptyAction={
            role === 'client' ? (
              <Link to="/bookings" className={buttonClassName({ variant: 'secondary' })}>
                {t('reviews.bookings')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <section className="app-reviews-visitor" aria-labelledby="reviews-visitor-title">
          <h2 id="reviews-visitor-title" className="app-reviews-visitor-title">
            {t('reviews.visitorTitle')}
          </h2>
          <p>{t('reviews.visitorBody')}</p>
          {user?.role === 'admin' ? <p>{t('reviews.admin')}</p> : <p>{t('reviews.visitorSignIn')}</p>}
          <div className="app-actions">
            <Link to="/cleaners" className={buttonClassName({ variant: 'primary' })}>
              {t('reviews.findCleaner')}
            </Link>
            {user ? null : (
              <Link to="/login" className={buttonClassName({ variant: 'secondary' })}>
                {t('reviews.signIn')}
              </Link>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
ReviewsPage.widgets = [ReviewList];
