import { usePropreContext } from '../context/context.ts';
import { bindFields } from '../forms/bind-fields.ts';
import { FormFrame, type FrameViewProps, formFrameProps } from '../forms/FormFrame.tsx';
import type { FormErrors } from '../forms/form-errors.ts';
import { useErrorFocus } from '../forms/use-form.ts';
import { brands } from '../theme/brands.ts';
import { usePart } from '../ui/part.ts';
import type { UiPart } from '../ui/parts.ts';
import { SelectField } from '../ui/SelectField.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import {
  type CommercialReferralField,
  type CommercialReferralValues,
  commercialPropertyTypes,
  commercialReferralFields,
  messageMaxLength,
} from './model.ts';
import type { CommercialReferralPart } from './parts.ts';
import { commercialReferralTexts } from './texts.ts';

export interface CommercialReferralFormViewProps extends FrameViewProps {
  values: CommercialReferralValues;
  errors?: FormErrors<CommercialReferralField>;
  /** Counts the attempts that ended in errors: each moves the focus to the first. */
  attempt?: number;
  onChange: (field: CommercialReferralField, value: string) => void;
  /** After success: an empty form for another property. */
  onAgain?: () => void;
  className?: string;
}

type TextLike = Exclude<CommercialReferralField, 'propertyType' | 'message'>;

/**
 * The commercial-property referral form, props only: the company, whom to reach and how, where,
 * what kind of property and how large, and any details; each error beside its field.
 */
export function CommercialReferralFormView(props: CommercialReferralFormViewProps) {
  const { values, errors = {}, attempt, onChange, onAgain, className } = props;
  const { t, part } = useEntry<CommercialReferralPart>(commercialReferralTexts);
  const ui = usePart<UiPart>('ui');
  const { brand } = usePropreContext();
  const { formRef, alertRef } = useErrorFocus(attempt, commercialReferralFields, errors);
  const subtitle = props.subtitle ?? t('form.subtitle', { brand: brands[brand].name });
  const bind = bindFields(values, errors, onChange);
  const text = (
    field: TextLike,
    extra: { type?: string; autoComplete: string; inputMode?: 'numeric' | 'tel'; hint?: string; optional?: boolean },
  ) => (
    <TextField
      className={part('field').className}
      label={t(`form.${field}`)}
      required={!extra.optional}
      aria-required={extra.optional ? undefined : 'true'}
      {...bind(field)}
      {...extra}
    />
  );
  return (
    <div {...part('form', { state: props.state ?? 'idle', className })}>
      <FormFrame
        {...formFrameProps(t, 'form.', { ...props, subtitle }, { formRef, alertRef })}
        success={{
          title: t('form.sent.title'),
          body: <p>{t('form.sent.body', { company: values.companyName.trim(), email: values.email.trim() })}</p>,
          again: { label: t('form.again'), onClick: onAgain },
        }}
      >
        {text('companyName', { autoComplete: 'organization' })}
        <div {...part('row')}>
          {text('contactName', { autoComplete: 'name' })}
          {text('email', { type: 'email', autoComplete: 'email' })}
        </div>
        <div {...part('row')}>
          {text('phone', { type: 'tel', autoComplete: 'tel', hint: t('form.phoneHint'), optional: true })}
          {text('city', { autoComplete: 'address-level2' })}
        </div>
        <div {...part('row')}>
          <SelectField
            className={part('field').className}
            label={t('form.propertyType')}
            required
            aria-required="true"
            placeholder={t('form.propertyTypePlaceholder')}
            options={commercialPropertyTypes.map((type) => ({ value: type, label: t(`form.types.${type}`) }))}
            {...bind('propertyType')}
          />
          {text('squareFeet', { autoComplete: 'off', inputMode: 'numeric', hint: t('form.squareFeetHint'), optional: true })}
        </div>
        <TextAreaField
          label={t('form.message')}
          optional
          hint={t('form.messageHint')}
          rows={5}
          maxLength={messageMaxLength}
          parts={{ input: part('message', { className: ui('input').className }) }}
          {...bind('message')}
        />
      </FormFrame>
    </div>
  );
}
