/** The named parts of the onboarding (`data-part`), each of which takes a class name through `classNames`. */
export type CleanerOnboardingPart =
  | 'root'
  | 'steps'
  | 'step-item'
  | 'step-panel'
  | 'step-title'
  | 'missing'
  | 'step-actions'
  | 'tabs'
  | 'document-slot'
  | 'availability'
  | 'nearby-cities';

export type CleanerOnboardingClassNames = Partial<Record<CleanerOnboardingPart, string>>;
