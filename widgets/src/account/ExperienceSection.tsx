import { useState } from 'react';
import { CheckboxGroup } from '../ui/CheckboxGroup.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { bounds, type CleanerSectionProps, type PublicCleanerProfile, spokenLanguages } from './cleaner-types.ts';
import type { AccountPart } from './parts.ts';
import { SettingsSection, sectionFrame } from './SettingsSection.tsx';
import { editText } from './section-save.ts';
import { accountTexts } from './texts.ts';
import { useCleanerSave } from './use-cleaner-save.ts';

export type ExperienceSectionProps = CleanerSectionProps<
  Pick<PublicCleanerProfile, 'languages' | 'yearsOfExperience' | 'equipment'>
>;

/** « aspirateur, vadrouille ; escabeau » → ['aspirateur', 'vadrouille', 'escabeau'], without repeats. */
export function equipmentList(text: string): string[] {
  const items = text
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set(items)];
}

/** Languages spoken, years of experience (0–60) and the equipment the cleaner brings. */
export function ExperienceSection(props: ExperienceSectionProps) {
  const { t, part } = useEntry<AccountPart>(accountTexts);
  const { initial } = props;
  const [languages, setLanguages] = useState<string[]>(initial.languages);
  const [years, setYears] = useState(initial.yearsOfExperience == null ? '' : String(initial.yearsOfExperience));
  const [equipment, setEquipment] = useState(initial.equipment.join(', '));
  const saving = useCleanerSave(props, {
    order: ['languages', 'yearsOfExperience', 'equipment'],
    title: t('failures.generic'),
  });
  // Codes the profile already has beyond the offered choices stay choosable (and sent back).
  const choices = [...new Set([...spokenLanguages, ...initial.languages])];

  const yearsText = years.trim();
  const yearsNumber = Number(yearsText);
  const yearsValid =
    yearsText === '' || (/^\d+$/.test(yearsText) && yearsNumber >= bounds.years.min && yearsNumber <= bounds.years.max);
  const items = equipmentList(equipment);
  const equipmentValid =
    items.length <= bounds.equipment.maxItems &&
    items.every((item) => item.length >= bounds.equipment.min && item.length <= bounds.equipment.max);
  const { errors } = saving.form;

  const submit = () => {
    if (!yearsValid || !equipmentValid)
      return saving.refuse((wordIn) => ({
        ...(yearsValid ? {} : { yearsOfExperience: wordIn('experience.years.invalid') }),
        ...(equipmentValid ? {} : { equipment: wordIn('experience.equipment.invalid') }),
      }));
    void saving.save({
      languages,
      equipment: items,
      ...(yearsText === '' ? {} : { yearsOfExperience: yearsNumber }),
    });
  };
  return (
    <SettingsSection {...sectionFrame(t, props, saving, { name: 'experience' })} onSubmit={submit}>
      <CheckboxGroup
        legend={t('experience.languages.legend')}
        name="languages"
        inline
        value={languages}
        error={errors.languages}
        onChange={(next) => {
          setLanguages(next);
          saving.edited('languages');
        }}
        options={choices.map((code) => ({
          value: code,
          label: t(`experience.languages.names.${code}`, { defaultValue: code.toUpperCase() }),
        }))}
      />
      <TextField
        label={t('experience.years.label')}
        hint={t('experience.years.hint')}
        name="yearsOfExperience"
        inputMode="numeric"
        className={part('yearsField').className}
        value={years}
        error={errors.yearsOfExperience}
        onChange={editText(setYears, saving, 'yearsOfExperience')}
      />
      <TextField
        label={t('experience.equipment.label')}
        hint={t('experience.equipment.hint')}
        name="equipment"
        value={equipment}
        error={errors.equipment}
        onChange={editText(setEquipment, saving, 'equipment')}
      />
    </SettingsSection>
  );
}
