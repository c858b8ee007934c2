import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { cleanerProfileTexts } from './texts.ts';

/** Said to screen readers while the profile loads. */
function LoadingLabel() {
  const { t } = useEntryTranslation(cleanerProfileTexts);
  return (
    <p className="propre-visually-hidden" role="status">
      {t('loading')}
    </p>
  );
}

/** The profile's shape (without its label, words-free, it is the widget's skeleton too) while it loads: header, figures, two columns of sections. */
export function ProfileSkeleton({ label = true }: { label?: boolean }) {
  return (
    <>
      {label ? <LoadingLabel /> : null}
      <div className="propre-cleaner-profile__header" aria-hidden="true" data-part="skeleton">
        <Skeleton shape="circle" className="propre-cleaner-profile__photo" />
        <div className="propre-cleaner-profile__who">
          <Skeleton shape="text" width="60%" height="2rem" />
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="text" width="50%" />
        </div>
        <div className="propre-cleaner-profile__actions">
          <Skeleton shape="rect" width="12rem" height="3rem" />
        </div>
      </div>
      <div className="propre-cleaner-profile__facts" aria-hidden="true">
        {[1, 2, 3, 4].map((n) => (
          <div key={n} className="propre-cleaner-profile__fact">
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="text" width="40%" height="1.5rem" />
          </div>
        ))}
      </div>
      <div className="propre-cleaner-profile__layout" aria-hidden="true">
        <div className="propre-cleaner-profile__main">
          <div className="propre-cleaner-profile__section">
            <Skeleton shape="text" width="30%" height="1.5rem" />
            <Skeleton shape="text" lines={3} />
          </div>
          <div className="propre-cleaner-profile__section">
            <Skeleton shape="text" width="30%" height="1.5rem" />
            <Skeleton shape="rect" width="100%" height="8rem" />
          </div>
        </div>
        <div className="propre-cleaner-profile__aside">
          <div className="propre-cleaner-profile__section">
            <Skeleton shape="text" width="40%" height="1.5rem" />
            <Skeleton shape="text" lines={2} />
          </div>
        </div>
      </div>
    </>
  );
}
