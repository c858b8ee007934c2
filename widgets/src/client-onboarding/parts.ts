/**
 * The client onboarding's named parts (`clientOnboardingPanel`, `clientOnboardingStep`…): the
 * steps above, the screen's panel, the celebration.
 */
export const clientOnboardingParts = [
  'root',
  'steps',
  'stepsCount',
  'stepsList',
  'step',
  'stepDot',
  'stepName',
  'panel',
  'eyebrow',
  'title',
  'lead',
  'points',
  'point',
  'pointIcon',
  'actions',
  'celebration',
  'art',
] as const;

export type ClientOnboardingPart = (typeof clientOnboardingParts)[number];
