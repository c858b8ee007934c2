import { LoadingPart, Skeletons } from '../ui/LoadingPart.tsx';
import { usePart } from '../ui/part.ts';
import type { ClientOnboardingPart } from './parts.ts';

/** A screen's shape while the progress (or the widget) loads: a heading, a lead, a button. */
export function PanelSkeleton() {
  const part = usePart<ClientOnboardingPart>('client-onboarding');
  return (
    <div {...part('panel')} aria-busy="true">
      <Skeletons
        shapes={[
          { shape: 'text', width: '60%', height: '2rem' },
          { shape: 'text', lines: 3 },
          { width: '10rem', height: '2.75rem' },
        ]}
      />
    </div>
  );
}

/** The widget's shape while its code and texts load: no words of its own. */
export const OnboardingSkeleton = () => (
  <LoadingPart<ClientOnboardingPart> entry="client-onboarding" part="root" as="section" className="propre-stack">
    <PanelSkeleton />
  </LoadingPart>
);
