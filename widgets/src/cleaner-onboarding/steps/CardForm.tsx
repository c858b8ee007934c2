import { type ReactNode, useId } from 'react';
import { FormAlert, type FormState } from '../../forms/index.ts';
import { useEntry } from '../../ui/use-entry.ts';
import type { CleanerOnboardingPart } from '../parts.ts';
import { SaveActions } from '../SaveActions.tsx';
import { cleanerOnboardingTexts } from '../texts.ts';

export interface CardFormProps<Field extends string> {
  /** The form's part. */
  name: 'address' | 'business';
  form: Pick<FormState<Field>, 'formRef' | 'alertRef' | 'errors'>;
  /** The card's words; the Save button says « Enregistrer » unless `save` is given. */
  texts: { title: ReactNode; lead: ReactNode; save?: ReactNode; saved: ReactNode };
  headingLevel?: 3 | 4;
  /** Checks and sends the form: on submit, and again from the alert's retry. */
  send: () => void;
  /** The save's mutation: the button spins while it is pending and the confirmation shows once it succeeded. */
  save: { isPending: boolean; isSuccess: boolean };
  /** The fields. */
  children: ReactNode;
}

/** A step's card that is one form: its title and lead, its fields, what failed with a retry, then Save. */
export function CardForm<Field extends string>({
  name,
  form,
  texts,
  headingLevel = 3,
  send,
  save,
  children,
}: CardFormProps<Field>) {
  const { t, part } = useEntry<CleanerOnboardingPart>(cleanerOnboardingTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <form
      ref={form.formRef}
      {...part(name)}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <Heading id={`${id}-title`} {...part('cardTitle')}>
        {texts.title}
      </Heading>
      <p {...part('muted')}>{texts.lead}</p>
      <div {...part('fields')}>{children}</div>
      {form.errors.form && <FormAlert ref={form.alertRef} problem={form.errors.form} onRetry={send} />}
      <SaveActions
        label={texts.save ?? t('common:actions.save')}
        savedText={texts.saved}
        saving={save.isPending}
        saved={save.isSuccess}
      />
    </form>
  );
}
