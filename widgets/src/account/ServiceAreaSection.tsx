import { useState } from 'react';
import { useEntryTranslation } from '../i18n/use-entry-translation.ts';
import { CheckboxGroup } from '../ui/CheckboxGroup.tsx';
import { usePart } from '../ui/part.ts';
import { CityPicker } from './CityPicker.tsx';
import { type CleanerSectionProps, type PublicCleanerProfile, type ServiceType, serviceTypes } from './cleaner-types.ts';
import type { AccountPart } from './parts.ts';
import { sectionProblem } from './problems.ts';
import { problemAlert, SettingsSection, sectionFrame } from './SettingsSection.tsx';
import { accountTexts } from './texts.ts';
import { useCleanerSave } from './use-cleaner-save.ts';

export type ServiceAreaSectionProps = CleanerSectionProps<Pick<PublicCleanerProfile, 'serviceCities' | 'serviceTypes'>>;

const codeFields = { city_not_found: 'serviceCities', invalid_city: 'serviceCities', service_type_required: 'serviceTypes' };

/** Where the cleaner works (cities from the places API) and what cleanings they offer (at least one, spec §5). */
export function ServiceAreaSection(props: ServiceAreaSectionProps) {
  const { t } = useEntryTranslation(accountTexts);
  const part = usePart<AccountPart>('account');
  const [cities, setCities] = useState<string[]>(props.initial.serviceCities);
  const [types, setTypes] = useState<ServiceType[]>(props.initial.serviceTypes);
  const [checked, setChecked] = useState(false);
  const saving = useCleanerSave(props);
  const problem = sectionProblem(saving.failure, t, ['serviceCities', 'serviceTypes'], codeFields);
  const citiesError = (checked && cities.length === 0 && t('area.cities.required')) || problem.fields.serviceCities;
  const typesError = (checked && types.length === 0 && t('area.types.required')) || problem.fields.serviceTypes;

  const submit = () => {
    setChecked(true);
    if (cities.length === 0 || types.length === 0) return saving.refuse();
    void saving.save({ serviceCities: cities, serviceTypes: types });
  };

  return (
    <SettingsSection
      {...sectionFrame(t, props, saving, {
        name: 'service-area',
        texts: 'area',
        alert: problemAlert(problem.alert, t('failures.generic')),
      })}
      onSubmit={submit}
    >
      <CityPicker
        value={cities}
        error={citiesError || undefined}
        onChange={(next) => {
          setCities(next);
          saving.edited();
        }}
      />
      <CheckboxGroup
        legend={t('area.types.legend')}
        name="serviceTypes"
        value={types}
        error={typesError || undefined}
        className={part('serviceTypes').className}
        onChange={(next) => {
          setTypes(next as ServiceType[]);
          saving.edited();
        }}
        options={serviceTypes.map((type) => ({ value: type, label: t(`area.types.${type}`) }))}
      />
    </SettingsSection>
  );
}
