import { ErrorState } from '../../ui/ProblemAlert.tsx';
import { StepSkeleton } from '../skeletons.tsx';

/** A step's forms while the profile loads, or why it did not. */
export function StepLoading({ error, onRetry, retrying }: { error?: unknown; onRetry?: () => void; retrying?: boolean }) {
  if (error !== undefined && error !== null) {
    return <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={3} />;
  }
  return <StepSkeleton />;
}
