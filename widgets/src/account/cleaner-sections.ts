// The cleaner's sections as one chunk, loaded when a cleaner's settings first render (see lazy-cleaner.tsx).
export { BioSection } from './BioSection.tsx';
export { CityPicker } from './CityPicker.tsx';
export { CleanerSettings } from './CleanerSettings.tsx';
export { ExperienceSection } from './ExperienceSection.tsx';
export { PetToleranceSection } from './PetToleranceSection.tsx';
export { RatesSection } from './RatesSection.tsx';
export { ServiceAreaSection } from './ServiceAreaSection.tsx';
