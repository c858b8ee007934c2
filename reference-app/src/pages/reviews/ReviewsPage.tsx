import { ReviewList } from '@propre/widgets/reviews';
import { buttonClassName } from '@propre/widgets/ui';
import { Link } from 'react-router';
import { useShell } from '../../shell/shell-context.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';
import { useWidgetTexts } from '../cleaners/use-widget-texts.ts';
import './reviews-page.css';

/**
 * /reviews (public): a signed-in client's or cleaner's own reviews (reviews.listMine). The API has
 * no public list of recent reviews (only each cleaner's, on their profile), so a visitor gets what
 * reviews are here, the way to the cleaners' profiles, and sign-in.
 */
export function ReviewsPage() {
  const { t, ready } = useWidgetTexts('reviews');
  const { user } = useShell();
  useDocumentTitle(ready ? t('page.title') : null);
  const role = user?.role === 'client' || user?.role === 'cleaner' ? user.role : null;
  return (
    <div className="app-page app-reviews-page">
      <header className="app-page-header">
        <h1 className="app-page-title">{ready ? t(role ? 'list.heading' : 'page.title') : null}</h1>
        {role ? <p className="app-page-lead">{t(role === 'client' ? 'page.leadClient' : 'page.leadCleaner')}</p> : null}
      </header>
      {role ? (
        <ReviewList
          viewerRole={role}
          emptyAction={
            role === 'client' ? (
              <Link to="/bookings" className={buttonClassName({ variant: 'secondary' })}>
                {t('page.bookings')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <section className="app-reviews-visitor" aria-labelledby="reviews-visitor-title">
          <h2 id="reviews-visitor-title" className="app-reviews-visitor-title">
            {t('page.visitorTitle')}
          </h2>
          <p>{t('page.visitorBody')}</p>
          {user?.role === 'admin' ? <p>{t('page.admin')}</p> : <p>{t('page.visitorSignIn')}</p>}
          <div className="app-actions">
            <Link to="/cleaners" className={buttonClassName({ variant: 'primary' })}>
              {t('page.findCleaner')}
            </Link>
            {user ? null : (
              <Link to="/login" className={buttonClassName({ variant: 'secondary' })}>
                {t('page.signIn')}
              </Link>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
