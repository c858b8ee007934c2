import { usePart } from '../ui/part.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { CleanerSearchPart } from './parts.ts';

/** A card-shaped placeholder while results load: same size as a result, so nothing jumps. */
export function CleanerCardSkeleton({ className }: { className?: string }) {
  const part = usePart<CleanerSearchPart>('cleaner-search');
  return (
    <div {...part('cardSkeleton', { className })} aria-hidden="true">
      <div {...part('cardHead', { className: 'propre-row' })}>
        <Skeleton shape="circle" className={part('cardPhoto').className} />
        <div {...part('cardWho', { className: 'propre-stack' })}>
          <Skeleton shape="text" width="70%" />
          <Skeleton shape="text" width="50%" />
          <Skeleton shape="text" width="40%" />
        </div>
        <Skeleton shape="rect" className={part('cardMatch').className} />
      </div>
      <Skeleton shape="text" lines={2} width="100%" />
      <div {...part('cardScores')}>
        <Skeleton shape="text" width="100%" />
        <Skeleton shape="text" width="100%" />
        <Skeleton shape="text" width="100%" />
        <Skeleton shape="text" width="100%" />
      </div>
      <div {...part('cardFoot', { className: 'propre-row' })}>
        <Skeleton shape="text" width="8em" />
        <Skeleton shape="rect" width="7em" height="var(--propre-control-height)" />
      </div>
    </div>
  );
}
