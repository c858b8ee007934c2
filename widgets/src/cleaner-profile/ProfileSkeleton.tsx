import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { usePart } from '../ui/part.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { CleanerProfilePart } from './parts.ts';
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
  const part = usePart<CleanerProfilePart>('cleaner-profile');
  return (
    <>
      {label ? <LoadingLabel /> : null}
      <div {...part('skeleton', { className: part('header', { className: 'propre-panel' }).className })} aria-hidden="true">
        <Skeleton shape="circle" className={part('photo').className} />
        <div {...part('who', { className: 'propre-stack' })}>
          <Skeleton shape="text" width="60%" height="2rem" />
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="text" width="50%" />
        </div>
        <div {...part('actions', { className: 'propre-stack' })}>
          <Skeleton shape="rect" width="12rem" height="3rem" />
        </div>
      </div>
      <div {...part('facts')} aria-hidden="true">
        {[1, 2, 3, 4].map((n) => (
          <div key={n} {...part('fact')}>
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="text" width="40%" height="1.5rem" />
          </div>
        ))}
      </div>
      <div {...part('layout')} aria-hidden="true">
        <div {...part('main')}>
          <div {...part('section', { className: 'propre-stack propre-panel' })}>
            <Skeleton shape="text" width="30%" height="1.5rem" />
            <Skeleton shape="text" lines={3} />
          </div>
          <div {...part('section', { className: 'propre-stack propre-panel' })}>
            <Skeleton shape="text" width="30%" height="1.5rem" />
            <Skeleton shape="rect" width="100%" height="8rem" />
          </div>
        </div>
        <div {...part('aside')}>
          <div {...part('section', { className: 'propre-stack propre-panel' })}>
            <Skeleton shape="text" width="40%" height="1.5rem" />
            <Skeleton shape="text" lines={2} />
          </div>
        </div>
      </div>
    </>
  );
}
