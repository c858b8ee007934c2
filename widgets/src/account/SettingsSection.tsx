import { type FormEvent, type ReactNode, useId } from 'react';
import { FormAlert } from '../forms/FormAlert.tsx';
import { cx } from '../theme/appearance.ts';
import { Button } from '../ui/Button.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AccountPart } from './parts.ts';
import type { SectionSave, SectionState } from './section-save.ts';
import { accountTexts } from './texts.ts';

export interface SettingsSectionProps {
  /** A stable name for styling and tests: `data-section`. */
  name: string;
  title: ReactNode;
  description?: ReactNode;
  /** h2 on a settings page; h3 when the host page already has h2 sections (onboarding steps). */
  headingLevel?: 2 | 3;
  state: SectionState;
  /** The section's refusal: its own (e.g. « Taux invalide ») or the API's, with a 5xx's request id (`form.errors.form`). */
  alert?: { title: string; message?: string; requestId?: string | undefined } | null;
  /** The forms kit's refs (`useForm`): the focus moves to the first error after each attempt. */
  formRef?: { current: HTMLFormElement | null };
  alertRef?: { current: HTMLDivElement | null };
  onSubmit: () => void;
  saveLabel?: ReactNode;
  /** Hides Save while there is nothing to send (no picture chosen yet). */
  saveHidden?: boolean;
  /** Another action beside Save (e.g. remove the picture). */
  secondaryAction?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * What every section gives its card alike: `name`, the title and description from its texts
 * (`<texts>.title`, `<texts>.description`; `texts` is `name` unless told), the host's frame
 * (heading level, save label, class), the save's state, and its form's alert and focus refs.
 */
export function sectionFrame<Field extends string>(
  t: (key: string) => string,
  props: { headingLevel?: 2 | 3; saveLabel?: string; className?: string },
  saving: Pick<SectionSave<Field>, 'state' | 'form'>,
  { name, texts = name }: { name: string; texts?: string },
): Omit<SettingsSectionProps, 'onSubmit' | 'children'> {
  return {
    name,
    title: t(`${texts}.title`),
    description: t(`${texts}.description`),
    headingLevel: props.headingLevel,
    saveLabel: props.saveLabel,
    className: props.className,
    ...sectionForm(saving),
  };
}

/** A section's save state, its form's alert and the refs that move the focus to the first error. */
export function sectionForm<Field extends string>({ state, form }: Pick<SectionSave<Field>, 'state' | 'form'>) {
  return { state, alert: form.errors.form ?? null, formRef: form.formRef, alertRef: form.alertRef };
}

/**
 * One card of the settings: a form with its own Save button. Saving, saved and refused are
 * visible (`data-state`, the button's busy state, a polite status line) and announced.
 */
export function SettingsSection(props: SettingsSectionProps) {
  // The card takes the rest: name, title, description, heading level, state, class.
  const { alert, onSubmit, saveLabel, saveHidden = false, secondaryAction, children, formRef, alertRef, ...card } = props;
  const { state } = card;
  const { t, part } = useEntry<AccountPart>(accountTexts);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <SectionCard {...card}>
      <form ref={formRef} {...part('sectionForm')} noValidate onSubmit={submit}>
        {alert && (
          <FormAlert
            ref={alertRef}
            problem={{
              title: alert.title,
              message: alert.message ?? '',
              ...(alert.requestId ? { requestId: alert.requestId } : {}),
            }}
          />
        )}
        {children}
        <div {...part('sectionActions', { className: 'propre-wrap' })}>
          {!saveHidden && (
            <Button type="submit" loading={state === 'saving'} {...part('save')}>
              {state === 'saving' ? t('saving') : (saveLabel ?? t('save'))}
            </Button>
          )}
          {secondaryAction}
          <p {...part('sectionStatus')} role="status">
            {state === 'saved' ? t('savedShort') : ''}
          </p>
        </div>
      </form>
    </SectionCard>
  );
}

export interface SectionCardProps
  extends Pick<SettingsSectionProps, 'name' | 'title' | 'description' | 'headingLevel' | 'className'> {
  state?: string;
  children: ReactNode;
}

/** A card of the settings, saved or not: a region named by its heading (and its description above the content). */
export function SectionCard({ name, title, description, headingLevel = 2, state, className, children }: SectionCardProps) {
  const { part } = useEntry<AccountPart>(accountTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      {...part('section', { state, className: cx('propre-stack propre-panel', className) })}
      data-section={name}
      aria-labelledby={`${id}-title`}
    >
      <header {...part('sectionHeader')}>
        <Heading id={`${id}-title`} {...part('sectionTitle')}>
          {title}
        </Heading>
        {description && <p {...part('sectionDescription')}>{description}</p>}
      </header>
      {children}
    </section>
  );
}
