import { Skeleton } from '../ui/Skeleton.tsx';

/** Section cards while the data loads: a title, a lead, two fields and a button each. */
export function SectionsSkeleton({ label, count = 2 }: { label: string; count?: number }) {
  return (
    <div className="propre-settings" data-part="settings-loading" aria-busy="true">
      <p role="status" className="propre-visually-hidden">
        {label}
      </p>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="propre-settings-section" aria-hidden="true">
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
