import { usePart } from '../ui/part.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { AccountPart } from './parts.ts';

/** Section cards while the data loads: a title, a lead, two fields and a button each (no text of its own but `label`). */
export function SectionsSkeleton({ label, count = 2 }: { label?: string; count?: number }) {
  const part = usePart<AccountPart>('account');
  return (
    <div {...part('settingsLoading')} aria-busy="true">
      {label && (
        <p role="status" className="propre-visually-hidden">
          {label}
        </p>
      )}
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} {...part('sectionSkeleton', { className: 'propre-stack propre-panel' })} aria-hidden="true">
          <Skeleton shape="text" width="40%" height="1.5rem" />
          <Skeleton shape="text" lines={2} />
          <Skeleton width="100%" height="2.75rem" />
          <Skeleton width="100%" height="2.75rem" />
          <Skeleton width="8rem" height="2.75rem" />
        </div>
      ))}
    </div>
  );
}
