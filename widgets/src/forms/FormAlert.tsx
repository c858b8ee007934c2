import type { ReactNode, Ref } from 'react';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { usePart } from '../ui/part.ts';
import type { UiPart } from '../ui/parts.ts';
import type { FormProblem } from './form-errors.ts';

export interface FormAlertProps {
  problem: FormProblem;
  /** `useForm`'s `alertRef`: the focus lands here when no field is in error. */
  ref?: Ref<HTMLDivElement>;
  /** Shown as a retry button when the failure may pass by trying again. */
  onRetry?: () => void;
  /** Extra content under the message (a link to ask for a new reset link). */
  children?: ReactNode;
}

/** The one way a form shows a problem that is not about a field: title, message, request id, retry. */
export function FormAlert({ problem, ref, onRetry, children }: FormAlertProps) {
  const { t } = useWidgetTranslation('common');
  const part = usePart<UiPart>('ui');
  return (
    <div ref={ref} tabIndex={-1} {...part('formAlert')}>
      <Alert
        tone="danger"
        role="alert"
        title={problem.title}
        action={
          problem.retryable && onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('form.retry')}
            </Button>
          ) : undefined
        }
      >
        <p>{problem.message}</p>
        {problem.requestId && (
          <p {...part('requestId')}>
            {t('problem.requestId')} <code>{problem.requestId}</code>
          </p>
        )}
        {children}
      </Alert>
    </div>
  );
}
