import '@propre/widgets/reviews/styles.css';
import { ReceivedReviews, ReviewList } from '@propre/widgets/reviews';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { useShell } from '../../shell/shell-context.ts';
import { useDocumentTitle } from '../../shell/use-document-title.ts';

/**
 * /profile/reviews (signed in; spec §2): for a cleaner, the averages per category and the
 * reviews about them, each answerable once; a client sees the reviews they wrote.
 */
export function ProfileReviewsPage() {
  const { t } = useAppTranslation('pages');
  const { user } = useShell();
  const cleaner = user?.role === 'cleaner';
  useDocumentTitle(t('reviews.mine'));
  return (
    <div className="app-page">
      <header className="app-page-header">
        <h1 className="app-page-title">{t('reviews.mine')}</h1>
        <p className="app-page-lead">{t(cleaner ? 'reviews.leadCleaner' : 'reviews.leadClient')}</p>
      </header>
      {cleaner ? <ReceivedReviews headingLevel={2} /> : <ReviewList viewerRole="client" />}
    </div>
  );
}
