import { FormFrame, type FrameViewProps, formFrameProps } from '../forms/FormFrame.tsx';
import type { FormErrors } from '../forms/form-errors.ts';
import { useErrorFocus } from '../forms/use-form.ts';
import { Button } from '../ui/Button.tsx';
import { describedBy, FieldFrame, useFieldIds } from '../ui/field-parts.tsx';
import { usePart } from '../ui/part.ts';
import type { UiPart } from '../ui/parts.ts';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { type ContactField, contactFields } from './model.ts';
import type { ContentPart } from './parts.ts';
import { contentTexts } from './texts.ts';

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = FormErrors<ContactField>;

export interface ContactFormViewProps extends FrameViewProps {
  values: ContactValues;
  errors?: ContactErrors;
  /** Counts the attempts that ended in errors: each moves the focus to the first. */
  attempt?: number;
  onChange: (field: ContactField, value: string) => void;
  /** After success: an empty form for another message. */
  onAgain?: () => void;
  className?: string;
}

/** The contact form, props only: name, email, subject and message, each error beside its field. */
export function ContactFormView(props: ContactFormViewProps) {
  const { values, errors = {}, attempt, onChange, onAgain, className } = props;
  const { t, part } = useEntry<ContentPart>(contentTexts);
  const ui = usePart<UiPart>('ui');
  const { formRef, alertRef } = useErrorFocus(attempt, contactFields, errors);
  const messageIds = useFieldIds(undefined, 'textarea', t('contact.messageHint'), errors.message);
  const text = (field: Exclude<ContactField, 'message'>, extra: { type?: string; autoComplete: string }) => (
    <TextField
      className={part('contactField').className}
      label={t(`contact.${field}`)}
      name={field}
      required
      aria-required="true"
      value={values[field]}
      error={errors[field]}
      onChange={(event) => onChange(field, event.currentTarget.value)}
      {...extra}
    />
  );
  return (
    <div {...part('contact', { state: props.state ?? 'idle', className })}>
      <FormFrame
        {...formFrameProps(t, 'contact.', props, { formRef, alertRef })}
        success={{
          title: t('contact.sent.title'),
          body: (
            <>
              <p>{t('contact.sent.body', { name: values.name.trim(), email: values.email.trim() })}</p>
              {onAgain && (
                <Button variant="ghost" size="sm" onClick={onAgain}>
                  {t('contact.again')}
                </Button>
              )}
            </>
          ),
        }}
      >
        {text('name', { autoComplete: 'name' })}
        {text('email', { type: 'email', autoComplete: 'email' })}
        {text('subject', { autoComplete: 'off' })}
        <FieldFrame ids={messageIds} label={t('contact.message')} hint={t('contact.messageHint')} error={errors.message}>
          <textarea
            id={messageIds.controlId}
            name="message"
            rows={6}
            required
            aria-required="true"
            maxLength={5000}
            {...part('contactMessage', { className: ui('input').className })}
            value={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(messageIds.hintId, messageIds.errorId)}
            onChange={(event) => onChange('message', event.currentTarget.value)}
          />
        </FieldFrame>
      </FormFrame>
    </div>
  );
}
