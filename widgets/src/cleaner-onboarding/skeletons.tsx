import { usePart } from '../ui/part.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import type { CleanerOnboardingPart } from './parts.ts';

/** The shape of the onboarding while its progress loads: three steps, a title, a form. */
export function OnboardingSkeleton({ label }: { label?: string }) {
  const part = usePart<CleanerOnboardingPart>('cleaner-onboarding');
  return (
    <div {...part('skeleton', { className: 'propre-stack' })} role="status">
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
      <div {...part('skeletonSteps')} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} {...part('skeletonStep', { className: 'propre-stack' })}>
            <Skeleton shape="circle" width="2.25rem" height="2.25rem" />
            <Skeleton shape="text" width="60%" />
          </div>
        ))}
      </div>
      <div {...part('stepPanel')} aria-hidden="true">
        <Skeleton shape="text" width="40%" height="1.75rem" />
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="rect" height="8rem" />
        <Skeleton shape="rect" height="8rem" />
      </div>
    </div>
  );
}

/** A step's forms while their code or the profile loads. */
export function StepSkeleton() {
  const part = usePart<CleanerOnboardingPart>('cleaner-onboarding');
  return (
    <div {...part('stepSkeleton')} aria-hidden="true">
      <Skeleton shape="rect" height="10rem" />
      <Skeleton shape="rect" height="10rem" />
    </div>
  );
}
