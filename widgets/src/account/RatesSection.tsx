import { useState } from 'react';
import { usePropre } from '../context/hooks.ts';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { usePart } from '../ui/part.ts';
import { RadioGroup } from '../ui/RadioGroup.tsx';
import {
  bounds,
  type CleanerSectionProps,
  type FixedRates,
  type PaymentMethod,
  type PropertyType,
  type PublicCleanerProfile,
  propertyTypes,
} from './cleaner-types.ts';
import { dollarsText, parseDollars, withinDollars } from './money.ts';
import type { AccountPart } from './parts.ts';
import { sectionProblem } from './problems.ts';
import { FixedRatesFields, HourlyRateField } from './RateFields.tsx';
import { problemAlert, SettingsSection, sectionFrame } from './SettingsSection.tsx';
import { accountTexts } from './texts.ts';
import { useCleanerSave } from './use-cleaner-save.ts';

export type RatesSectionProps = CleanerSectionProps<Pick<PublicCleanerProfile, 'rates'>>;

type FixedTexts = Record<PropertyType, string>;

/** The API's codes that are about the rates, and the field each explains. */
const codeFields = { invalid_hourly_rate: 'hourlyRate', invalid_fixed_rates: 'fixedRates' };

/**
 * How the cleaner charges (spec §4): by the hour (17–199 $) or a fixed price per property type
 * (15–199 $, at least one). Switching the method keeps the other rates as they were — stored,
 * not applied — and nothing changes until Save.
 */
export function RatesSection(props: RatesSectionProps) {
  const { t } = useEntryTranslation(accountTexts);
  const { locale } = usePropre();
  const part = usePart<AccountPart>('account');
  const { rates } = props.initial;
  const [method, setMethod] = useState<PaymentMethod>(rates.paymentMethod);
  const [hourly, setHourly] = useState(() => dollarsText(rates.hourlyRate, locale));
  const [fixed, setFixed] = useState<FixedTexts>(
    () => Object.fromEntries(propertyTypes.map((type) => [type, dollarsText(rates.fixedRates[type], locale)])) as FixedTexts,
  );
  const [checked, setChecked] = useState(false);
  const saving = useCleanerSave(props);

  const hourlyCents = parseDollars(hourly);
  const fixedCents = Object.fromEntries(propertyTypes.map((type) => [type, parseDollars(fixed[type])])) as Record<
    PropertyType,
    number | null
  >;
  const hourlyValid = withinDollars(hourlyCents, bounds.hourly.min, bounds.hourly.max);
  const fixedErrors: Partial<Record<PropertyType, string>> = {};
  for (const type of propertyTypes) {
    const cents = fixedCents[type];
    if (cents !== null && !withinDollars(cents, bounds.fixed.min, bounds.fixed.max))
      fixedErrors[type] = t('rates.fixed.outOfRange');
  }
  const filled = propertyTypes.filter((type) => fixedCents[type] !== null).length;
  const fixedValid = Object.keys(fixedErrors).length === 0 && filled > 0;
  const valid = method === 'hourly' ? hourlyValid : fixedValid;

  const problem = sectionProblem(saving.failure, t, ['hourlyRate', 'fixedRates', ...propertyTypes], codeFields);
  const show = checked && !valid;
  const hourlyError =
    (show && method === 'hourly' && (hourlyCents === null ? t('rates.hourly.required') : t('rates.hourly.outOfRange'))) ||
    problem.fields.hourlyRate;
  // « At least one » only when no price is typed at all; a price out of bounds is said beside it.
  const groupError = (show && method === 'fixed' && filled === 0 && t('rates.fixed.atLeastOne')) || problem.fields.fixedRates;
  const ownTitle = method === 'hourly' ? t('rates.hourly.invalidTitle') : t('rates.fixed.invalidTitle');
  const apiRuleBroken = Boolean(problem.fields.hourlyRate || problem.fields.fixedRates);
  const alert = show
    ? { title: ownTitle, message: method === 'hourly' ? t('rates.hourly.fix') : t('rates.fixed.fix') }
    : apiRuleBroken
      ? { title: ownTitle }
      : problemAlert(problem.alert, method === 'hourly' ? t('failures.rates') : t('failures.payment'));

  const change = () => saving.edited();
  const submit = () => {
    setChecked(true);
    if (!valid) return saving.refuse();
    if (method === 'hourly') {
      void saving.save({ paymentMethod: 'hourly', hourlyRate: hourlyCents as number });
      return;
    }
    // Every type is sent: an emptied field clears that price (null), the others are the typed ones.
    const fixedRates: FixedRates = Object.fromEntries(propertyTypes.map((type) => [type, fixedCents[type]]));
    void saving.save({ paymentMethod: 'fixed', fixedRates });
  };

  return (
    <SettingsSection {...sectionFrame(t, props, saving, { name: 'rates', alert: alert })} onSubmit={submit}>
      <RadioGroup
        legend={t('rates.method.label')}
        name="paymentMethod"
        value={method}
        onChange={(next) => {
          setMethod(next as PaymentMethod);
          setChecked(false);
          change();
        }}
        options={[
          { value: 'hourly', label: t('rates.method.hourly'), hint: t('rates.method.hourlyHint') },
          { value: 'fixed', label: t('rates.method.fixed'), hint: t('rates.method.fixedHint') },
        ]}
      />
      {method !== rates.paymentMethod && (
        <p {...part('switchNote')}>{t(method === 'hourly' ? 'rates.switchNote.toHourly' : 'rates.switchNote.toFixed')}</p>
      )}
      {method === 'hourly' ? (
        <HourlyRateField
          value={hourly}
          error={hourlyError || undefined}
          onChange={(text) => {
            setHourly(text);
            change();
          }}
        />
      ) : (
        <FixedRatesFields
          values={fixed}
          errors={checked ? { ...fixedErrors, ...pick(problem.fields) } : pick(problem.fields)}
          groupError={groupError || undefined}
          onChange={(type, text) => {
            setFixed((previous) => ({ ...previous, [type]: text }));
            change();
          }}
        />
      )}
    </SettingsSection>
  );
}

/** The API's per-type errors (`/body/fixedRates/house`) among a problem's field errors. */
function pick(fields: Record<string, string>): Partial<Record<PropertyType, string>> {
  return Object.fromEntries(propertyTypes.filter((type) => fields[type]).map((type) => [type, fields[type]]));
}
