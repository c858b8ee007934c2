import { lazy, type ReactNode, Suspense } from 'react';
import { Button } from '../ui/Button.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { RadioGroup } from '../ui/RadioGroup.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { TextField } from '../ui/TextField.tsx';
import type { BookingDraft, DraftField } from './draft.ts';
import { useBookingTranslation } from './i18n.ts';
import type { ServiceType } from './types.ts';

// The properties' picker and its inline form (address suggestions) load with this step, not with the widget.
const PropertyPicker = lazy(async () => ({ default: (await import('../properties/index.ts')).PropertyPicker }));

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
}

/** Step 2: where and what — the property, the service and the options that change the price. */
export function DetailsStep({ draft, errors, serviceTypes, onChange, addProperty, onBack, onContinue }: DetailsStepProps) {
  const { t } = useBookingTranslation();
  return (
    <div className="propre-book-step" data-part="step-details">
      <Suspense fallback={<Skeleton shape="rect" height="9rem" />}>
        <PropertyPicker
          value={draft.propertyId || null}
          onChange={(property) => onChange('propertyId', property.id)}
          error={errors.propertyId}
          legend={t('fields.property')}
          headingLevel={4}
        />
      </Suspense>
      {addProperty}
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
      <fieldset className="propre-book-options" data-part="options">
        <legend className="propre-label">{t('book.details.options')}</legend>
        <Checkbox
          label={t('book.details.pets')}
          name="hasPets"
          checked={draft.hasPets}
          onChange={(event) => onChange('hasPets', event.currentTarget.checked)}
        />
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
        <Checkbox
          label={t('book.details.supplies')}
          hint={t('book.details.suppliesHint')}
          name="suppliesProvidedByCleaner"
          checked={draft.suppliesProvidedByCleaner}
          onChange={(event) => onChange('suppliesProvidedByCleaner', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('book.details.emergency')}
          hint={t('book.details.emergencyHint')}
          name="emergency"
          checked={draft.emergency}
          onChange={(event) => onChange('emergency', event.currentTarget.checked)}
        />
        {draft.emergency && (
          <div className="propre-book-emergency" data-part="emergency">
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
        <Checkbox
          label={t('fields.allowPhotos')}
          name="allowPhotos"
          checked={draft.allowPhotos}
          onChange={(event) => onChange('allowPhotos', event.currentTarget.checked)}
        />
      </fieldset>
      <div className="propre-field" data-part="notes">
        <label className="propre-label" htmlFor="propre-book-notes">
          {t('fields.notes')} <span className="propre-label-optional">{t('common:field.optional')}</span>
        </label>
        <textarea
          id="propre-book-notes"
          className="propre-input propre-book-notes"
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
      <div className="propre-book-actions">
        <Button variant="secondary" onClick={onBack} data-part="back">
          {t('common:actions.back')}
        </Button>
        <Button size="lg" onClick={onContinue} data-part="continue">
          {t('book.details.seePrice')}
        </Button>
      </div>
    </div>
  );
}
