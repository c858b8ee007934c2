import type { ReactNode } from 'react';
import { problemMessage } from '../errors/problem-message.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { StateBlock } from './EmptyState.tsx';
import { type PartAttributes, usePart } from './part.ts';
import type { UiPart } from './parts.ts';

export interface ProblemAlertProps {
  /** What an SDK call rejected with (`ProblemError`, `NetworkError`, `TimeoutError`) or anything else. */
  error: unknown;
  /** Shows a retry button when trying again can help. */
  onRetry?: () => void;
  retrying?: boolean;
  /** Replaces the title chosen from the error. */
  title?: ReactNode;
  className?: string;
}

function RequestId({ id }: { id: string }) {
  const part = usePart<UiPart>('ui');
  const { t } = useWidgetTranslation('common');
  return (
    <p {...part('requestId')}>
      {t('problem.requestId')} <code>{id}</code>
    </p>
  );
}

/** A failed call as an inline alert: what happened, what to do, a retry, the request id of a 5xx. */
export function ProblemAlert({ error, onRetry, retrying, title, className }: ProblemAlertProps) {
  const { t } = useWidgetTranslation('common');
  const problem = problemMessage(error, t);
  return (
    <Alert
      tone="danger"
      role="alert"
      title={title ?? problem.title}
      className={cx('propre-problem', className)}
      action={
        onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
            {t('actions.retry')}
          </Button>
        ) : undefined
      }
    >
      <p>{problem.message}</p>
      {problem.requestId && <RequestId id={problem.requestId} />}
    </Alert>
  );
}

export interface FramedProblemProps extends ProblemAlertProps {
  /** The part the alert stands in (an entry's `problem`, `uploadProblem`…). */
  frame: PartAttributes;
}

/** A failure beside what it was about, in its entry's part; nothing while there is none. */
export function FramedProblem({ frame, ...alert }: FramedProblemProps) {
  if (!alert.error) return null;
  return (
    <div {...frame}>
      <ProblemAlert {...alert} />
    </div>
  );
}

export interface ErrorStateProps extends ProblemAlertProps {
  headingLevel?: 1 | 2 | 3 | 4;
}

/** A failed load in place of the content: a calm block with the message and a retry. */
export function ErrorState({ error, onRetry, retrying, title, headingLevel = 3, className }: ErrorStateProps) {
  const { t } = useWidgetTranslation('common');
  const problem = problemMessage(error, t);
  return (
    <StateBlock
      name="errorState"
      className={cx('propre-state--error', className)}
      role="alert"
      headingLevel={headingLevel}
      icon={
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="17" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M24 15v11" stroke="currentColor" strokeWidth="2.8" strokeLinecap="round" />
          <circle cx="24" cy="32.5" r="1.8" fill="currentColor" />
        </svg>
      }
      title={title ?? problem.title}
      body={
        <>
          <p>{problem.message}</p>
          {problem.requestId && <RequestId id={problem.requestId} />}
        </>
      }
      action={
        onRetry && (
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {t('actions.retry')}
          </Button>
        )
      }
    />
  );
}
