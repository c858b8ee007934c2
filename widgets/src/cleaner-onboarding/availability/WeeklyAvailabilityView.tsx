import { type FormEvent, useId } from 'react';
import { usePartClass, usePropre } from '../../context/hooks.ts';
import { problemMessage } from '../../errors/problem-message.ts';
import { onboardingNs } from '../../i18n/bundles/onboarding.ts';
import { useWidgetTranslation } from '../../i18n/use-widget-translation.ts';
import { cx } from '../../theme/appearance.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { FieldError } from '../../ui/field-parts.tsx';
import { ProblemAlert } from '../../ui/ProblemAlert.tsx';
import type { WeeklyTemplate } from '../model.ts';
import { type DayHalf, weekdayName, weekdays } from './template.ts';

export interface WeeklyAvailabilityViewProps {
  value: WeeklyTemplate;
  onChange: (value: WeeklyTemplate) => void;
  onSubmit: () => void;
  saving?: boolean;
  saved?: boolean;
  /** « Choisissez au moins une demi-journée », shown beside the grid. */
  emptyError?: boolean;
  /** The API's refusal (`availability_slot_exists`…) or a failed call. */
  error?: unknown;
  headingLevel?: 3 | 4;
  className?: string;
}

/** Morning and afternoon for each weekday (spec §9), as a grid of checkboxes, saved together. */
export function WeeklyAvailabilityView(props: WeeklyAvailabilityViewProps) {
  const { value, onChange, headingLevel = 3 } = props;
  const { t } = useWidgetTranslation(onboardingNs, 'common');
  const { locale } = usePropre();
  const id = useId();
  const rootClass = usePartClass('availability', cx('propre-onboarding-card propre-onboarding-availability', props.className));
  const Heading = `h${headingLevel}` as const;
  const problem = props.error ? problemMessage(props.error, t) : null;
  const toggle = (day: keyof WeeklyTemplate, half: DayHalf, checked: boolean) =>
    onChange({ ...value, [day]: { ...value[day], [half]: checked } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className={rootClass} data-part="availability" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="propre-onboarding-card__title">
        {t('cleaner.availability.legend')}
      </Heading>
      <fieldset
        className="propre-onboarding-availability__grid"
        aria-describedby={props.emptyError ? `${id}-hint ${id}-error` : `${id}-hint`}
      >
        <legend className="propre-onboarding-muted" id={`${id}-hint`}>
          {t('cleaner.availability.hint')}
        </legend>
        {weekdays.map((day) => {
          const dayName = weekdayName(day, locale);
          return (
            <div key={day} className="propre-onboarding-availability__day" data-day={day}>
              <span className="propre-onboarding-availability__name">{dayName}</span>
              {(['morning', 'afternoon'] as const).map((half) => {
                const halfName = t(`cleaner.availability.${half}`);
                const halfInLabel = halfName.toLocaleLowerCase(locale === 'en' ? 'en-CA' : 'fr-CA');
                return (
                  <label key={half} className="propre-onboarding-half">
                    <input
                      type="checkbox"
                      checked={value[day][half]}
                      onChange={(event) => toggle(day, half, event.target.checked)}
                      aria-label={t('cleaner.availability.dayHalf', { day: dayName, half: halfInLabel })}
                    />
                    <span aria-hidden="true">{halfName}</span>
                  </label>
                );
              })}
            </div>
          );
        })}
      </fieldset>
      {props.emptyError && <FieldError id={`${id}-error`}>{t('cleaner.availability.noneChosen')}</FieldError>}
      {problem && <ProblemAlert error={props.error} />}
      <div className="propre-onboarding-card__actions">
        <Button type="submit" loading={props.saving}>
          {t('cleaner.availability.save')}
        </Button>
        {props.saved && (
          <Alert tone="success" role="status">
            {t('cleaner.availability.saved')}
          </Alert>
        )}
      </div>
    </form>
  );
}
