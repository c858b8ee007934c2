import { verification } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { usePropre } from '../../context/hooks.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useEntry } from '../../ui/use-entry.ts';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { DocumentSlot } from '../documents/DocumentSlot.tsx';
import { type OnboardingStep, type VerificationTabId, verificationTabs } from '../model.ts';
import type { CleanerOnboardingPart } from '../parts.ts';
import { cleanerOnboardingTexts } from '../texts.ts';
import { BusinessForm } from './BusinessForm.tsx';
import type { StepProps } from './QuickStartStep.tsx';
import { StepLoading } from './StepLoading.tsx';
import { TrainingForm } from './TrainingForm.tsx';
import { useCleanerProfile } from './use-profile.ts';

const statusTone = { verified: 'success', pending: 'warning', rejected: 'danger', unverified: 'neutral' } as const;

export interface VerificationStepProps extends StepProps {
  step: OnboardingStep;
  /** The tab on screen (uncontrolled when absent). */
  tab?: VerificationTabId;
  onTabChange?: (tab: VerificationTabId) => void;
}

/** Full verification in three tabs: identity (ID, background check), business (insurance, taxes), training (certificates). */
export function VerificationStep({ step, onError, tab, onTabChange }: VerificationStepProps) {
  const { t, part } = useEntry<CleanerOnboardingPart>(cleanerOnboardingTexts);
  const { client } = usePropre();
  const { profile, saved } = useCleanerProfile();
  const documents = useQuery(verification.listMyDocuments(client));
  const [own, setOwn] = useState<VerificationTabId>(
    () => verificationTabs.find((v) => step.missing.includes(v.missing))?.id ?? 'identity',
  );
  if (!profile.data || !documents.data) {
    const error = profile.error ?? documents.error ?? undefined;
    const retry = () => void (profile.isError ? profile.refetch() : documents.refetch());
    return <StepLoading error={error} onRetry={retry} retrying={profile.isFetching || documents.isFetching} />;
  }
  const items = documents.data.items;
  const status = documents.data.verificationStatus;
  const slots = (types: readonly ('id' | 'background_check' | 'insurance' | 'certification')[]) =>
    types.map((type) => (
      <DocumentSlot key={type} type={type} documents={items.filter((d) => d.type === type)} onError={onError} />
    ));

  const content: Record<VerificationTabId, ReactNode> = {
    identity: (
      <div {...part('stack')}>
        <p {...part('muted')}>{t('identity.lead')}</p>
        <p>
          <Badge tone={statusTone[status]} {...part('verificationStatus')}>
            {t(`documents.verification.${status}`)}
          </Badge>
        </p>
        {slots(['id', 'background_check'])}
      </div>
    ),
    business: (
      <div {...part('stack')}>
        <BusinessForm profile={profile.data} onSaved={saved} onError={onError} />
        {slots(['insurance'])}
      </div>
    ),
    training: (
      <div {...part('stack')}>
        <TrainingForm profile={profile.data} onSaved={saved} onError={onError} />
        {slots(['certification'])}
      </div>
    ),
  };

  return (
    <Tabs
      label={t('tabsLabel')}
      value={tab ?? own}
      onValueChange={(value) => {
        setOwn(value as VerificationTabId);
        onTabChange?.(value as VerificationTabId);
      }}
      className={part('tabs').className}
      items={verificationTabs.map((v) => ({
        value: v.id,
        label: (
          <span {...part('tabLabel')} data-done={!step.missing.includes(v.missing) || undefined}>
            {t(`tabs.${v.id}`)}
            {!step.missing.includes(v.missing) && (
              <>
                <span {...part('tabDone')} aria-hidden="true">
                  ✓
                </span>
                <VisuallyHidden> ({t('tabDone')})</VisuallyHidden>
              </>
            )}
          </span>
        ),
        content: content[v.id],
      }))}
    />
  );
}
