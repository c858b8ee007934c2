import { useState } from 'react';
import { RadioGroup } from '../ui/RadioGroup.tsx';
import { useEntry } from '../ui/use-entry.ts';
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
import { FixedRatesFields, HourlyRateField } from './RateFields.tsx';
import { SettingsSection, sectionFrame } from './SettingsSection.tsx';
import { wordEach } from './section-save.ts';
import { accountTexts } from './texts.ts';
import { useCleanerSave } from './use-cleaner-save.ts';

export type RatesSectionProps = CleanerSectionProps<Pick<PublicCleanerProfile, 'rates'>>;

type FixedTexts = Record<PropertyType, string>;

type PriceField = `fixedRates.${PropertyType}`;
type Field = 'hourlyRate' | PriceField | 'fixedRates';
const priceField = (type: PropertyType): PriceField => `fixedRates.${type}`;
const order: readonly Field[] = ['hourlyRate', ...propertyTypes.map(priceField), 'fixedRates'];
/** The API points at a price by its type (`/body/fixedRates/house`). */
const fields = Object.fromEntries(propertyTypes.map((type) => [type, priceField(type)])) as Record<string, Field>;

/**
 * How the cleaner charges (spec §4): by the hour (17–199 $) or a fixed price per property type
 * (15–199 $, at least one). Switching the method keeps the other rates as they were — stored,
 * not applied — and nothing changes until Save.
 */
export function RatesSection(props: RatesSectionProps) {
  const { t, part, locale } = useEntry<AccountPart>(accountTexts);
  const { rates } = props.initial;
  const [method, setMethod] = useState<PaymentMethod>(rates.paymentMethod);
  const [hourly, setHourly] = useState(() => dollarsText(rates.hourlyRate, locale));
  const [fixed, setFixed] = useState<FixedTexts>(
    () => Object.fromEntries(propertyTypes.map((type) => [type, dollarsText(rates.fixedRates[type], locale)])) as FixedTexts,
  );
  const saving = useCleanerSave(props, {
    order,
    title: method === 'hourly' ? t('failures.rates') : t('failures.payment'),
    fields,
    // The API's rate rules: « Taux invalide » or « Prix fixes invalides », and how to fix it.
    ownCodes: {
      invalid_hourly_rate: { title: t('rates.hourly.invalidTitle'), message: t('rates.hourly.fix') },
      invalid_fixed_rates: { title: t('rates.fixed.invalidTitle'), message: t('rates.fixed.fix') },
    },
  });
  const { errors } = saving.form;

  const hourlyCents = parseDollars(hourly);
  const fixedCents = Object.fromEntries(propertyTypes.map((type) => [type, parseDollars(fixed[type])])) as Record<
    PropertyType,
    number | null
  >;
  /** The keys of what is wrong before sending, with « Taux invalide » or « Prix fixes invalides » above. */
  const invalid: Partial<Record<Field, string>> = {};
  if (method === 'hourly') {
    if (!withinDollars(hourlyCents, bounds.hourly.min, bounds.hourly.max))
      invalid.hourlyRate = hourlyCents === null ? 'rates.hourly.required' : 'rates.hourly.outOfRange';
  } else {
    for (const type of propertyTypes) {
      const cents = fixedCents[type];
      if (cents !== null && !withinDollars(cents, bounds.fixed.min, bounds.fixed.max))
        invalid[priceField(type)] = 'rates.fixed.outOfRange';
    }
    // « At least one » only when no price is typed at all; a price out of bounds is said beside it.
    if (propertyTypes.every((type) => fixedCents[type] === null)) invalid.fixedRates = 'rates.fixed.atLeastOne';
  }

  const change = (field: Field) => saving.edited(field);
  const submit = () => {
    if (Object.keys(invalid).length > 0) {
      const rule = method === 'hourly' ? 'rates.hourly' : 'rates.fixed';
      return saving.refuse((wordIn) => ({
        ...wordEach(invalid)(wordIn),
        form: { title: wordIn(`${rule}.invalidTitle`), message: wordIn(`${rule}.fix`) },
      }));
    }
    if (method === 'hourly') {
      void saving.save({ paymentMethod: 'hourly', hourlyRate: hourlyCents as number });
      return;
    }
    // Every type is sent: an emptied field clears that price (null), the others are the typed ones.
    const fixedRates: FixedRates = Object.fromEntries(propertyTypes.map((type) => [type, fixedCents[type]]));
    void saving.save({ paymentMethod: 'fixed', fixedRates });
  };

  return (
    <SettingsSection {...sectionFrame(t, props, saving, { name: 'rates' })} onSubmit={submit}>
      <RadioGroup
        legend={t('rates.method.label')}
        name="paymentMethod"
        value={method}
        onChange={(next) => {
          setMethod(next as PaymentMethod);
          saving.form.clear();
          saving.edited();
        }}
        options={[
          { value: 'hourly', label: t('rates.method.hourly'), hint: t('rates.method.hourlyHint') },
          { value: 'fixed', label: t('rates.method.fixed'), hint: t('rates.method.fixedHint') },
        ]}
      />
      {method !== rates.paymentMethod && (
        <p {...part('switchNote', { className: 'propre-note' })}>
          {t(method === 'hourly' ? 'rates.switchNote.toHourly' : 'rates.switchNote.toFixed')}
        </p>
      )}
      {method === 'hourly' ? (
        <HourlyRateField
          value={hourly}
          error={errors.hourlyRate}
          onChange={(text) => {
            setHourly(text);
            change('hourlyRate');
          }}
        />
      ) : (
        <FixedRatesFields
          values={fixed}
          errors={Object.fromEntries(propertyTypes.map((type) => [type, errors[priceField(type)]]))}
          groupError={errors.fixedRates}
          onChange={(type, text) => {
            setFixed((previous) => ({ ...previous, [type]: text }));
            change(priceField(type));
            change('fixedRates');
          }}
        />
      )}
    </SettingsSection>
  );
}
