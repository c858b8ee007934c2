import { type ReactElement, type ReactNode, useState } from 'react';
import { FormAlert } from '../forms/FormAlert.tsx';
import type { FormState, Wording } from '../forms/use-form.ts';
import { Button, type ButtonProps } from './Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';
import type { PartAttributes } from './part.ts';
import { useSubmit } from './use-submit.ts';

export interface FormDialogProps<Field extends string> {
  /** The button that opens the dialog; it gets the focus back when the dialog closes. */
  trigger: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  form: FormState<Field>;
  /** The problems found before sending (nothing is sent then), or null to send. */
  check: () => Wording<Field> | null;
  /** Sends the form; what it throws is said in the dialog, else the dialog closes. */
  send: () => Promise<void>;
  /** The request is under way elsewhere too (the caller's mutation). */
  busy?: boolean;
  /** Called as the dialog opens or closes (its form's errors are cleared on close). */
  onOpenChange?: (open: boolean) => void;
  /** The entry's parts of the form and of its buttons' row. */
  formPart: PartAttributes;
  buttonsPart: PartAttributes;
  cancelLabel: string;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  /** The entry's part of the submit button, if it names one. */
  submitPart?: PartAttributes;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A form in a dialog (a reason to give, origins to change): the problem that is not about a
 * field above its fields, Cancel and the submit button below; checked before sending, closed
 * once sent, its errors cleared when it closes.
 */
export function FormDialog<Field extends string>(props: FormDialogProps<Field>) {
  const { trigger, title, description, form, check, send, busy = false, onOpenChange, children } = props;
  const { formPart, buttonsPart, cancelLabel, submitLabel, submitVariant, submitPart } = props;
  const [open, setOpen] = useState(false);
  const sending = useSubmit(form);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
        if (!next) form.clear();
      }}
      trigger={trigger}
      title={title}
      description={description}
    >
      <form
        ref={form.formRef}
        {...formPart}
        noValidate
        onSubmit={(event) => {
          if (busy) return event.preventDefault();
          void sending.submit(event, check(), async () => {
            await send();
            setOpen(false);
          });
        }}
      >
        {form.errors.form && <FormAlert ref={form.alertRef} problem={form.errors.form} />}
        {children}
        <div {...buttonsPart}>
          <DialogClose>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button type="submit" variant={submitVariant} loading={busy || sending.busy} {...submitPart}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
