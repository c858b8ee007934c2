import { usePartClass } from '../context/hooks.ts';
import { cx } from '../theme/appearance.ts';
import { Skeleton } from '../ui/Skeleton.tsx';

/** A card-shaped placeholder while results load: same size as a result, so nothing jumps. */
export function CleanerCardSkeleton({ className }: { className?: string }) {
  const rootClass = usePartClass('card-skeleton', cx('propre-cleaner-card', 'propre-cleaner-card--skeleton', className));
  return (
    <div className={rootClass} data-part="card-skeleton" aria-hidden="true">
      <div className="propre-cleaner-card__head">
        <Skeleton shape="circle" className="propre-cleaner-card__photo" />
        <div className="propre-cleaner-card__who">
          <Skeleton shape="text" width="70%" />
          <Skeleton shape="text" width="50%" />
          <Skeleton shape="text" width="40%" />
        </div>
        <Skeleton shape="rect" className="propre-cleaner-card__match" />
      </div>
      <Skeleton shape="text" lines={2} width="100%" />
      <div className="propre-cleaner-card__scores">
        <Skeleton shape="text" width="100%" />
        <Skeleton shape="text" width="100%" />
        <Skeleton shape="text" width="100%" />
        <Skeleton shape="text" width="100%" />
      </div>
      <div className="propre-cleaner-card__foot">
        <Skeleton shape="text" width="8em" />
        <Skeleton shape="rect" width="7em" height="var(--propre-control-height)" />
      </div>
    </div>
  );
}
