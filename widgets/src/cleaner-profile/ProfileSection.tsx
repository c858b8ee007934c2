import { usePart } from '../ui/part.ts';
import { TitledSection, type TitledSectionProps } from '../ui/TitledSection.tsx';
import type { CleanerProfilePart } from './parts.ts';

export interface ProfileSectionProps extends Omit<TitledSectionProps, 'titleProps'> {
  /** The section's part (`about`, `reviews`…). */
  name: CleanerProfilePart;
}

/** One of the profile's sections: a region named by its heading, in the entry's `sectionTitle` part. */
export function ProfileSection({ name, ...section }: ProfileSectionProps) {
  const part = usePart<CleanerProfilePart>('cleaner-profile');
  return (
    <TitledSection {...section} {...part(name, { className: 'propre-stack propre-panel' })} titleProps={part('sectionTitle')} />
  );
}
