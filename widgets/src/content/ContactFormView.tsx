import { bindFields } from '../forms/bind-fields.ts';
import { FormFrame, type FrameViewProps, formFrameProps } from '../forms/FormFrame.tsx';
import type { FormErrors } from '../forms/form-errors.ts';
import { useErrorFocus } from '../forms/use-form.ts';
import { usePart } from '../ui/part.ts';
import type { UiPart } from '../ui/parts.ts';
import { TextAreaField } from '../ui/TextAreaField.tsx';
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
  const bind = bindFields(values, errors, onChange);
  const text = (field: Exclude<ContactField, 'message'>, extra: { type?: string; autoComplete: string }) => (
    <TextField
      className={part('contactField').className}
      label={t(`contact.${field}`)}
      required
      aria-required="true"
      {...bind(field)}
      {...extra}
    />
  );
  return (
    <div {...part('contact', { state: props.state ?? 'idle', className })}>
      <FormFrame
        {...formFrameProps(t, 'contact.', props, { formRef, alertRef })}
        success={{
          title: t('contact.sent.title'),
          body: <p>{t('contact.sent.body', { name: values.name.trim(), email: values.email.trim() })}</p>,
          again: { label: t('contact.again'), onClick: onAgain },
        }}
      >
        {text('name', { autoComplete: 'name' })}
        {text('email', { type: 'email', autoComplete: 'email' })}
        {text('subject', { autoComplete: 'off' })}
        <TextAreaField
          label={t('contact.message')}
          hint={t('contact.messageHint')}
          rows={6}
          required
          aria-required="true"
          maxLength={5000}
          parts={{ input: part('contactMessage', { className: ui('input').className }) }}
          {...bind('message')}
        />
      </FormFrame>
    </div>
  );
}
