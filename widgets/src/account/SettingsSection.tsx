import { type FormEvent, type ReactNode, useId } from 'react';
import { usePartClass } from '../context/hooks.ts';
import type { ProblemMessage } from '../errors/problem-message.ts';
import { profileNs } from '../i18n/bundles/profile.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';
import { cx } from '../theme/appearance.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import type { SectionState } from './section-save.ts';

export interface SettingsSectionProps {
  /** A stable name for styling and tests: `data-section`. */
  name: string;
  title: ReactNode;
  description?: ReactNode;
  /** h2 on a settings page; h3 when the host page already has h2 sections (onboarding steps). */
  headingLevel?: 2 | 3;
  state: SectionState;
  /** The section's refusal: its own (e.g. « Taux invalide ») or the API's, with a 5xx's request id. */
  alert?: { title: ReactNode; message?: ReactNode; requestId?: string | undefined } | null;
  onSubmit: () => void;
  saveLabel?: ReactNode;
  /** Hides Save while there is nothing to send (no picture chosen yet). */
  saveHidden?: boolean;
  /** Another action beside Save (e.g. remove the picture). */
  secondaryAction?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A problem from `sectionProblem` as the section's alert, titled by the section (« Taux invalide »). */
export function problemAlert(problem: ProblemMessage | null, title?: string): SettingsSectionProps['alert'] {
  if (!problem) return null;
  return { title: title ?? problem.title, message: problem.message, requestId: problem.requestId };
}

/**
 * One card of the settings: a form with its own Save button. Saving, saved and refused are
 * visible (`data-state`, the button's busy state, a polite status line) and announced.
 */
export function SettingsSection({
  name,
  title,
  description,
  headingLevel = 2,
  state,
  alert,
  onSubmit,
  saveLabel,
  saveHidden = false,
  secondaryAction,
  children,
  className,
}: SettingsSectionProps) {
  const { t } = useWidgetTranslation(profileNs, 'common');
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section
      className={cx('propre-settings-section', usePartClass('settings-section', className))}
      data-part="settings-section"
      data-section={name}
      data-state={state}
      aria-labelledby={`${id}-title`}
    >
      <header className="propre-settings-section__header">
        <Heading id={`${id}-title`} className="propre-settings-section__title" data-part="section-title">
          {title}
        </Heading>
        {description && <p className="propre-settings-section__description">{description}</p>}
      </header>
      <form className="propre-settings-section__form" noValidate onSubmit={submit}>
        {alert && (
          <Alert tone="danger" role="alert" title={alert.title}>
            {alert.message && <p>{alert.message}</p>}
            {alert.requestId && (
              <p className="propre-request-id" data-part="request-id">
                {t('common:problem.requestId')} <code>{alert.requestId}</code>
              </p>
            )}
          </Alert>
        )}
        {children}
        <div className="propre-settings-section__actions" data-part="section-actions">
          {!saveHidden && (
            <Button type="submit" loading={state === 'saving'} data-part="save">
              {state === 'saving' ? t('saving') : (saveLabel ?? t('save'))}
            </Button>
          )}
          {secondaryAction}
          <p className="propre-settings-section__status" role="status" data-part="section-status">
            {state === 'saved' ? t('savedShort') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
