import en from '../locales/en/onboarding.json' with { type: 'json' };
import fr from '../locales/fr/onboarding.json' with { type: 'json' };
import type { NamespaceBundle } from '../namespaces.ts';

export const onboardingNs: NamespaceBundle = { ns: 'onboarding', fr, en };
