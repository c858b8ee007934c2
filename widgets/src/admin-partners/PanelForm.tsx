import { type FormEvent, type ReactNode, useId } from 'react';
import { FormAlert } from '../forms/FormAlert.tsx';
import type { FormState } from '../forms/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPartnersPart } from './parts.ts';
import { adminPartnersTexts } from './texts.ts';

interface PanelFormProps<Field extends string> {
  form: FormState<Field>;
  title: string;
  headingLevel: 2 | 3 | 4 | 5;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}

/** A form of the console in its panel: its heading, the problem that is not about a field, its fields, its button. */
export function PanelForm<Field extends string>({
  form,
  title,
  headingLevel,
  submitLabel,
  busy,
  onSubmit,
  children,
}: PanelFormProps<Field>) {
  const { part } = useEntry<AdminPartnersPart>(adminPartnersTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <form
      ref={form.formRef}
      {...part('form', { className: 'propre-stack propre-panel' })}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Heading id={`${id}-title`} {...part('sectionTitle')}>
        {title}
      </Heading>
      {form.errors.form && <FormAlert ref={form.alertRef} problem={form.errors.form} />}
      {children}
      <div {...part('formButtons', { className: 'propre-wrap propre-row' })}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
