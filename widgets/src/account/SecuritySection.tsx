import { type ReactNode, useId } from 'react';
import { useEntry } from '../ui/use-entry.ts';
import type { AccountPart } from './parts.ts';
import { accountTexts } from './texts.ts';

export interface SecuritySectionProps {
  /** What it holds, e.g. `<PasskeySettings headingLevel={3} />` from `@propre/widgets/auth`. */
  children: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * « Sécurité »: a settings card for the host's security widgets. It takes them as children so
 * that this entry does not load the passkey code of `@propre/widgets/auth`.
 */
export function SecuritySection({ children, headingLevel = 2, className }: SecuritySectionProps) {
  const { t, part } = useEntry<AccountPart>(accountTexts);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...part('section', { className })} data-section="security" aria-labelledby={`${id}-title`}>
      <header {...part('sectionHeader')}>
        <Heading id={`${id}-title`} {...part('sectionTitle')}>
          {t('security.title')}
        </Heading>
      </header>
      {children}
    </section>
  );
}
