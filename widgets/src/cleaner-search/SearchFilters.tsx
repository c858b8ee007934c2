import { type ReactNode, useId, useState } from 'react';
import { Checkbox } from '../ui/Checkbox.tsx';
import { CheckboxGroup } from '../ui/CheckboxGroup.tsx';
import { RadioGroup } from '../ui/RadioGroup.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { formatDecimal } from './format.ts';
import type { CleanerSearchPart } from './parts.ts';
import {
  type CleanerSearchQuery,
  experienceLevels,
  minRatings,
  type PetTolerance,
  petTolerances,
  searchableGenders,
  serviceTypes,
} from './query.ts';
import { cleanerSearchTexts } from './texts.ts';

export interface SearchFiltersProps {
  query: CleanerSearchQuery;
  onQueryChange: (query: CleanerSearchQuery) => void;
}

type AvailabilityMode = 'any' | 'soon' | 'date';

/** Today in Quebec (`2026-11-25`), the earliest date worth asking for. */
function todayInQuebec(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
}

/** Every filter of the search except the place: each change applies at once. */
export function SearchFilters({ query, onQueryChange }: SearchFiltersProps) {
  const { t, part, locale } = useEntry<CleanerSearchPart>(cleanerSearchTexts);
  // "On a date" is chosen before the date is: remember the choice until a date is picked.
  const [pickingDate, setPickingDate] = useState(false);
  // The sidebar and the phone's dialog may both be in the page: radio names must not be shared.
  const id = useId();
  const mode: AvailabilityMode = query.date ? 'date' : query.availableSoon ? 'soon' : pickingDate ? 'date' : 'any';
  const set = (patch: Partial<CleanerSearchQuery>) => onQueryChange({ ...query, ...patch });
  // The service, the experience and the gender: one of a list, or any (the key then left out).
  const oneOf = (key: 'serviceType' | 'experienceLevel' | 'gender', texts: string, values: readonly string[]) => (
    <SelectField
      label={t(`${texts}.label`)}
      placeholder={t(`${texts}.any`)}
      options={values.map((value) => ({ value, label: t(`${texts}.${value}`) }))}
      value={query[key] ?? ''}
      onChange={(event) => set({ [key]: event.currentTarget.value || undefined })}
    />
  );
  // Verified, eco-certified: ticked asks for it, unticked leaves the key out.
  const flag = (key: 'verified' | 'ecoCertified') => (
    <Checkbox
      label={t(`trust.${key}`)}
      checked={query[key] === true}
      onChange={(event) => set({ [key]: event.currentTarget.checked || undefined })}
    />
  );
  const group = (children: ReactNode) => <div {...part('group', { className: 'propre-stack' })}>{children}</div>;

  return (
    <div {...part('fields', { className: 'propre-stack' })}>
      {group(oneOf('serviceType', 'serviceType', serviceTypes))}
      {group(
        <>
          <RadioGroup
            legend={t('availability.label')}
            name={`${id}-availability`}
            options={(['any', 'soon', 'date'] as const).map((value) => ({ value, label: t(`availability.${value}`) }))}
            value={mode}
            onChange={(value) => {
              setPickingDate(value === 'date');
              if (value === 'any') set({ availableSoon: undefined, date: undefined });
              if (value === 'soon') set({ availableSoon: true, date: undefined });
              if (value === 'date') set({ availableSoon: undefined });
            }}
          />
          {mode === 'date' ? (
            <TextField
              label={t('availability.dateLabel')}
              type="date"
              min={todayInQuebec()}
              value={query.date ?? ''}
              onChange={(event) => set({ date: event.currentTarget.value || undefined, availableSoon: undefined })}
            />
          ) : null}
        </>,
      )}
      {group(
        <SelectField
          label={t('minRating.label')}
          placeholder={t('minRating.any')}
          options={minRatings.map((value) => ({
            value: String(value),
            label: t('minRating.option', { value: formatDecimal(value, locale, value % 1 === 0 ? 0 : 1) }),
          }))}
          value={query.minRating === undefined ? '' : String(query.minRating)}
          onChange={(event) => set({ minRating: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}
        />,
      )}
      {group(oneOf('experienceLevel', 'experience', experienceLevels))}
      {group(
        <fieldset {...part('trust', { className: 'propre-choice-group' })}>
          <legend className="propre-label">{t('trust.label')}</legend>
          <div className="propre-choice-list">
            {flag('verified')}
            {flag('ecoCertified')}
          </div>
        </fieldset>,
      )}
      {group(
        <CheckboxGroup
          legend={t('pets.label')}
          hint={t('pets.hint')}
          name={`${id}-pets`}
          inline
          className={part('pets').className}
          options={petTolerances.map((value) => ({ value, label: t(`pets.${value}`) }))}
          value={query.pets ?? []}
          onChange={(values) => set({ pets: values.length > 0 ? (values as PetTolerance[]) : undefined })}
        />,
      )}
      {group(oneOf('gender', 'gender', searchableGenders))}
    </div>
  );
}
