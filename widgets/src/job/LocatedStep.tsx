import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { JobPart } from './parts.ts';
import { jobTexts } from './texts.ts';
import type { LocateProblem } from './types.ts';

export interface LocatedAction {
  onAct: () => void;
  /** Reading the device's position. */
  locating?: boolean;
  /** Waiting for the API. */
  busy?: boolean;
  /** The position could not be read: said with its next step. */
  locateProblem?: LocateProblem | null;
  /** The API refused (too far, too early…): its problem, beside the button. */
  error?: unknown;
  disabled?: boolean;
}

/**
 * A step that sends the device's position (punch in, punch out): why first, in context, before
 * the browser asks; then the button, and what went wrong with what to do next beside it.
 */
export function LocatedStep({ action, why, label }: { action: LocatedAction; why: string; label: string }) {
  const { t, part } = useEntry<JobPart>(jobTexts);
  const { locateProblem, error } = action;
  return (
    <div
      {...part('step', {
        className: 'propre-stack',
        state: action.locating ? 'locating' : locateProblem ? 'refused' : error ? 'error' : 'ready',
      })}
    >
      <p {...part('why')}>{why}</p>
      <Button
        {...part('stepButton')}
        size="lg"
        fullWidth
        onClick={action.onAct}
        loading={action.locating || action.busy}
        disabled={action.disabled}
      >
        {action.locating ? t('punchIn.locating') : label}
      </Button>
      <div aria-live="polite">
        {locateProblem ? (
          <Alert
            tone="warning"
            role="alert"
            title={t(`locate.${locateProblem}.title`)}
            className={part('locateProblem').className}
          >
            <p>{t(`locate.${locateProblem}.body`)}</p>
          </Alert>
        ) : error ? (
          <ProblemAlert error={error} className={part('apiProblem').className} />
        ) : null}
      </div>
    </div>
  );
}
