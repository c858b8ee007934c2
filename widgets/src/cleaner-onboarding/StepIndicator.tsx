import { LineIcon } from '../ui/icons.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { isReachable, type OnboardingProgress, type OnboardingStepId, stepIds, stepKeys, stepState } from './model.ts';
import type { CleanerOnboardingPart } from './parts.ts';
import { cleanerOnboardingTexts } from './texts.ts';

export interface StepIndicatorProps {
  progress: OnboardingProgress;
  viewing: OnboardingStepId;
  onStepChange?: (step: OnboardingStepId) => void;
}

function CheckIcon() {
  return (
    <LineIcon size={16} viewBox="0 0 20 20" strokeWidth={2.2}>
      <path d="m5.5 10.3 3 3 6-6.3" />
    </LineIcon>
  );
}

/**
 * « Étape 2 sur 3 » and the three steps, each done, on screen or ahead. A done step (or the
 * server's current one) can be opened again; a step ahead cannot, the steps go in order.
 */
export function StepIndicator({ progress, viewing, onStepChange }: StepIndicatorProps) {
  const { t, part } = useEntry<CleanerOnboardingPart>(cleanerOnboardingTexts);
  const number = stepIds.indexOf(viewing) + 1;
  return (
    <nav {...part('steps', { className: 'propre-stack' })} aria-label={t('progressLabel')}>
      <p {...part('stepCount')}>{t('progress', { current: number, total: stepIds.length })}</p>
      <ol {...part('stepList', { className: 'propre-bare-list' })}>
        {stepIds.map((id, index) => {
          const state = stepState(progress, id, viewing);
          const name = t(`steps.${stepKeys[id]}`);
          const content = (
            <>
              <span {...part('stepMark')} aria-hidden="true">
                {state === 'done' ? <CheckIcon /> : index + 1}
              </span>
              <span {...part('stepText', { className: 'propre-stack' })}>
                <VisuallyHidden>{t('actions.stepNumber', { number: index + 1 })}</VisuallyHidden>
                <span {...part('stepName')}>{name}</span>
                <span {...part('stepState')}>{t(`stepState.${state}`)}</span>
              </span>
            </>
          );
          const canOpen = state !== 'current' && isReachable(progress, id) && onStepChange;
          return (
            <li key={id} {...part('stepItem', { state })} data-step={id}>
              {canOpen ? (
                <button type="button" {...part('stepButton', { className: 'propre-stack' })} onClick={() => onStepChange(id)}>
                  {content}
                </button>
              ) : (
                <span
                  {...part('stepButton', { className: 'propre-stack' })}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
