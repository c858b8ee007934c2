import type { TFunction } from 'i18next';
import { onboardingNs } from '../i18n/bundles/onboarding.ts';
import { useWidgetTranslation } from '../i18n/use-widget-translation.ts';

/** The onboarding's own texts (`cleaner.*` of the onboarding namespace), e.g. for the host page's title. */
export function useCleanerOnboardingText(): TFunction {
  return useWidgetTranslation(onboardingNs).t;
}
