import { useState } from 'react';
import { CheckboxGroup } from '../ui/CheckboxGroup.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { CityPicker } from './CityPicker.tsx';
import { type CleanerSectionProps, type PublicCleanerProfile, type ServiceType, serviceTypes } from './cleaner-types.ts';
import type { AccountPart } from './parts.ts';
import { SettingsSection, sectionFrame } from './SettingsSection.tsx';
import { accountTexts } from './texts.ts';
import { useCleanerSave } from './use-cleaner-save.ts';

export type ServiceAreaSectionProps = CleanerSectionProps<Pick<PublicCleanerProfile, 'serviceCities' | 'serviceTypes'>>;

const codes = { city_not_found: 'serviceCities', invalid_city: 'serviceCities', service_type_required: 'serviceTypes' } as const;

/** Where the cleaner works (cities from the places API) and what cleanings they offer (at least one, spec §5). */
export function ServiceAreaSection(props: ServiceAreaSectionProps) {
  const { t, part } = useEntry<AccountPart>(accountTexts);
  const [cities, setCities] = useState<string[]>(props.initial.serviceCities);
  const [types, setTypes] = useState<ServiceType[]>(props.initial.serviceTypes);
  const saving = useCleanerSave(props, { order: ['serviceCities', 'serviceTypes'], title: t('failures.generic'), codes });
  const { errors } = saving.form;

  const submit = () => {
    if (cities.length === 0 || types.length === 0)
      return saving.refuse((wordIn) => ({
        ...(cities.length === 0 ? { serviceCities: wordIn('area.cities.required') } : {}),
        ...(types.length === 0 ? { serviceTypes: wordIn('area.types.required') } : {}),
      }));
    void saving.save({ serviceCities: cities, serviceTypes: types });
  };

  return (
    <SettingsSection {...sectionFrame(t, props, saving, { name: 'service-area', texts: 'area' })} onSubmit={submit}>
      <CityPicker
        value={cities}
        error={errors.serviceCities}
        onChange={(next) => {
          setCities(next);
          saving.edited('serviceCities');
        }}
      />
      <CheckboxGroup
        legend={t('area.types.legend')}
        name="serviceTypes"
        value={types}
        error={errors.serviceTypes}
        className={part('serviceTypes').className}
        onChange={(next) => {
          setTypes(next as ServiceType[]);
          saving.edited('serviceTypes');
        }}
        options={serviceTypes.map((type) => ({ value: type, label: t(`area.types.${type}`) }))}
      />
    </SettingsSection>
  );
}
