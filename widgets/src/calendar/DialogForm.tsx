import type { ReactNode } from 'react';
import { FormFrame } from '../forms/FormFrame.tsx';
import type { FormState } from '../forms/use-form.ts';
import { useEntry } from '../ui/use-entry.ts';
import { CancelButton } from './CancelButton.tsx';
import { calendarTexts } from './texts.ts';

export interface DialogFormProps<Field extends string> {
  form: FormState<Field>;
  busy: boolean;
  /** Where its button's texts are: `<texts>.submit` and `<texts>.submitting`. */
  texts: 'blockForm' | 'skipForm' | 'import';
  onSubmit: () => void;
  /** Under the submit button; Cancel (closing the dialog) by default. */
  after?: ReactNode;
  children: ReactNode;
}

/** The calendar's forms: the forms kit's frame, without a heading (the dialog or section has it). */
export function DialogForm<Field extends string>({ form, busy, texts, onSubmit, after, children }: DialogFormProps<Field>) {
  const { t } = useEntry(calendarTexts);
  return (
    <FormFrame
      state={busy ? 'submitting' : 'idle'}
      title={false}
      problem={form.errors.form}
      formRef={form.formRef}
      alertRef={form.alertRef}
      after={after ?? <CancelButton />}
      submitLabel={t(`${texts}.submit`)}
      submittingLabel={t(`${texts}.submitting`)}
      onSubmit={onSubmit}
    >
      {children}
    </FormFrame>
  );
}
