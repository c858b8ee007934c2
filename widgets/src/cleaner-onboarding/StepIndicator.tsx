import { usePartClass } from '../context/hooks.ts';
import { onboardingNs } from '../i18n/bundles/onboarding.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { isReachable, type OnboardingProgress, type OnboardingStepId, stepIds, stepKeys, stepState } from './model.ts';
import type { CleanerOnboardingClassNames } from './parts.ts';

export interface StepIndicatorProps {
  progress: OnboardingProgress;
  viewing: OnboardingStepId;
  onStepChange?: (step: OnboardingStepId) => void;
  classNames?: CleanerOnboardingClassNames;
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="m5.5 10.3 3 3 6-6.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * « Étape 2 sur 3 » and the three steps, each done, on screen or ahead. A done step (or the
 * server's current one) can be opened again; a step ahead cannot, the steps go in order.
 */
export function StepIndicator({ progress, viewing, onStepChange, classNames }: StepIndicatorProps) {
  const { t } = useWidgetTranslation(onboardingNs);
  const navClass = usePartClass('steps', cx('propre-onboarding-steps', classNames?.steps));
  const itemClass = usePartClass('step-item', cx('propre-onboarding-step', classNames?.['step-item']));
  const number = stepIds.indexOf(viewing) + 1;
  return (
    <nav className={navClass} data-part="steps" aria-label={t('cleaner.progressLabel')}>
      <p className="propre-onboarding-steps__count" data-part="step-count">
        {t('cleaner.progress', { current: number, total: stepIds.length })}
      </p>
      <ol className="propre-onboarding-steps__list">
        {stepIds.map((id, index) => {
          const state = stepState(progress, id, viewing);
          const name = t(`cleaner.steps.${stepKeys[id]}`);
          const content = (
            <>
              <span className="propre-onboarding-step__mark" aria-hidden="true">
                {state === 'done' ? <CheckIcon /> : index + 1}
              </span>
              <span className="propre-onboarding-step__text">
                <VisuallyHidden>{t('cleaner.actions.stepNumber', { number: index + 1 })}</VisuallyHidden>
                <span className="propre-onboarding-step__name">{name}</span>
                <span className="propre-onboarding-step__state">{t(`cleaner.stepState.${state}`)}</span>
              </span>
            </>
          );
          const canOpen = state !== 'current' && isReachable(progress, id) && onStepChange;
          return (
            <li key={id} className={itemClass} data-part="step-item" data-state={state} data-step={id}>
              {canOpen ? (
                <button type="button" className="propre-onboarding-step__button" onClick={() => onStepChange(id)}>
                  {content}
                </button>
              ) : (
                <span className="propre-onboarding-step__button" aria-current={state === 'current' ? 'step' : undefined}>
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
