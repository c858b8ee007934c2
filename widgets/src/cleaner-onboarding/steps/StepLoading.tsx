import { ErrorState } from '../../ui/ProblemAlert.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

/** A step's forms while the profile loads, or why it did not. */
export function StepLoading({ error, onRetry, retrying }: { error?: unknown; onRetry?: () => void; retrying?: boolean }) {
  if (error !== undefined && error !== null) {
    return <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={3} />;
  }
  return (
    <div className="propre-onboarding-stack" aria-hidden="true" data-part="step-skeleton">
      <Skeleton shape="rect" height="10rem" />
      <Skeleton shape="rect" height="10rem" />
    </div>
  );
}
