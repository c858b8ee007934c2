import { LineIcon } from '../ui/icons.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import type { ClientOnboardingPart } from './parts.ts';
import { type ClientStepId, clientSteps } from './steps.ts';
import { clientOnboardingTexts } from './texts.ts';

export interface ClientStepIndicatorProps {
  current: ClientStepId | 'celebration';
  /** The steps the server (or this visit) counts as done. */
  done: ReadonlySet<ClientStepId>;
}

/** The three steps as an ordered list: each says whether it is done, current or to come. */
export function ClientStepIndicator({ current, done }: ClientStepIndicatorProps) {
  const { t, part } = useEntry<ClientOnboardingPart>(clientOnboardingTexts);
  const index = current === 'celebration' ? clientSteps.length : clientSteps.indexOf(current);
  return (
    <nav {...part('steps', { className: 'propre-stack' })} aria-label={t('progressLabel')}>
      {current === 'celebration' ? null : (
        <p {...part('stepsCount')}>{t('progress', { current: index + 1, total: clientSteps.length })}</p>
      )}
      <ol {...part('stepsList', { className: 'propre-bare-list propre-progress' })}>
        {clientSteps.map((step, position) => {
          const state = step === current ? 'current' : done.has(step) || position < index ? 'done' : 'upcoming';
          return (
            <li
              key={step}
              {...part('step', { className: 'propre-stack propre-progress-step', state })}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span {...part('stepDot', { state })} aria-hidden="true">
                {state === 'done' ? (
                  <LineIcon size={14} viewBox="0 0 16 16" strokeWidth={2}>
                    <path d="m3.5 8.5 3 3 6-6.5" />
                  </LineIcon>
                ) : (
                  position + 1
                )}
              </span>
              <span {...part('stepName')}>
                {t(`steps.${step}`)}
                <VisuallyHidden> ({t(`stepState.${state}`)})</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
