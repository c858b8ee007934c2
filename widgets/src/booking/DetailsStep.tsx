import { type FormEvent, type ReactNode, useId } from 'react';
import { bindChecks } from '../forms/bind-fields.ts';
import { PropertyPicker } from '../properties/index.ts';
import { Button } from '../ui/Button.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { RadioGroup } from '../ui/RadioGroup.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { BookingDraft, DraftField } from './draft.ts';
import type { BookingPart } from './parts.ts';
import { bookingTexts } from './texts.ts';
import type { ServiceType } from './types.ts';

export type DetailsErrors = Partial<Record<DraftField, string>>;

export interface DetailsStepProps {
  draft: BookingDraft;
  errors: DetailsErrors;
  serviceTypes: readonly ServiceType[];
  onChange: <K extends DraftField>(field: K, value: BookingDraft[K]) => void;
  /** Shown under the properties (the picker already adds one inline), e.g. a link to the host's page of properties. */
  addProperty?: ReactNode;
  onBack: () => void;
  onContinue: () => void;
  /** The forms kit's ref: the focus moves to the first field in error after « see the price ». */
  formRef?: { current: HTMLFormElement | null };
}

/** The two options people tick, with their text keys (`book.details.<text>` and its hint). */
const flags = [
  { name: 'suppliesProvidedByCleaner', text: 'supplies' },
  { name: 'emergency', text: 'emergency' },
] as const;

/**
 * Step 2: where and what — the property, the service and the options that change the price. The
 * picker stays outside the form: adding a property inline is a form of its own.
 */
export function DetailsStep({
  draft,
  errors,
  serviceTypes,
  onChange,
  addProperty,
  onBack,
  onContinue,
  formRef,
}: DetailsStepProps) {
  const { t, part } = useEntry<BookingPart>(bookingTexts);
  const notesId = useId();
  const check = bindChecks(draft, errors, onChange);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <div {...part('details')}>
      <PropertyPicker
        value={draft.propertyId || null}
        onChange={(property) => onChange('propertyId', property.id)}
        error={errors.propertyId}
        legend={t('fields.property')}
        headingLevel={4}
      />
      {addProperty}
      <form ref={formRef} {...part('detailsForm')} noValidate onSubmit={submit}>
        {serviceTypes.length > 1 && (
          <SelectField
            label={t('book.details.serviceType')}
            name="serviceType"
            value={draft.serviceType}
            error={errors.serviceType}
            onChange={(event) => onChange('serviceType', event.currentTarget.value as ServiceType)}
            options={serviceTypes.map((type) => ({ value: type, label: t(`book.serviceTypes.${type}`) }))}
          />
        )}
        <SelectField
          label={t('frequency.label')}
          name="frequency"
          value={draft.emergency ? 'once' : draft.frequency}
          disabled={draft.emergency}
          hint={draft.emergency ? t('book.details.emergencyOnce') : t('book.details.frequencyHint')}
          onChange={(event) => onChange('frequency', event.currentTarget.value as BookingDraft['frequency'])}
          options={[
            { value: 'once', label: t('frequency.once') },
            { value: 'weekly', label: t('frequency.weekly') },
            { value: 'bi-weekly', label: t('frequency.biweekly') },
            { value: 'monthly', label: t('frequency.monthly') },
          ]}
        />
        <fieldset {...part('options')}>
          <legend className="propre-label">{t('book.details.options')}</legend>
          <Checkbox label={t('book.details.pets')} {...check('hasPets')} />
          {draft.hasPets && (
            <RadioGroup
              legend={t('book.details.petType')}
              name="petType"
              inline
              required
              value={draft.petType}
              error={errors.petType}
              onChange={(value) => onChange('petType', value as BookingDraft['petType'])}
              options={(['cat', 'dog', 'other'] as const).map((pet) => ({ value: pet, label: t(`book.pets.${pet}`) }))}
            />
          )}
          {flags.map(({ name, text }) => (
            <Checkbox key={name} label={t(`book.details.${text}`)} hint={t(`book.details.${text}Hint`)} {...check(name)} />
          ))}
          {draft.emergency && (
            <div {...part('emergency')}>
              <TextField
                label={t('book.details.emergencyReason')}
                name="emergencyReason"
                required
                maxLength={500}
                value={draft.emergencyReason}
                error={errors.emergencyReason}
                onChange={(event) => onChange('emergencyReason', event.currentTarget.value)}
              />
              <SelectField
                label={t('book.details.priority')}
                name="priorityLevel"
                value={draft.priorityLevel}
                onChange={(event) => onChange('priorityLevel', event.currentTarget.value as BookingDraft['priorityLevel'])}
                options={(['1', '2', '3'] as const).map((level) => ({
                  value: level,
                  label: t(`book.details.priorities.${level}`),
                }))}
              />
            </div>
          )}
          <Checkbox label={t('fields.allowPhotos')} {...check('allowPhotos')} />
        </fieldset>
        <div {...part('notes', { className: 'propre-field' })}>
          <label className="propre-label" htmlFor={notesId}>
            {t('fields.notes')} <span className="propre-label-optional">{t('common:field.optional')}</span>
          </label>
          <textarea
            id={notesId}
            {...part('notesInput', { className: 'propre-input' })}
            name="notes"
            rows={3}
            maxLength={1000}
            value={draft.notes}
            onChange={(event) => onChange('notes', event.currentTarget.value)}
          />
        </div>
        <TextField
          label={t('book.details.discountCode')}
          optional
          name="discountCode"
          autoCapitalize="characters"
          maxLength={40}
          value={draft.discountCode}
          error={errors.discountCode}
          onChange={(event) => onChange('discountCode', event.currentTarget.value.trim())}
        />
        <div {...part('actions')}>
          <Button variant="secondary" onClick={onBack} {...part('back')}>
            {t('common:actions.back')}
          </Button>
          <Button type="submit" size="lg" {...part('continue')}>
            {t('book.details.seePrice')}
          </Button>
        </div>
      </form>
    </div>
  );
}
