import type { RetryProps } from '../ui/query-state.ts';
import { useEntry } from '../ui/use-entry.ts';
import { BioSection } from './BioSection.tsx';
import type { CleanerProfile, PublicCleanerProfile } from './cleaner-types.ts';
import { ExperienceSection } from './ExperienceSection.tsx';
import { PetToleranceSection } from './PetToleranceSection.tsx';
import type { AccountPart } from './parts.ts';
import { RatesSection } from './RatesSection.tsx';
import { ServiceAreaSection } from './ServiceAreaSection.tsx';
import { SettingsPage, type SettingsSaveProps, type SettingsStatus } from './SettingsPage.tsx';
import { accountTexts } from './texts.ts';

export type CleanerSettingsStatus = SettingsStatus;

export interface CleanerSettingsViewProps extends RetryProps, SettingsSaveProps<CleanerProfile> {
  status: CleanerSettingsStatus;
  /** The values to start from (`profile.public` of `cleaners.getMyProfile`), when `status` is `ready`. */
  initial?: PublicCleanerProfile | undefined;
}

/** The cleaner's five profile sections for a profile you give; each saves on its own. */
export function CleanerSettingsView(props: CleanerSettingsViewProps) {
  const { status, initial, onSaved, onError, headingLevel = 2, className } = props;
  const { t, part } = useEntry<AccountPart>(accountTexts);
  const retry = { error: props.error, onRetry: props.onRetry, retrying: props.retrying };
  return (
    <SettingsPage status={status} data={initial} loadingLabel={t('profileLoading')} {...retry}>
      {(ready) => {
        const common = { onSaved, onError, headingLevel, initial: ready };
        return (
          <div {...part('cleanerSettings', { className })}>
            <BioSection {...common} />
            <RatesSection {...common} />
            <ServiceAreaSection {...common} />
            <PetToleranceSection {...common} />
            <ExperienceSection {...common} />
          </div>
        );
      }}
    </SettingsPage>
  );
}
