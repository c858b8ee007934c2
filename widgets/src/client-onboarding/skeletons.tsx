import { usePart } from '../ui/part.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { ClientOnboardingPart } from './parts.ts';

/** A screen's shape while the progress (or the widget) loads: a heading, a lead, a button. */
export function PanelSkeleton() {
  const part = usePart<ClientOnboardingPart>('client-onboarding');
  return (
    <div {...part('panel')} aria-busy="true">
      <Skeleton shape="text" width="60%" height="2rem" />
      <Skeleton shape="text" lines={3} />
      <Skeleton width="10rem" height="2.75rem" />
    </div>
  );
}

/** The widget's shape while its code and texts load: no words of its own. */
export function OnboardingSkeleton() {
  const part = usePart<ClientOnboardingPart>('client-onboarding');
  return (
    <section {...part('root', { className: 'propre-stack', state: 'loading' })}>
      <PanelSkeleton />
    </section>
  );
}
