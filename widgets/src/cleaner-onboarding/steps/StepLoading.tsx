import { ErrorState } from '../../ui/ProblemAlert.tsx';
import { StepSkeleton } from '../skeletons.tsx';

/** A step's forms while the profile loads, or why it did not. */
export function StepLoading({ error, onRetry, retrying }: { error?: unknown; onRetry?: () => void; retrying?: boolean }) {
  if (error !== undefined && error !== null) {
    return <ErrorState error={error} onRetry={onRetry} retrying={retrying} headingLevel={3} />;
  }
  return <StepSkeleton />;
}

/** StepLoading's props for one query: its failure, a new try, and whether that try runs. */
export const loadingOf = (query: { error: unknown; refetch: () => unknown; isFetching: boolean }) => ({
  error: query.error ?? undefined,
  onRetry: () => void query.refetch(),
  retrying: query.isFetching,
});
