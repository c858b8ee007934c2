import { Skeleton } from '../ui/Skeleton.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';

/** The shape of the onboarding while its progress loads: three steps, a title, a form. */
export function OnboardingSkeleton({ label }: { label: string }) {
  return (
    <div className="propre-onboarding-skeleton" data-part="skeleton" role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div className="propre-onboarding-skeleton__steps" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="propre-onboarding-skeleton__step">
            <Skeleton shape="circle" width="2.25rem" height="2.25rem" />
            <Skeleton shape="text" width="60%" />
          </div>
        ))}
      </div>
      <div className="propre-onboarding-panel" aria-hidden="true">
        <Skeleton shape="text" width="40%" height="1.75rem" />
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="rect" height="8rem" />
        <Skeleton shape="rect" height="8rem" />
      </div>
    </div>
  );
}
