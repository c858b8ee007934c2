import { type FormEvent, useId } from 'react';
import { FormAlert } from '../../forms/FormAlert.tsx';
import type { FormErrors } from '../../forms/form-errors.ts';
import { useErrorFocus } from '../../forms/use-form.ts';
import { FieldError } from '../../ui/field-parts.tsx';
import { useEntry } from '../../ui/use-entry.ts';
import type { WeeklyTemplate } from '../model.ts';
import type { CleanerOnboardingPart } from '../parts.ts';
import { SaveActions } from '../SaveActions.tsx';
import { cleanerOnboardingTexts } from '../texts.ts';
import { type DayHalf, weekdayName, weekdays } from './template.ts';

export interface WeeklyAvailabilityViewProps {
  value: WeeklyTemplate;
  onChange: (value: WeeklyTemplate) => void;
  onSubmit: () => void;
  saving?: boolean;
  saved?: boolean;
  /**
   * `halves`: beside the grid (« Choisissez au moins une demi-journée »); `form`: the API's refusal
   * (`availability_slot_exists`…) or a failed call. `useForm`'s errors.
   */
  errors?: FormErrors<'halves'>;
  /** Counts the refused attempts: each moves the focus to the grid or the alert. */
  attempt?: number;
  headingLevel?: 3 | 4;
  className?: string;
}

/** Morning and afternoon for each weekday (spec §9), as a grid of checkboxes, saved together. */
export function WeeklyAvailabilityView(props: WeeklyAvailabilityViewProps) {
  const { value, onChange, headingLevel = 3 } = props;
  const { t, part, locale } = useEntry<CleanerOnboardingPart>(cleanerOnboardingTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const errors = props.errors ?? {};
  const { formRef, alertRef } = useErrorFocus(props.attempt, ['halves'], errors);
  const toggle = (day: keyof WeeklyTemplate, half: DayHalf, checked: boolean) =>
    onChange({ ...value, [day]: { ...value[day], [half]: checked } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form
      ref={formRef}
      {...part('availability', { className: props.className })}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <Heading id={`${id}-title`} {...part('cardTitle')}>
        {t('availability.legend')}
      </Heading>
      <fieldset
        {...part('availabilityGrid', { className: 'propre-stack' })}
        aria-describedby={errors.halves ? `${id}-hint ${id}-error` : `${id}-hint`}
      >
        <legend {...part('muted')} id={`${id}-hint`}>
          {t('availability.hint')}
        </legend>
        {weekdays.map((day) => {
          const dayName = weekdayName(day, locale);
          return (
            <div key={day} {...part('availabilityDay')} data-day={day}>
              <span {...part('availabilityName')}>{dayName}</span>
              {(['morning', 'afternoon'] as const).map((half) => {
                const halfName = t(`availability.${half}`);
                const halfInLabel = halfName.toLocaleLowerCase(locale === 'en' ? 'en-CA' : 'fr-CA');
                return (
                  <label key={half} {...part('half', { className: 'propre-row' })}>
                    <input
                      type="checkbox"
                      name="halves"
                      checked={value[day][half]}
                      onChange={(event) => toggle(day, half, event.target.checked)}
                      aria-label={t('availability.dayHalf', { day: dayName, half: halfInLabel })}
                    />
                    <span aria-hidden="true">{halfName}</span>
                  </label>
                );
              })}
            </div>
          );
        })}
      </fieldset>
      {errors.halves && <FieldError id={`${id}-error`}>{errors.halves}</FieldError>}
      {errors.form && <FormAlert ref={alertRef} problem={errors.form} />}
      <SaveActions label={t('availability.save')} savedText={t('availability.saved')} saving={props.saving} saved={props.saved} />
    </form>
  );
}
