import { type FormEvent, type KeyboardEvent, type ReactNode, useId } from 'react';
import { bindFields } from '../forms/bind-fields.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import type { FormProblem } from '../forms/form-errors.ts';
import { Button } from '../ui/Button.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { AddressField } from './AddressField.tsx';
import { LongTextField } from './LongTextField.tsx';
import {
  maxLengthOf,
  needsPostalCode,
  type PropertyFieldName,
  type PropertyFormErrors,
  type PropertyFormValues,
  propertyTypes,
  type TextFieldName,
} from './model.ts';
import type { PropertiesPart } from './parts.ts';
import { propertiesTexts } from './texts.ts';

export type PropertyFormState = 'idle' | 'submitting' | 'error';

export interface PropertyFormViewProps {
  mode: 'create' | 'edit';
  values: PropertyFormValues;
  errors: PropertyFormErrors;
  onChange: <K extends keyof PropertyFormValues>(field: K, value: PropertyFormValues[K]) => void;
  onSubmit: () => void;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  state: PropertyFormState;
  /** A failure that names no field (network, 5xx, limit reached), shown above the buttons. */
  problem?: FormProblem | undefined;
  /** The forms kit's refs (`useForm`): the focus moves to the first error after each attempt. */
  formRef?: { current: HTMLFormElement | null };
  alertRef?: { current: HTMLDivElement | null };
  /** For a form inside another one (the booking's "add a property"): access and notes folded away. */
  compact?: boolean;
  /**
   * Inside another form (the booking's): a group instead of a nested <form> (invalid HTML);
   * its button and Enter in its fields save the property, not the host's form.
   */
  nested?: boolean;
  /** A heading above the form; none by default. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => from + index * step);

const accessFields: readonly TextFieldName[] = ['parking', 'wifiName', 'wifiPassword', 'accessInstructions'];
const cleanerFields: readonly TextFieldName[] = ['suppliesLocation', 'trashLocation', 'roomsToAvoid', 'notes'];
const longFields = new Set<TextFieldName>(['accessInstructions', 'roomsToAvoid', 'notes']);

/** The property form, props only: every field of spec §3, errors beside their fields. */
export function PropertyFormView(props: PropertyFormViewProps) {
  const { mode, values, errors, onChange, onSubmit, onCancel, state, problem, compact = false, nested = false } = props;
  const { title, headingLevel = 2 } = props;
  const { t, part, locale } = useEntry<PropertiesPart>(propertiesTexts);
  const id = useId();
  const decimal = new Intl.NumberFormat(locale === 'en' ? 'en-CA' : 'fr-CA', { maximumFractionDigits: 1 });

  const bind = bindFields(values, errors, onChange);
  const text = (name: TextFieldName) => {
    const common = { label: t(`fields.${name}`), optional: true, maxLength: maxLengthOf(name), ...bind(name) };
    const hint = name === 'accessInstructions' ? t('fields.accessHint') : undefined;
    if (longFields.has(name)) {
      return <LongTextField key={name} {...common} hint={hint} />;
    }
    return (
      <TextField key={name} {...common} hint={hint} type={name === 'wifiPassword' ? 'password' : 'text'} autoComplete="off" />
    );
  };

  const detailsInError = [...accessFields, ...cleanerFields].some((name) => errors[name as PropertyFieldName]);
  const details = (
    <>
      <fieldset {...part('section', { className: 'propre-stack' })}>
        <legend {...part('legend')}>{t('sections.access')}</legend>
        <div {...part('grid')}>{accessFields.map(text)}</div>
      </fieldset>
      <fieldset {...part('section', { className: 'propre-stack' })}>
        <legend {...part('legend')}>{t('sections.details')}</legend>
        <div {...part('grid')}>{cleanerFields.map(text)}</div>
      </fieldset>
    </>
  );
  const Heading = `h${headingLevel}` as const;
  const submitting = state === 'submitting';
  const submit = () => {
    if (!submitting) onSubmit();
  };
  // A nested form has no submit of its own: Enter in a one-line field saves the property.
  const onNestedKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || event.defaultPrevented || target.tagName !== 'INPUT') return;
    event.preventDefault();
    submit();
  };
  const Root = nested ? 'div' : 'form';

  return (
    <Root
      ref={props.formRef as never}
      {...(nested
        ? { role: 'group', onKeyDown: onNestedKeyDown }
        : {
            noValidate: true,
            onSubmit: (event: FormEvent) => {
              event.preventDefault();
              submit();
            },
          })}
      {...part('form', { className: 'propre-stack', state })}
      data-compact={compact || undefined}
      aria-busy={submitting || undefined}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      {title ? (
        <Heading id={`${id}-title`} {...part('formTitle', { className: 'propre-focus-target' })} tabIndex={-1}>
          {title}
        </Heading>
      ) : null}
      <fieldset {...part('section', { className: 'propre-stack' })}>
        <legend {...part('legend')}>{t('sections.essentials')}</legend>
        <TextField label={t('fields.name')} required maxLength={100} autoComplete="off" {...bind('name')} />
        <AddressField
          name="address"
          value={values.address}
          error={errors.address}
          onChange={(address) => onChange('address', address)}
        />
        {needsPostalCode(values) ? (
          <TextField
            label={t('fields.postalCode')}
            hint={t('fields.postalCodeHint')}
            required
            autoComplete="postal-code"
            maxLength={7}
            className={part('postalCode').className}
            {...bind('postalCode')}
          />
        ) : null}
        <SelectField
          label={t('fields.type')}
          placeholder={t('fields.typePlaceholder')}
          required
          options={propertyTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          {...bind('type')}
        />
      </fieldset>
      <fieldset {...part('section', { className: 'propre-stack' })}>
        <legend {...part('legend')}>{t('sections.size')}</legend>
        <div {...part('numbers')}>
          <SelectField
            label={t('fields.bedrooms')}
            options={range(0, 20).map((n) => ({ value: String(n), label: String(n) }))}
            {...bind('bedrooms')}
          />
          <SelectField
            label={t('fields.bathrooms')}
            hint={compact ? undefined : t('fields.bathroomsHint')}
            options={range(0, 20, 0.5).map((n) => ({ value: String(n), label: decimal.format(n) }))}
            {...bind('bathrooms')}
          />
          <SelectField
            label={t('fields.stories')}
            options={range(1, 5).map((n) => ({ value: String(n), label: String(n) }))}
            {...bind('stories')}
          />
          <TextField label={t('fields.squareFeet')} optional inputMode="numeric" autoComplete="off" {...bind('squareFeet')} />
        </div>
      </fieldset>
      {compact ? (
        <details {...part('more', { className: 'propre-stack' })} open={detailsInError || undefined}>
          <summary {...part('moreSummary', { className: 'propre-row' })}>{t('sections.more')}</summary>
          {details}
        </details>
      ) : (
        details
      )}
      {problem ? <FormAlert ref={props.alertRef} problem={problem} /> : null}
      <div {...part('actions', { className: 'propre-wrap' })}>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        ) : null}
        <Button type={nested ? 'button' : 'submit'} loading={submitting} onClick={nested ? submit : undefined}>
          {mode === 'create' ? t('form.create') : t('form.save')}
        </Button>
      </div>
    </Root>
  );
}
