import { onboardingNs } from '../i18n/bundles/onboarding.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';

export type ClientStepId = 'welcome' | 'gender' | 'property';
export const clientSteps: readonly ClientStepId[] = ['welcome', 'gender', 'property'];

export interface ClientStepIndicatorProps {
  current: ClientStepId | 'celebration';
  /** The steps the server (or this visit) counts as done. */
  done: ReadonlySet<ClientStepId>;
}

/** The three steps as an ordered list: each says whether it is done, current or to come. */
export function ClientStepIndicator({ current, done }: ClientStepIndicatorProps) {
  const { t } = useWidgetTranslation(onboardingNs);
  const index = current === 'celebration' ? clientSteps.length : clientSteps.indexOf(current);
  return (
    <nav className="propre-client-steps" aria-label={t('client.progressLabel')} data-part="steps">
      {current === 'celebration' ? null : (
        <p className="propre-client-steps-count">{t('client.progress', { current: index + 1, total: clientSteps.length })}</p>
      )}
      <ol className="propre-client-steps-list">
        {clientSteps.map((step, position) => {
          const state = step === current ? 'current' : done.has(step) || position < index ? 'done' : 'upcoming';
          return (
            <li
              key={step}
              className="propre-client-step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="propre-client-step-dot" aria-hidden="true">
                {state === 'done' ? (
                  <svg viewBox="0 0 16 16" width="14" height="14" focusable="false" aria-hidden="true">
                    <path
                      d="m3.5 8.5 3 3 6-6.5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                ) : (
                  position + 1
                )}
              </span>
              <span className="propre-client-step-name">
                {t(`client.steps.${step}`)}
                <span className="propre-visually-hidden"> ({t(`client.stepState.${state}`)})</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
