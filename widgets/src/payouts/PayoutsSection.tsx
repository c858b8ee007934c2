import type { PartOptions } from '../ui/part.ts';
import { TitledSection, type TitledSectionProps } from '../ui/TitledSection.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { PayoutsPart } from './parts.ts';
import { payoutsTexts } from './texts.ts';

export interface PayoutsSectionProps extends Omit<TitledSectionProps, 'titleProps' | 'title'> {
  /** The section's part (`instant`, `account`…); its title is the texts' `<name>.title`. */
  name: 'schedule' | 'instant' | 'account' | 'earnings' | 'history';
  /** The part's state (the account's status). */
  state?: PartOptions['state'];
}

/** One of the payouts' sections: a region named by its heading, in the entry's `sectionTitle` part. */
export function PayoutsSection({ name, state, ...section }: PayoutsSectionProps) {
  const { t, part } = useEntry<PayoutsPart>(payoutsTexts);
  return <TitledSection {...section} {...part(name, { state })} title={t(`${name}.title`)} titleProps={part('sectionTitle')} />;
}
